import { slotTime } from '../../src/shared/counselling/slotRule';
import { CONSENT_V1_TEXT } from '../counselling/consent';
import { loginAs, visitorTokenFor } from '../testing';
import {
  API,
  MAIN_ORG,
  NOW,
  casePaper,
  counsellingKit,
  createBody,
  firstFreeSlot,
  updateStatus,
  type Kit,
} from '../counselling/testKit';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const CONSENT = (action: string) => `/server-platform/api/consent/${action}`;
const tables = () => kit.app.db.counselling.tables;
const mainOrg = () => kit.app.db.qaOrgs.comprehensive;
const adminName = () =>
  [...kit.app.db.accounts.values()].find((row) => row.username === 'admin01')!.name;
const expert01 = () =>
  [...kit.app.db.accounts.values()].find((row) => row.username === 'expert01')!.id;

interface Status {
  current: { version: number; text: string; effectiveFrom: string } | null;
  state: 'current' | 'old' | 'none';
  agreedVersion: number;
  firstSessionNeedsConsent: boolean;
  records: { id: string; version: number; how: string; recordedBy: string; time: string }[];
}
interface Versions {
  current: number;
  rows: { version: number; text: string; effectiveFrom: string; state: string }[];
}
const status = (cusUserId: string, as?: string) =>
  kit.get<Status>(CONSENT('status'), { cusUserId }, as);
const versions = (as?: string) => kit.get<Versions>(CONSENT('versions'), {}, as);

/** A visitor registered now in admin01's organisation (no order, so no consent). */
async function newVisitor(mobile = '13612345670') {
  const saved = await kit.post<{ id: string }>(API.cusUser('save'), {
    name: '同意来访者',
    sex: 1,
    birthday: '1992-04-01',
    mobile,
    source: '',
    remark: '',
  });
  expect(saved.code).toBe(0);
  return saved.data.id;
}

/** Moves the clock and signs admin01 and expert01 in again (a session idles out after 2 hours). */
async function moveClockTo(at: number) {
  kit.clock.now = at;
  kit.tokens.admin = (await loginAs(kit.app, 'admin01', MAIN_ORG)).token;
  kit.tokens.expert = (await loginAs(kit.app, 'expert01')).token;
}

/** The visitor's first order, with expert01, accepted, and the clock five minutes into its session. */
async function startedFirstSession(cusUserId: string) {
  const { appointDate, bucket } = await firstFreeSlot(kit, expert01(), cusUserId);
  const created = await kit.post<{ id: string }>(
    API.consult('create'),
    createBody(kit, cusUserId, expert01(), appointDate, bucket.id),
  );
  expect(created.code).toBe(0);
  const order = () => tables().orders.get(created.data.id)!;
  const accepted = await updateStatus(
    kit,
    'accept',
    { id: order().id, version: order().version },
    kit.tokens.expert,
  );
  expect(accepted.code).toBe(0);
  await moveClockTo(slotTime(appointDate, bucket.start) + 5 * 60_000);
  return order;
}

test('the seed: v1 for every organisation with counselling; every visitor with an order consented at their first booking', () => {
  const t = tables();
  const orgs = new Set([...t.configs.keys()]);
  expect(new Set(t.consents.map((row) => row.orgId))).toEqual(orgs);
  expect(t.consents.every((row) => row.version === 1 && row.text === CONSENT_V1_TEXT)).toBe(true);
  const first = new Map<string, string>();
  for (const order of t.orders.values())
    if (!first.has(order.cusUserId) || order.createTime < first.get(order.cusUserId)!)
      first.set(order.cusUserId, order.createTime);
  expect(t.consentRecords).toHaveLength(first.size);
  for (const record of t.consentRecords) {
    expect(record.time).toBe(first.get(record.cusUserId));
    expect(record.time.slice(0, 10) >= t.consents[0].effectiveFrom).toBe(true);
  }
  const how = new Set(t.consentRecords.map((row) => `${row.how} ${row.recordedBy}`));
  expect(how).toEqual(new Set([`paper ${adminName()}`, 'miniProgram 来访者本人']));
});

test('admin01 keeps versions: a new one in the future or today, never before today nor before the last; only one not yet in force changes', async () => {
  expect(await versions()).toMatchObject({
    code: 0,
    data: { current: 1, rows: [{ version: 1, state: 'current' }] },
  });
  const before = kit.digest();
  const save = (body: object) => kit.post<{ version: number }>(CONSENT('save'), body);
  expect(await save({ text: '第二版', effectiveFrom: '2025-06-29' })).toMatchObject({
    code: 10400,
    msg: '生效日期不能早于今天',
  });
  expect(await save({ version: 1, text: '改第一版', effectiveFrom: '2025-07-01' })).toMatchObject({
    code: 10409,
    msg: '已生效的版本不能修改，请新增版本',
  });
  expect(await save({ text: ' ', effectiveFrom: '2025-07-01' })).toMatchObject({ code: 10400 });
  expect(await save({ version: 9, text: '第九版', effectiveFrom: '2025-07-01' })).toMatchObject({
    code: 10404,
  });
  expect(kit.digest()).toBe(before);

  expect(await save({ text: '第二版', effectiveFrom: '2025-07-10' })).toMatchObject({
    code: 0,
    data: { version: 2 },
  });
  expect(await save({ text: '第三版', effectiveFrom: '2025-07-10' })).toMatchObject({
    code: 10400,
    msg: '生效日期须晚于v2的生效日期（2025-07-10）',
  });
  expect(
    await save({ version: 2, text: '第二版（修订）', effectiveFrom: '2025-07-05' }),
  ).toMatchObject({ code: 0, data: { version: 2 } });
  expect((await versions()).data).toMatchObject({
    current: 1,
    rows: [
      { version: 2, text: '第二版（修订）', effectiveFrom: '2025-07-05', state: 'scheduled' },
      { version: 1, state: 'current' },
    ],
  });
  // Once its day comes, v2 is in force and v1 past; neither changes any more.
  await moveClockTo(slotTime('2025-07-05', '00:00'));
  expect((await versions()).data).toMatchObject({
    current: 2,
    rows: [{ state: 'current' }, { state: 'past' }],
  });
  expect(await save({ version: 2, text: '再改', effectiveFrom: '2025-07-06' })).toMatchObject({
    code: 10409,
  });
});

test('versions need the 订单设置 page, saving its 保存 code; an expert has neither', async () => {
  const identity = kit.app.db.identities.get(
    [...kit.app.db.sessions.values()].find((s) => s.token === kit.tokens.admin)!.identityId!,
  )!;
  kit.app.db.identities.set(identity.id, {
    ...identity,
    btnCodes: identity.btnCodes.filter((code) => code !== '06-01-09-01'),
  });
  expect((await versions()).code).toBe(0);
  expect(await kit.post(CONSENT('save'), { text: '新版', effectiveFrom: '2025-07-01' })).toEqual(
    expect.objectContaining({ code: 10403 }),
  );
  expect((await versions(kit.tokens.expert)).code).toBe(10403);
});

test('staff record a paper consent: the version in force when signed, not in the future, once per version; the chart status follows', async () => {
  const visitor = await newVisitor();
  expect((await status(visitor)).data).toMatchObject({
    current: { version: 1, text: CONSENT_V1_TEXT },
    state: 'none',
    agreedVersion: 0,
    firstSessionNeedsConsent: true,
    records: [],
  });
  const before = kit.digest();
  const record = (body: object) =>
    kit.post<{ id: string }>(CONSENT('record'), { cusUserId: visitor, version: 1, ...body });
  expect(await record({ how: 'paper', time: '2025-06-30 10:30:00' })).toMatchObject({
    code: 10400,
    msg: '签署时间不能晚于当前时间',
  });
  expect(await record({ how: 'paper', version: 2 })).toMatchObject({
    code: 10409,
    msg: '只能登记签署时生效的知情同意书版本（v1）',
  });
  expect(await record({ how: 'fax' })).toMatchObject({ code: 10400 });
  expect(await record({ how: 'paper', time: '2020-01-01 09:00:00' })).toMatchObject({
    code: 10409,
    msg: '签署时尚无生效的知情同意书',
  });
  expect(kit.digest()).toBe(before);

  expect(await record({ how: 'paper', time: '2025-06-30 09:40:00' })).toMatchObject({
    code: 0,
    msg: '登记成功',
  });
  expect(await record({ how: 'paper' })).toMatchObject({ code: 10409, msg: '该来访者已同意v1' });
  expect((await status(visitor)).data).toMatchObject({
    state: 'current',
    agreedVersion: 1,
    firstSessionNeedsConsent: false,
    records: [{ version: 1, how: 'paper', recordedBy: adminName(), time: '2025-06-30 09:40:00' }],
  });

  // v2 in force from today: the visitor stands at the old version, and may agree to the new one.
  expect(
    (await kit.post(CONSENT('save'), { text: '第二版', effectiveFrom: '2025-06-30' })).code,
  ).toBe(0);
  expect((await status(visitor)).data).toMatchObject({
    current: { version: 2 },
    state: 'old',
    agreedVersion: 1,
    firstSessionNeedsConsent: true,
  });
});

test('who sees the visitor reads and records (operator01 reads 来访者 too); another organisation’s visitor and an expert with no order of theirs get 10404', async () => {
  const other = [...tables().cusUsers.values()].find((row) => row.orgId !== mainOrg())!;
  expect(await status(other.id)).toMatchObject({ code: 10404 });
  const visitor = await newVisitor();
  expect(await status(visitor, kit.tokens.expert)).toMatchObject({ code: 10404 });
  expect(
    await kit.post(
      CONSENT('record'),
      { cusUserId: visitor, version: 1, how: 'paper' },
      kit.tokens.expert,
    ),
  ).toMatchObject({ code: 10404 });
  expect((await status(visitor, kit.tokens.operator)).data).toMatchObject({ state: 'none' });
});

test('完成咨询 of a first session without consent is refused (10409) and stores nothing; the counsellor records it, then completes', async () => {
  const visitor = await newVisitor();
  const order = await startedFirstSession(visitor);
  const complete = () =>
    updateStatus(
      kit,
      'complete',
      { id: order().id, version: order().version, ...casePaper(kit, order(), '低') },
      kit.tokens.expert,
    );
  // What the clock's move made due is settled by the first call after it, before the digest.
  expect((await status(visitor, kit.tokens.expert)).data).toMatchObject({
    firstSessionNeedsConsent: true,
    current: { version: 1 },
  });
  const before = kit.digest();
  expect(await complete()).toMatchObject({
    code: 10409,
    msg: '来访者尚未同意当前版本的知情同意书，请先登记知情同意',
  });
  expect(kit.digest()).toBe(before);
  expect(order().status).toBe(1);

  expect(
    await kit.post(
      CONSENT('record'),
      { cusUserId: visitor, version: 1, how: 'paper' },
      kit.tokens.expert,
    ),
  ).toMatchObject({ code: 0 });
  expect(await complete()).toMatchObject({ code: 0, data: { status: 2 } });
  expect((await status(visitor)).data.records).toMatchObject([
    { version: 1, how: 'paper', recordedBy: kit.app.db.accounts.get(expert01())!.name },
  ]);
});

test('a visitor with a session behind them is not asked again, even on an old version', async () => {
  expect(
    (await kit.post(CONSENT('save'), { text: '第二版', effectiveFrom: '2025-06-30' })).code,
  ).toBe(0);
  const t = tables();
  const sessions = new Set(
    [...t.orders.values()]
      .filter((o) => (o.status === 2 || o.status === 3) && o.isBreakContract === 0)
      .map((o) => o.cusUserId),
  );
  const started = [...t.orders.values()].find(
    (o) =>
      o.expertId === expert01() &&
      o.orgId === mainOrg() &&
      o.status === 1 &&
      slotTime(o.appointDate, o.startTime) < NOW &&
      sessions.has(o.cusUserId),
  )!;
  expect((await status(started.cusUserId)).data).toMatchObject({
    state: 'old',
    firstSessionNeedsConsent: false,
  });
  expect(
    await updateStatus(
      kit,
      'complete',
      { id: started.id, version: started.version, ...casePaper(kit, started, '低') },
      kit.tokens.expert,
    ),
  ).toMatchObject({ code: 0 });
});

test('the visitor agrees in the mini-program with a visitor token: the version in force only, once', async () => {
  const visitor = await newVisitor();
  const agree = (body: object, token: string) => kit.post(CONSENT('visitor/agree'), body, token);
  expect(await agree({ version: 1 }, 'nobody')).toMatchObject({
    code: 10001,
    msg: '请先登录小程序',
  });
  const token = await visitorTokenFor(kit.app, visitor);
  const before = kit.digest();
  expect(await agree({ version: 2 }, token)).toMatchObject({
    code: 10409,
    msg: '知情同意书已更新，请刷新后重试',
  });
  expect(await agree({ version: 'v1' }, token)).toMatchObject({ code: 10400 });
  expect(kit.digest()).toBe(before);
  expect(await agree({ version: 1 }, token)).toMatchObject({ code: 0, msg: '已同意知情同意书' });
  expect(await agree({ version: 1 }, token)).toMatchObject({ code: 10409 });
  expect((await status(visitor)).data).toMatchObject({
    state: 'current',
    records: [{ how: 'miniProgram', recordedBy: '来访者本人', time: '2025-06-30 10:00:00' }],
  });
});
