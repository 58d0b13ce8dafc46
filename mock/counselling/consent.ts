/**
 * Informed consent (知情同意): the seeded v1 of every counselling organisation, the seeded
 * visitors' consents (docs/decisions/0015-consent-seed.md), and the questions the routes ask.
 */
import { consentState, versionInForce } from '../../src/shared/counselling/consentRules';
import type { IdSource } from '../core/ids';
import { DAY_MS, formatDate, formatDateTime } from '../core/time';
import type { CounsellingTables, ConsentVersion } from './types';

export const CONSENT_V1_TEXT = [
  '欢迎您来到本机构接受心理咨询。为保障您的权益，请在咨询开始前仔细阅读以下内容：',
  '一、保密原则：咨询师对您在咨询中谈及的内容严格保密。但在您可能伤害自己或他人、涉及未成年人受到侵害、或法律要求披露时，咨询师将依法采取必要措施，包括联系您的紧急联系人。',
  '二、咨询记录：咨询师会记录个案记录，仅咨询师本人、机构管理员及经授权的督导人员可以查阅，每次查阅均留有记录。',
  '三、预约与取消：请按约定时间参加咨询；如需取消，请至少提前24小时告知，未按时到场可能按爽约处理。',
  '四、咨询的局限：心理咨询不能替代精神科诊断与药物治疗；如有需要，咨询师会建议您转介至医疗机构。',
  '五、您的权利：您有权了解咨询师的资质，有权随时提出疑问或终止咨询。',
  '本人已阅读并理解上述内容，同意接受心理咨询。',
].join('\n');

/** The seeded text's first day: before every seeded order was booked (they reach 24 months back). */
const V1_DAYS_BEFORE = 800;

/**
 * v1 for each organisation with counselling, and one consent to it for every seeded visitor with
 * an order, given when their first order was booked: paper entered by staff, or in the
 * mini-program for a mini-program booking. Visitors with no order have none (未签署).
 */
export function seedConsents(
  input: { now: number; staffName: string; expertsByOrg: Map<string, unknown> },
  ids: IdSource,
  t: CounsellingTables,
) {
  const effectiveFrom = formatDate(input.now - V1_DAYS_BEFORE * DAY_MS);
  const createTime = formatDateTime(input.now - (V1_DAYS_BEFORE + 7) * DAY_MS);
  for (const orgId of input.expertsByOrg.keys())
    t.consents.push({
      orgId,
      version: 1,
      text: CONSENT_V1_TEXT,
      effectiveFrom,
      createBy: input.staffName,
      createTime,
    });
  const firstOrders = new Map<string, { createTime: string; appointMode: number }>();
  for (const order of t.orders.values()) {
    const known = firstOrders.get(order.cusUserId);
    if (!known || order.createTime < known.createTime) firstOrders.set(order.cusUserId, order);
  }
  for (const visitor of t.cusUsers.values()) {
    const first = firstOrders.get(visitor.id);
    if (!first) continue;
    const miniProgram = first.appointMode === 3;
    t.consentRecords.push({
      id: ids.next('consentRecord'),
      orgId: visitor.orgId,
      cusUserId: visitor.id,
      version: 1,
      how: miniProgram ? 'miniProgram' : 'paper',
      recordedBy: miniProgram ? VISITOR_SELF : input.staffName,
      time: first.createTime,
    });
  }
}

/** Who recorded a consent the visitor gave in the mini-program. */
export const VISITOR_SELF = '来访者本人';

export const versionsOf = (t: CounsellingTables, orgId: string): ConsentVersion[] =>
  t.consents.filter((row) => row.orgId === orgId);

/** The organisation's version in force on `day`. */
export const currentVersion = (t: CounsellingTables, orgId: string, day: string) =>
  versionInForce(versionsOf(t, orgId), day);

export const recordsOf = (t: CounsellingTables, cusUserId: string) =>
  t.consentRecords.filter((row) => row.cusUserId === cusUserId);

/** Whether the visitor has a session behind them: an order completed (待确认 or 已完成, not a breach) besides `exceptOrderId`. */
function hasCompletedSession(t: CounsellingTables, cusUserId: string, exceptOrderId = ''): boolean {
  for (const order of t.orders.values())
    if (
      order.cusUserId === cusUserId &&
      order.id !== exceptOrderId &&
      (order.status === 2 || order.status === 3) &&
      order.isBreakContract === 0
    )
      return true;
  return false;
}

/** The visitor's standing against the version in force on `day`, and whether their first session still waits for it. */
export function consentStanding(
  t: CounsellingTables,
  visitor: { id: string; orgId: string },
  day: string,
  exceptOrderId = '',
) {
  const current = currentVersion(t, visitor.orgId, day);
  const records = recordsOf(t, visitor.id);
  const state = consentState(
    records.map((row) => row.version),
    current?.version,
  );
  return {
    current,
    records,
    state,
    firstSessionNeedsConsent:
      current !== undefined &&
      state !== 'current' &&
      !hasCompletedSession(t, visitor.id, exceptOrderId),
  };
}
