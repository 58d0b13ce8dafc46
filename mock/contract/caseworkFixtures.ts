/**
 * Fixtures of the outside referral and supervision calls (see fixtures.ts). The seed holds none of
 * either, and the contract test sends each call once in the document's order (by path): a call
 * acting on a row takes the one a call before it made, or stores one as the route would.
 */
import type * as C from '../../src/shared/contract/casework';
import type { ExternalReferral, SupervisionNote } from '../consult/casework';
import type { ConsultOrder } from '../counselling/types';
import { DAY_MS, formatDate, formatDateTime } from '../core/time';
import type { In } from './expertFixtures';
import type { FixtureContext } from './fixtures';

const expert01 = (f: FixtureContext) =>
  [...f.db.accounts.values()].find((account) => account.username === 'expert01')?.id ?? '';

/** An order of admin01's organisation with expert01 as its counsellor and a visitor on the books. */
const expertsCase = (f: FixtureContext): ConsultOrder => {
  const t = f.db.counselling.tables;
  const order = [...t.orders.values()].find(
    (o) =>
      o.orgId === f.orgId &&
      o.expertId === expert01(f) &&
      t.cusUsers.get(o.cusUserId)?.archived === 0,
  );
  if (!order) throw new Error('the seed has no case of expert01 in admin01’s organisation');
  return order;
};

const activePartner = (f: FixtureContext) => {
  const partner = [...f.db.counselling.tables.partners.values()].find(
    (row) => row.orgId === f.orgId && row.status === 1,
  );
  if (!partner) throw new Error('the seed has no partner cooperating now');
  return partner;
};

/**
 * The newest pending referral of the organisation; when saveReferral's was answered already, one
 * more stored as that call stores it (its to-do aside), so 记录结果 and 关闭 each find their own.
 */
function pendingReferral(f: FixtureContext): ExternalReferral {
  const store = f.db.casework;
  const found = [...store.referrals.values()]
    .reverse()
    .find((row) => row.orgId === f.orgId && row.status === '待反馈');
  if (found) return found;
  const order = expertsCase(f);
  const row: ExternalReferral = {
    id: store.nextId('referral'),
    orgId: f.orgId,
    cusUserId: order.cusUserId,
    orderId: order.id,
    partnerId: activePartner(f).id,
    reason: '需药物评估',
    urgency: '一般',
    summary: '来访者近两周睡眠差，情绪低落，建议精神科评估。',
    result: '',
    followUpDate: formatDate(f.now + 7 * DAY_MS),
    status: '待反馈',
    createBy: '',
    createTime: formatDateTime(f.now),
    doneBy: '',
    doneTime: '',
    closeReason: '',
  };
  store.referrals.set(row.id, row);
  return row;
}

/** A note on expert01's case: saveSupervisionNote's, or one stored as that call stores it (the document may list 回复 first). */
function noteOf(f: FixtureContext): SupervisionNote {
  const order = expertsCase(f);
  const store = f.db.casework;
  const found = [...store.notes.values()].find((row) => row.orderId === order.id);
  if (found) return found;
  const admin = [...f.db.accounts.values()].find((account) => account.username === 'admin01');
  const note: SupervisionNote = {
    id: store.nextId('note'),
    orgId: order.orgId,
    orderId: order.id,
    cusUserId: order.cusUserId,
    authorId: admin?.id ?? '',
    text: '请关注来访者的睡眠与自伤风险。',
    time: formatDateTime(f.now),
    replies: [],
  };
  store.notes.set(note.id, note);
  return note;
}

export const CASEWORK_FIXTURES = {
  listReferrals: (f: FixtureContext): In<typeof C.listReferrals> => ({
    pageNum: 1,
    pageSize: 10,
    cusUserId: expertsCase(f).cusUserId,
    status: '待反馈',
  }),
  saveReferral: (f: FixtureContext): In<typeof C.saveReferral> => ({
    cusUserId: expertsCase(f).cusUserId,
    orderId: expertsCase(f).id,
    partnerId: activePartner(f).id,
    reason: '需精神科评估与药物治疗',
    urgency: '紧急',
    summary: '来访者近两周睡眠差、情绪低落，PHQ-9 16 分，建议精神科评估。',
    followUpDate: formatDate(f.now + 7 * DAY_MS),
  }),
  recordReferralResult: (f: FixtureContext): In<typeof C.recordReferralResult> => ({
    id: pendingReferral(f).id,
    result: '医院已接诊，诊断为中度抑郁发作，开始药物治疗',
    followUpDate: formatDate(f.now + 14 * DAY_MS),
  }),
  closeReferral: (f: FixtureContext): In<typeof C.closeReferral> => ({
    id: pendingReferral(f).id,
    reason: '来访者拒绝转介',
  }),
  listSupervisionNotes: (f: FixtureContext): In<typeof C.listSupervisionNotes> => ({
    orderId: expertsCase(f).id,
  }),
  saveSupervisionNote: (f: FixtureContext): In<typeof C.saveSupervisionNote> => ({
    orderId: expertsCase(f).id,
    text: '注意来访者的自伤风险，下次会谈前完成风险评估。',
  }),
  replySupervisionNote: (f: FixtureContext): In<typeof C.replySupervisionNote> => ({
    noteId: noteOf(f).id,
    text: '收到，下次会谈先做风险评估。',
  }),
  listCustomerSupervision: (f: FixtureContext): In<typeof C.listCustomerSupervision> => ({
    cusUserId: expertsCase(f).cusUserId,
  }),
  listSupervisionViews: (f: FixtureContext): In<typeof C.listSupervisionViews> => ({
    pageNum: 1,
    pageSize: 10,
    orderId: expertsCase(f).id,
  }),
};

/** The reply is the case's counsellor's. */
export const CASEWORK_FIXTURE_ACCOUNTS = { replySupervisionNote: 'expert01' } as const;
