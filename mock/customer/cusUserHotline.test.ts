/**
 * 来访者详情 lists the visitor's hotline calls beside orders and follow-ups, masked and permitted
 * as on the hotline list; customers answer orgId and deptId (issue 27, point 18).
 */
import { PERM } from '../../src/shared/session/permissions';
import { formatDateTime } from '../core/time';
import { API, counsellingKit, freeCustomers, NOW, type Kit } from '../counselling/testKit';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const HOTLINE = '/server-platform/api/hotline/save';
const listenerId = () =>
  kit.app.db.cooperApplies
    .filter((a) => a.orgId === kit.app.db.qaOrgs.comprehensive && a.status === 1)
    .map((a) => a.expertUserId)
    .find((id) => kit.app.db.expertProfiles.get(id)?.expertType === 1)!;
const call = (minutesAgo: number, extra: Record<string, unknown>) => ({
  callStart: formatDateTime(NOW - minutesAgo * 60_000),
  callEnd: formatDateTime(NOW - (minutesAgo - 10) * 60_000),
  anonymous: 0,
  callerMobile: '13612345678',
  sex: 1,
  ageBand: '26-35岁',
  areaCode: '',
  listenerId: listenerId(),
  callType: '一般',
  problemTypeIds: [],
  summary: '来电倾诉工作压力',
  suicideIntent: 8,
  // a crisis call carries its emergency contact (issue 27 point 7)
  emergencyName: '林秀英',
  emergencyRelation: '母亲',
  emergencyMobile: '13812345678',
  hopelessness: 3,
  mentalStatus: 0,
  handling: '疏导',
  needFollowUp: 0,
  status: 1,
  ...extra,
});

interface Detail {
  orgId: string;
  deptId: string;
  mobile: string;
  hotlineCalls?: {
    id: string;
    callerMobile: string;
    anonymous: number;
    crisis: boolean;
    suicideIntent: number;
  }[];
}

test('linked calls and named calls from their mobile, newest first, masked; an anonymous call from the mobile is not theirs', async () => {
  const [customer] = freeCustomers(kit);
  const ownCalls = () =>
    [...kit.app.db.counselling.tables.hotlines.values()].filter(
      (row) =>
        row.cusUserId === customer.id ||
        (row.anonymous === 0 && row.callerMobile === customer.mobile),
    );
  const seeded = ownCalls().length;
  const linked = await kit.post<{ id: string }>(
    HOTLINE,
    call(300, { cusUserId: customer.id, callerMobile: '13712345670' }),
  );
  const fromMobile = await kit.post<{ id: string }>(
    HOTLINE,
    call(200, { callerMobile: customer.mobile }),
  );
  const anonymous = await kit.post<{ id: string }>(
    HOTLINE,
    call(100, { anonymous: 1, callerMobile: customer.mobile }),
  );
  const other = await kit.post<{ id: string }>(HOTLINE, call(50, {}));
  expect([linked, fromMobile, anonymous, other].map((answer) => answer.code)).toEqual([0, 0, 0, 0]);

  const detail = await kit.get<Detail>(API.cusUser('detail'), { id: customer.id });
  expect(detail.data).toMatchObject({ orgId: customer.orgId, deptId: customer.deptId });
  const calls = detail.data.hotlineCalls ?? [];
  expect(calls).toHaveLength(seeded + 2);
  expect(calls.slice(0, 2).map((row) => row.id)).toEqual([fromMobile.data.id, linked.data.id]);
  expect(calls.map((row) => row.id)).not.toContain(anonymous.data.id);
  expect(calls.map((row) => row.id)).not.toContain(other.data.id);
  expect(calls[0]).toMatchObject({ crisis: true, suicideIntent: 8 });
  expect(calls[0].callerMobile).toBe(
    `${customer.mobile.slice(0, 3)}****${customer.mobile.slice(7)}`,
  );
  expect(calls[1].callerMobile).toBe('137****5670');
});

test('without the hotline menu (06-01-02) the detail answers no calls; the list rows carry orgId and deptId', async () => {
  const [customer] = freeCustomers(kit);
  const identityId = kit.app.db.sessions.get(kit.tokens.admin)?.identityId ?? '';
  const identity = kit.app.db.identities.get(identityId)!;
  identity.btnCodes = identity.btnCodes.filter((code) => code !== PERM.hotline);
  const detail = await kit.get<Detail>(API.cusUser('detail'), { id: customer.id });
  expect(detail.code).toBe(0);
  expect(detail.data.hotlineCalls).toBeUndefined();
  const list = await kit.get<{ rows: { orgId: string; deptId: string }[] }>(API.cusUser('page'), {
    pageNum: '1',
    pageSize: '5',
  });
  list.data.rows.forEach((row) => expect(row.orgId).toBe(kit.app.db.qaOrgs.comprehensive));
  list.data.rows.forEach((row) => expect(typeof row.deptId).toBe('string'));
});
