import { counsellingKit, type Kit } from '../counselling/testKit';
import { isCrisisCall } from '../../src/shared/counselling/hotlineCodes';
import { formatDateTime } from '../core/time';

const API = {
  followUp: (action: string) => `/server-platform/api/followUp/${action}`,
  hotline: (action: string) => `/server-platform/api/hotline/${action}`,
};

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const tables = () => kit.app.db.counselling.tables;
const mainOrg = () => kit.app.db.qaOrgs.comprehensive;

interface FollowUpRow {
  id: string;
  status: number;
  mentalStatus: number;
  orderId: string;
  hotlineId: string;
}
const listAll = async (query: Record<string, string> = {}) =>
  kit.get<{ rows: FollowUpRow[]; total: number }>(API.followUp('page'), {
    pageNum: '1',
    pageSize: '100',
    ...query,
  });

const hasOpenPlan = (key: 'orderId' | 'hotlineId', id: string) =>
  tables().followUps.some((row) => row.status === 0 && (row[key] ?? '') === id);

describe('the 心理状态 filter of 回访记录 (mentalStatus, as on orders and customers)', () => {
  test('mentalStatus=2 lists only crisis follow-ups, pending ones among them; a bad value is refused', async () => {
    const all = await listAll();
    const crisis = await listAll({ mentalStatus: '2' });
    expect(crisis.code).toBe(0);
    expect(crisis.data.total).toBeGreaterThan(0);
    expect(crisis.data.total).toBeLessThan(all.data.total);
    crisis.data.rows.forEach((row) => expect(row.mentalStatus).toBe(2));
    expect(crisis.data.rows.some((row) => row.status === 0)).toBe(true);
    const normal = await listAll({ mentalStatus: '0' });
    const watch = await listAll({ mentalStatus: '1' });
    expect(normal.data.total + watch.data.total + crisis.data.total).toBe(all.data.total);
    expect(await listAll({ mentalStatus: '5' })).toMatchObject({ code: 10400 });
  });

  test('a follow-up planned for a crisis order or a crisis call is a crisis follow-up until recorded', async () => {
    const order = [...tables().orders.values()].find(
      (row) => row.orgId === mainOrg() && row.mentalStatus === 2 && !hasOpenPlan('orderId', row.id),
    )!;
    const call = [...tables().hotlines.values()].find(
      (row) =>
        row.orgId === mainOrg() &&
        row.mentalStatus !== 2 &&
        isCrisisCall(row) &&
        !hasOpenPlan('hotlineId', row.id),
    )!;
    const planTime = formatDateTime(kit.clock.now + 2 * 86_400_000);
    const planned = await Promise.all([
      kit.post<{ id: string }>(API.followUp('plan'), {
        orderId: order.id,
        planTime,
        method: '电话',
      }),
      kit.post<{ id: string }>(API.followUp('plan'), {
        hotlineId: call.id,
        planTime,
        method: '电话',
      }),
    ]);
    const ids = planned.map((answer) => answer.data.id);
    const crisis = await listAll({ mentalStatus: '2', status: '0' });
    expect(crisis.data.rows.map((row) => row.id)).toEqual(expect.arrayContaining(ids));

    // Recorded as 关注 with a next date: the row and the next plan carry the new assessment.
    const recorded = await kit.post<{ nextId: string }>(API.followUp('record'), {
      id: ids[0],
      status: 1,
      method: '电话',
      content: '情绪较前平稳',
      result: '好转',
      mentalStatus: 1,
      nextAction: '再次咨询',
      nextFollowUpDate: '2025-07-10',
    });
    expect(recorded.code).toBe(0);
    const watch = (await listAll({ mentalStatus: '1', pageSize: '100' })).data.rows.map(
      (row) => row.id,
    );
    expect(watch).toEqual(expect.arrayContaining([ids[0], recorded.data.nextId]));
  });
});
