/**
 * Every counselling mobile follows the spec's one rule (shell spec §5: 1, then 3-9, then 9 digits):
 * customers, emergency contacts, hotline callers, partners and the crisis-notify numbers refuse
 * 12712345679 with the field's format message and store nothing (issue 27, point 17).
 */
import {
  API,
  counsellingKit,
  createBody,
  firstFreeSlot,
  freeCustomers,
  scheduledExperts,
  NOW,
  type Kit,
} from './testKit';
import { formatDateTime } from '../core/time';

const BAD = '12712345679';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const listenerId = () =>
  kit.app.db.cooperApplies
    .filter((a) => a.orgId === kit.app.db.qaOrgs.comprehensive && a.status === 1)
    .map((a) => a.expertUserId)
    .find((id) => kit.app.db.expertProfiles.get(id)?.expertType === 1)!;

const customer = (mobile: string) => ({
  name: '周晓',
  sex: 1,
  birthday: '1990-05-06',
  mobile,
});
const partner = (mobile: string) => ({
  name: '测试市第一人民医院',
  type: 1,
  contact: '王敏',
  mobile,
  areaCode: '440000-440300-440305',
  coopStart: '2025-01-01',
  coopEnd: '',
  settlementRatio: 20,
});
const hotlineCall = (callerMobile: string) => ({
  callStart: formatDateTime(NOW - 40 * 60_000),
  callEnd: formatDateTime(NOW - 10 * 60_000),
  anonymous: 0,
  callerMobile,
  sex: 1,
  ageBand: '26-35岁',
  areaCode: '',
  listenerId: listenerId(),
  callType: '一般',
  problemTypeIds: [],
  summary: '来电倾诉工作压力',
  suicideIntent: 2,
  hopelessness: 3,
  mentalStatus: 0,
  handling: '疏导',
  needFollowUp: 0,
  status: 1,
});
const orderConfig = (mobile: string) => ({
  acceptTimeoutMin: 30,
  cancelDeadlineHours: 24,
  remindBeforeMin: 60,
  autoConfirmDays: 3,
  bookingAheadDays: 1,
  bookingWindowDays: 14,
  breachPolicy: 'charge',
  crisisNotifyMobiles: ['13800138000', mobile],
});
async function order(emergencyMobile: string) {
  const [expertId] = await scheduledExperts(kit);
  const [visitor] = freeCustomers(kit);
  const { appointDate, bucket } = await firstFreeSlot(kit, expertId, visitor.id);
  return {
    ...createBody(kit, visitor.id, expertId, appointDate, bucket.id),
    emergencyMobile,
  };
}

const CALLS: [string, string, string, (mobile: string) => unknown][] = [
  ['来访者', API.cusUser('save'), '手机号格式不正确', customer],
  ['合作伙伴', '/server-platform/api/partner/save', '联系电话格式不正确', partner],
  ['热线来电', '/server-platform/api/hotline/save', '来电号码格式不正确', hotlineCall],
  ['订单设置', '/server-platform/api/consult/config/save', '危机通知手机号格式不正确', orderConfig],
];

test.each(CALLS)(
  '%s (%s) refuses 12712345679 with %s, stores nothing, and takes 13712345679',
  async (_what, path, msg, body) => {
    const before = kit.digest();
    expect(await kit.post(path, body(BAD))).toMatchObject({ code: 10400, msg });
    expect(kit.digest()).toBe(before);
    expect(await kit.post(path, body('13712345679'))).toMatchObject({ code: 0 });
  },
);

test('新增订单 refuses the emergency contact 12712345679 (紧急联系人手机号格式不正确), stores nothing', async () => {
  const bad = await order(BAD);
  const before = kit.digest();
  expect(await kit.post(API.consult('create'), bad)).toMatchObject({
    code: 10400,
    msg: '紧急联系人手机号格式不正确',
  });
  expect(kit.digest()).toBe(before);
  expect(
    await kit.post(API.consult('create'), { ...bad, emergencyMobile: '13712345679' }),
  ).toMatchObject({
    code: 0,
  });
});

test('a new customer with an empty mobile: 手机号不能为空', async () => {
  const before = kit.digest();
  expect(await kit.post(API.cusUser('save'), customer(''))).toMatchObject({
    code: 10400,
    msg: '手机号不能为空',
  });
  expect(kit.digest()).toBe(before);
});
