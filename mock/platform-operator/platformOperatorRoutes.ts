/**
 * The platform operator family (shell spec §6; decision 0021): the platform's own operator
 * accounts, for an administrator of the platform organisation (orgType 0) holding 平台运营人员.
 * Refusals answer 10400/10403/10404/10409 with a Chinese msg and change nothing.
 */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/platformOperator';
import { nextId } from '../db';
import { formatDateTime } from '../core/time';
import type { PlatformOperator } from '../core/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import { requirePermission } from '../core/guards';

const PAGE_CODE = '04-01-01';
const PERM = {
  create: '04-01-01-01',
  edit: '04-01-01-02',
  status: '04-01-01-03',
} as const;

/** The code, held in the platform organisation: another organisation's holder is refused too. */
function requirePlatform(ctx: RouteContext, code: string): void {
  const identity = requirePermission(ctx, code);
  if (ctx.db.orgs.get(identity.orgId)?.orgType !== 0) throw fail(10403, '无权限执行该操作');
}

function ownOperator(ctx: RouteContext, id: string): PlatformOperator {
  const row = ctx.db.platformOperators.get(id);
  if (!row) throw fail(10404, '记录不存在');
  return row;
}

/** 平台运营人员分页 GET /server-platform/api/platformOperator/list {pageNum, pageSize, name, status} */
function listPlatformOperators(ctx: RouteContext, query: Input<typeof C.listPlatformOperators>) {
  requirePlatform(ctx, PAGE_CODE);
  const { name, status } = query;
  const rows = [...ctx.db.platformOperators.values()]
    .filter(
      (row) =>
        (!name || row.name.includes(name) || row.account.includes(name)) &&
        (status === undefined || row.status === status),
    )
    .map((row) => ({ ...row }))
    .reverse();
  return page(rows, query);
}

/** 新增或编辑平台运营人员 POST /server-platform/api/platformOperator/save {id?, account, name, mobile} */
function savePlatformOperator(ctx: RouteContext, body: Input<typeof C.savePlatformOperator>) {
  const { db } = ctx;
  const { id, account, name, mobile } = body;
  requirePlatform(ctx, id ? PERM.edit : PERM.create);
  const existing = id ? ownOperator(ctx, id) : undefined;
  const lower = account.toLowerCase();
  const taken =
    [...db.platformOperators.values()].some(
      (row) => row.account.toLowerCase() === lower && row.id !== id,
    ) || [...db.accounts.values()].some((row) => row.username.toLowerCase() === lower);
  if (taken) throw fail(10409, '账号已存在');
  if (existing) {
    db.platformOperators.set(existing.id, { ...existing, account, name, mobile });
    return ok({ id: existing.id }, '保存成功');
  }
  const row: PlatformOperator = {
    id: nextId(db, 'platformOperator'),
    account,
    name,
    mobile,
    status: 2,
    createTime: formatDateTime(ctx.now),
  };
  db.platformOperators.set(row.id, row);
  return ok({ id: row.id }, '保存成功');
}

/** 冻结或恢复平台运营人员 POST /server-platform/api/platformOperator/updateStatus {id, status: 2|4} */
function platformOperatorStatus(
  ctx: RouteContext,
  { id, status }: Input<typeof C.platformOperatorStatus>,
) {
  requirePlatform(ctx, PERM.status);
  const row = ownOperator(ctx, id);
  if (row.status === status)
    throw fail(10409, status === 4 ? '该运营人员已冻结' : '该运营人员已是正常状态');
  ctx.db.platformOperators.set(id, { ...row, status });
  return ok(null, status === 4 ? '已冻结' : '已恢复');
}

export const platformOperatorRoutes = createRouter()
  .handle(C.listPlatformOperators, listPlatformOperators)
  .handle(C.savePlatformOperator, savePlatformOperator)
  .handle(C.platformOperatorStatus, platformOperatorStatus);
