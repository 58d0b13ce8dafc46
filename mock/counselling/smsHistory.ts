/**
 * The SMS log as the 短信记录 page reads it (docs/api/operate.md): what the routes wrote
 * (`smsLogs`), the verification codes of the outbox (one table for codes: `/__mock__/outbox` and
 * the log read the same rows), and the seed's history — the 接单 notice every seeded accepted order
 * sent — derived from the orders' timelines on first read instead of stored, so a new store copies
 * nothing more (20,000 rows).
 */
import type { Db } from '../db';
import type { OutboxEntry } from '../core/types';
import type { CounsellingTables, SmsLog } from './types';

/** Seeded failures, so the status filter has something to find. */
const FAILURES = ['用户手机已停机', '号码为空号', '运营商网关超时'];

const histories = new WeakMap<CounsellingTables, readonly SmsLog[]>();

/** The 接单 notices of the seeded orders (timeline entries before the seed's now), as accept sends them. */
function seedHistory(t: CounsellingTables, seedNow: string): readonly SmsLog[] {
  let rows = histories.get(t);
  if (rows) return rows;
  const built: SmsLog[] = [];
  for (const order of t.orders.values()) {
    const accepted = order.logs.find((entry) => entry.action === 'accept');
    if (!accepted || accepted.time >= seedNow) continue;
    const serial = Number(order.id);
    const failed = serial % 53 === 7 ? FAILURES[serial % FAILURES.length] : '';
    built.push({
      id: String(5_000_000 + serial),
      orgId: order.orgId,
      mobile: order.mobile,
      bizType: 'consultOrder',
      template: 'ORDER_ACCEPTED',
      content: `您预约的${order.appointDate} ${order.startTime}咨询已确认`,
      status: failed ? '失败' : '成功',
      failReason: failed,
      createTime: accepted.time,
    });
  }
  rows = built;
  histories.set(t, rows);
  return rows;
}

const CODE_TEMPLATES: Record<OutboxEntry['purpose'], string> = {
  verify: 'VERIFY_CODE',
  retrieve: 'RETRIEVE_CODE',
  activate: 'ACTIVATE_CODE',
};

/** What the log shows in place of a code's digits. */
const MASKED_CODE = '******';

/**
 * A verification code sent by SMS, as a row of the log: the text with the code masked. A live
 * code read in the log would pass another account's password retrieval (issue 27), so no reader
 * of the log (list, any detail or export) ever gets the digits; `/__mock__/outbox` keeps them.
 */
const codeRow = (entry: OutboxEntry): SmsLog => ({
  id: entry.id,
  orgId: entry.orgId ?? '',
  mobile: entry.to,
  bizType: 'verifyCode',
  template: CODE_TEMPLATES[entry.purpose],
  content: entry.text.replaceAll(entry.code, MASKED_CODE),
  status: '成功',
  failReason: '',
  createTime: entry.createTime,
});

/** Every SMS the mock sent (in no particular order). */
export function smsLogRows(db: Db): SmsLog[] {
  const t = db.counselling.tables;
  return [
    ...seedHistory(t, db.counselling.seedNow),
    ...t.smsLogs,
    ...db.outbox.filter((entry) => entry.channel === 'mobile').map(codeRow),
  ];
}
