/**
 * Informed consent (知情同意): the organisation's versions (订单设置, its administrators), a
 * visitor's status and records (who sees the visitor: the customer pages of its organisation, or
 * the counsellor of one of its orders), and the visitor's own agreement in the mini-program
 * (visitor token). docs/api/counselling.md, "Informed consent".
 */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/consent';
import { CONSENT_MESSAGES, versionState } from '../../src/shared/counselling/consentRules';
import { cstDate } from '../../src/shared/counselling/slotRule';
import { PERM } from '../../src/shared/session/permissions';
import {
  VISITOR_SELF,
  consentStanding,
  currentVersion,
  recordsOf,
  versionsOf,
} from '../counselling/consent';
import type { ConsentRecord, CusUser } from '../counselling/types';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { conflict, idsOf, notFound, tablesOf } from '../counselling/access';
import { currentAccount, requireIdentity, requirePermission } from '../core/guards';
import { staffCaller } from '../hotline/hotlineAccess';
import { ownOrg } from '../core/scope';

/** 知情同意书版本 GET /server-platform/api/consent/versions (page 订单设置 06-01-09) */
function listConsentVersions(ctx: RouteContext) {
  const { orgId } = staffCaller(ctx, PERM.orderConfig);
  const day = cstDate(ctx.now);
  const versions = versionsOf(tablesOf(ctx), orgId);
  const rows = versions
    .map((row) => ({
      version: row.version,
      text: row.text,
      effectiveFrom: row.effectiveFrom,
      createBy: row.createBy,
      createTime: row.createTime,
      state: versionState(versions, row, day),
    }))
    .sort((a, b) => b.version - a.version);
  return { current: rows.find((row) => row.state === 'current')?.version ?? 0, rows };
}

/**
 * 新增或修改知情同意书版本 POST /server-platform/api/consent/save {version?, text, effectiveFrom}
 * (button 06-01-09-01 保存): a new version takes the next number; only a version not yet in force
 * may change. Days run in order: after the previous version's, before the next one's, not before today.
 */
function saveConsentVersion(ctx: RouteContext, body: Input<typeof C.saveConsentVersion>) {
  const { orgId, name } = staffCaller(ctx, PERM.orderConfigSave);
  const t = tablesOf(ctx);
  const day = cstDate(ctx.now);
  const versions = versionsOf(t, orgId);
  const existing = body.version ? versions.find((row) => row.version === body.version) : undefined;
  if (body.version && !existing) throw fail(10404, '知情同意书版本不存在');
  if (existing && existing.effectiveFrom <= day) throw conflict(CONSENT_MESSAGES.editInForce);
  if (body.effectiveFrom < day) throw fail(10400, CONSENT_MESSAGES.pastDay);
  const number =
    existing?.version ?? versions.reduce((max, row) => Math.max(max, row.version), 0) + 1;
  const previous = versions
    .filter((row) => row.version < number)
    .reduce<(typeof versions)[number] | undefined>(
      (last, row) => (!last || row.version > last.version ? row : last),
      undefined,
    );
  const next = versions
    .filter((row) => row.version > number)
    .reduce<(typeof versions)[number] | undefined>(
      (first, row) => (!first || row.version < first.version ? row : first),
      undefined,
    );
  if (previous && body.effectiveFrom <= previous.effectiveFrom)
    throw fail(10400, CONSENT_MESSAGES.afterPrevious(previous.version, previous.effectiveFrom));
  if (next && body.effectiveFrom >= next.effectiveFrom)
    throw fail(10400, CONSENT_MESSAGES.beforeNext(next.version, next.effectiveFrom));
  const row = {
    orgId,
    version: number,
    text: body.text,
    effectiveFrom: body.effectiveFrom,
    createBy: existing?.createBy ?? name,
    createTime: existing?.createTime ?? formatDateTime(ctx.now),
  };
  if (existing) t.consents[t.consents.indexOf(existing)] = row;
  else t.consents.push(row);
  return ok({ version: number }, '保存成功');
}

/**
 * The visitor by id, for a caller who sees them: an organisation identity with the customer page
 * (06-01-06) and the visitor of its organisation, or an expert with an order of the visitor (its
 * 完成咨询 asks for consent). Anyone else's visitor answers as a missing one.
 */
function visitorFor(ctx: RouteContext, cusUserId: string): CusUser {
  const identity = requireIdentity(ctx);
  const t = tablesOf(ctx);
  const visitor = t.cusUsers.get(cusUserId);
  if (identity.userType === 2) {
    const userId = currentAccount(ctx).id;
    const counsels =
      visitor !== undefined &&
      [...t.orders.values()].some(
        (order) => order.cusUserId === visitor.id && order.expertId === userId,
      );
    if (!visitor || !counsels) throw notFound();
    return visitor;
  }
  requirePermission(ctx, PERM.customers);
  if (!visitor || visitor.orgId !== ownOrg(ctx, identity).id) throw notFound();
  return visitor;
}

const recordView = ({ id, version, how, recordedBy, time }: ConsentRecord) => ({
  id,
  version,
  how,
  recordedBy,
  time,
});

/** 知情同意状态 GET /server-platform/api/consent/status ?cusUserId */
function consentStatus(ctx: RouteContext, { cusUserId }: Input<typeof C.consentStatus>) {
  const visitor = visitorFor(ctx, cusUserId);
  const standing = consentStanding(tablesOf(ctx), visitor, cstDate(ctx.now));
  const records = [...standing.records].sort(
    (a, b) => b.time.localeCompare(a.time) || Number(b.id) - Number(a.id),
  );
  return {
    current: standing.current
      ? {
          version: standing.current.version,
          text: standing.current.text,
          effectiveFrom: standing.current.effectiveFrom,
        }
      : null,
    state: standing.state,
    agreedVersion: records[0]?.version ?? 0,
    firstSessionNeedsConsent: standing.firstSessionNeedsConsent,
    records: records.map(recordView),
  };
}

/** Stores a consent after the checks every way of giving one shares: in force when given, not given before. */
function storeConsent(
  ctx: RouteContext,
  visitor: CusUser,
  consent: Pick<ConsentRecord, 'version' | 'how' | 'recordedBy' | 'time'>,
  changed?: string,
): string {
  const t = tablesOf(ctx);
  const inForce = currentVersion(t, visitor.orgId, consent.time.slice(0, 10));
  if (!inForce) throw conflict(changed ?? CONSENT_MESSAGES.noVersionAt);
  if (inForce.version !== consent.version)
    throw conflict(changed ?? CONSENT_MESSAGES.notInForce(inForce.version));
  if (recordsOf(t, visitor.id).some((row) => row.version === consent.version))
    throw conflict(CONSENT_MESSAGES.already(consent.version));
  const id = idsOf(ctx).next('consentRecord');
  t.consentRecords.push({ id, orgId: visitor.orgId, cusUserId: visitor.id, ...consent });
  return id;
}

/** 登记知情同意 POST /server-platform/api/consent/record {cusUserId, version, how, time?} */
function recordConsent(ctx: RouteContext, body: Input<typeof C.recordConsent>) {
  const visitor = visitorFor(ctx, body.cusUserId);
  const now = formatDateTime(ctx.now);
  const time = body.time ?? now;
  if (time > now) throw fail(10400, CONSENT_MESSAGES.futureTime);
  const id = storeConsent(ctx, visitor, {
    version: body.version,
    how: body.how,
    recordedBy: currentAccount(ctx).name,
    time,
  });
  return ok({ id }, '登记成功');
}

/** 来访者同意知情同意书 POST /server-platform/api/consent/visitor/agree {version} (visitor token, as the mini-program) */
function agreeConsent(ctx: RouteContext, body: Input<typeof C.agreeConsent>) {
  const cusUserId = ctx.db.visitorTokens.get(ctx.req.headers.token ?? '');
  if (!cusUserId) throw fail(10001, '请先登录小程序');
  const visitor = tablesOf(ctx).cusUsers.get(cusUserId);
  if (!visitor) throw fail(10404, '来访者不存在');
  const id = storeConsent(
    ctx,
    visitor,
    {
      version: body.version,
      how: 'miniProgram',
      recordedBy: VISITOR_SELF,
      time: formatDateTime(ctx.now),
    },
    CONSENT_MESSAGES.changed,
  );
  return ok({ id }, '已同意知情同意书');
}

export const consentRoutes = createRouter()
  .handle(C.listConsentVersions, listConsentVersions)
  .handle(C.saveConsentVersion, saveConsentVersion)
  .handle(C.consentStatus, consentStatus)
  .handle(C.recordConsent, recordConsent)
  .handle(C.agreeConsent, agreeConsent);
