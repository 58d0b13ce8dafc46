/** Problem types: the two-level tree; add, rename, sort, enable, disable, delete when unused (docs/api/counselling.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/problemType';
import { PERM } from '../../src/shared/session/permissions';
import { changeRow } from '../counselling/rows';
import type { ProblemType } from '../counselling/types';
import { createRouter, ok } from '../core/router';
import { type RouteContext } from '../core/context';
import {
  PROBLEM_TYPE_READERS,
  conflict,
  idsOf,
  notFound,
  orgFor,
  tablesOf,
} from '../counselling/access';

const ownTypes = (ctx: RouteContext, orgId: string) =>
  [...tablesOf(ctx).problemTypes.values()].filter((row) => row.orgId === orgId);

function typeOf(ctx: RouteContext, orgId: string, id: string): ProblemType {
  const row = tablesOf(ctx).problemTypes.get(id);
  if (!row || row.orgId !== orgId) throw notFound();
  return row;
}

/** Type ids some order refers to (a group is in use through its children). */
function typesInUse(ctx: RouteContext): Set<string> {
  const used = new Set<string>();
  for (const order of tablesOf(ctx).orders.values())
    order.problemTypeIds.forEach((id) => used.add(id));
  return used;
}

const bySort = (a: ProblemType, b: ProblemType) => a.sort - b.sort || Number(a.id) - Number(b.id);

/** 问题类型树 GET /server-platform/api/problemType/tree ?status (1: enabled only, for pickers) */
function problemTypeTree(ctx: RouteContext, { status }: Input<typeof C.problemTypeTree>) {
  const { orgId } = orgFor(ctx, PROBLEM_TYPE_READERS);
  const rows = ownTypes(ctx, orgId).filter((row) => status === undefined || row.status === status);
  const used = typesInUse(ctx);
  const node = ({ id, pid, name, sort, status }: ProblemType, inUse: boolean) => ({
    id,
    pid,
    name,
    sort,
    status,
    inUse,
  });
  return rows
    .filter((row) => row.pid === '0')
    .sort(bySort)
    .map((group) => {
      const children = rows
        .filter((row) => row.pid === group.id)
        .sort(bySort)
        .map((row) => node(row, used.has(row.id)));
      return {
        ...node(
          group,
          children.some((child) => child.inUse),
        ),
        children,
      };
    });
}

/** 新增、重命名或排序问题类型 POST /server-platform/api/problemType/save {id?, pid, name, sort} */
function saveProblemType(ctx: RouteContext, body: Input<typeof C.saveProblemType>) {
  const { orgId } = orgFor(ctx, body.id ? PERM.problemTypeEdit : PERM.problemTypeAdd);
  const existing = body.id ? typeOf(ctx, orgId, body.id) : undefined;
  if (body.pid !== '0' && typeOf(ctx, orgId, body.pid).pid !== '0')
    throw conflict('问题类型只有两级');
  if (existing && (existing.pid === '0') !== (body.pid === '0'))
    throw conflict('分组与问题类型不能互换');
  if (
    ownTypes(ctx, orgId).some(
      (row) => row.pid === body.pid && row.name === body.name && row.id !== body.id,
    )
  )
    throw conflict('问题类型名称已存在');
  if (existing) {
    changeRow(tablesOf(ctx).problemTypes, existing, {
      pid: body.pid,
      name: body.name,
      sort: body.sort,
    });
    return ok({ id: existing.id }, '编辑成功');
  }
  const row: ProblemType = {
    id: idsOf(ctx).next('problemType'),
    orgId,
    pid: body.pid,
    name: body.name,
    sort: body.sort,
    status: 1,
  };
  tablesOf(ctx).problemTypes.set(row.id, row);
  return ok({ id: row.id }, '保存成功');
}

/** 启用或停用问题类型 POST /server-platform/api/problemType/updateStatus {id, status} */
function problemTypeStatus(ctx: RouteContext, { id, status }: Input<typeof C.problemTypeStatus>) {
  const { orgId } = orgFor(ctx, PERM.problemTypeStatus);
  changeRow(tablesOf(ctx).problemTypes, typeOf(ctx, orgId, id), { status });
  return ok(null, status === 1 ? '启用成功' : '停用成功');
}

/** 删除问题类型 POST /server-platform/api/problemType/delete {id}: one in use can only be disabled */
function deleteProblemType(ctx: RouteContext, { id }: Input<typeof C.deleteProblemType>) {
  const { orgId } = orgFor(ctx, PERM.problemTypeDelete);
  const row = typeOf(ctx, orgId, id);
  if (ownTypes(ctx, orgId).some((other) => other.pid === row.id))
    throw conflict('请先删除该分组下的问题类型');
  if (typesInUse(ctx).has(row.id)) throw conflict('该问题类型已被使用，不能删除，可停用');
  tablesOf(ctx).problemTypes.delete(row.id);
  return ok(null, '删除成功');
}

export const problemTypeRoutes = createRouter()
  .handle(C.problemTypeTree, problemTypeTree)
  .handle(C.saveProblemType, saveProblemType)
  .handle(C.problemTypeStatus, problemTypeStatus)
  .handle(C.deleteProblemType, deleteProblemType);
