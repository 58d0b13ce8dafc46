/** Banners and the SMS log (docs/api/operate.md): the list, a save, and the refusals that store nothing. */
import { maskMobile } from '../../src/shared/utils/format';
import { smsLogRows } from '../counselling/smsHistory';
import { emptyRequest } from '../core/http';
import { call, envelopeOf } from '../testing';
import { counsellingKit, type Kit } from '../counselling/testKit';

const api = (action: string) => `/server-platform/api/banner/${action}`;
let kit: Kit;
beforeAll(async () => {
  kit = await counsellingKit();
});

interface BannerRow {
  id: string;
  title: string;
  image: string;
  linkType: string;
  link: string;
  linkName: string;
  sort: number;
  status: number;
}
const list = async () =>
  (await kit.get<{ rows: BannerRow[]; total: number }>(api('page'), { pageSize: '0' })).data;

const ownOrgId = () => [...kit.app.db.banners.values()][0].orgId;
const publishedScale = () =>
  [...kit.app.db.scaleArea.scales.values()].find(
    (row) => row.orgId === ownOrgId() && row.status === 1,
  )!;
const draftScale = () => [...kit.app.db.scaleArea.scales.values()].find((row) => row.status === 0)!;

async function valid() {
  const { rows } = await list();
  return {
    title: '睡眠健康测评上线',
    image: rows[0].image,
    linkType: 'scale',
    link: publishedScale().id,
    sort: 3,
    startTime: '2025-07-01 00:00:00',
    endTime: '2025-07-31 23:59:59',
    status: 1,
  };
}

test('the seeded banners of the caller’s organisation, by sort, each image a stored upload', async () => {
  const { rows, total } = await list();
  expect(total).toBe(22);
  expect(rows.map((row) => row.sort)).toEqual(Array.from({ length: 22 }, (_, index) => index));
  expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1]));
  expect(kit.app.db.banners.size).toBeGreaterThanOrEqual(20);
  for (const row of rows) {
    const stored = [...kit.app.db.files.values()].find((file) => file.url === row.image);
    expect(stored?.contentType).toBe('image/png');
  }
});

test('save, update and delete change the list; a scale link answers its name', async () => {
  const saved = await kit.post<{ id: string }>(api('save'), await valid());
  expect([saved.code, saved.msg]).toEqual([0, '保存成功']);
  const row = (await list()).rows.find((one) => one.id === saved.data.id);
  expect(row).toMatchObject({ linkType: 'scale', linkName: publishedScale().name, sort: 3 });

  const updated = await kit.post(api('update'), {
    ...(await valid()),
    id: saved.data.id,
    linkType: 'url',
    link: 'https://www.example.com/sleep',
  });
  expect([updated.code, updated.msg]).toEqual([0, '编辑成功']);
  expect(kit.app.db.banners.get(saved.data.id)).toMatchObject({ linkType: 'url' });

  const deleted = await kit.post(api('delete'), { id: saved.data.id });
  expect([deleted.code, deleted.msg]).toEqual([0, '删除成功']);
  expect(kit.app.db.banners.has(saved.data.id)).toBe(false);
});

const refusals: [string, (body: Record<string, unknown>) => Record<string, unknown>, string][] = [
  ['no title', ({ title: _t, ...body }) => body, '请输入标题'],
  [
    'a title of 31 characters',
    (body) => ({ ...body, title: '标'.repeat(31) }),
    '标题最大输入长度30',
  ],
  ['no image', (body) => ({ ...body, image: '' }), '请上传图片'],
  [
    'an image not uploaded here',
    (body) => ({ ...body, image: 'https://example.com/a.png' }),
    '图片地址不正确',
  ],
  ['a negative sort', (body) => ({ ...body, sort: -1 }), '排序不能小于0'],
  ['a fractional sort', (body) => ({ ...body, sort: 1.5 }), '排序必须为整数'],
  ['an unknown link type', (body) => ({ ...body, linkType: 'app' }), '跳转类型取值不正确'],
  [
    'an end before the start',
    (body) => ({ ...body, endTime: '2025-06-30 00:00:00' }),
    '结束时间必须晚于开始时间',
  ],
  [
    'an end equal to the start',
    (body) => ({ ...body, endTime: body.startTime }),
    '结束时间必须晚于开始时间',
  ],
  ['a malformed start', (body) => ({ ...body, startTime: '2025-07-01' }), '开始时间格式不正确'],
  ['a url link without one', (body) => ({ ...body, linkType: 'url', link: '' }), '请填写跳转链接'],
  [
    'a url link that is not http(s)',
    (body) => ({ ...body, linkType: 'url', link: 'ftp://example.com/a' }),
    '跳转链接须为http或https开头的网址',
  ],
  [
    'a javascript: link',
    (body) => ({ ...body, linkType: 'url', link: ['javascript', 'alert(1)'].join(':') }),
    '跳转链接须为http或https开头的网址',
  ],
  ['a draft scale', (body) => ({ ...body, link: draftScale().id }), '跳转的量表不存在或未发布'],
  ['an unknown scale', (body) => ({ ...body, link: '999999999' }), '跳转的量表不存在或未发布'],
  [
    'an expert who does not cooperate',
    (body) => ({ ...body, linkType: 'expert', link: '999999999' }),
    '跳转的专家不存在或未与本机构合作',
  ],
  [
    'a link with type none',
    (body) => ({ ...body, linkType: 'none', link: 'https://example.com' }),
    '跳转类型为无时不能填写跳转链接',
  ],
  ['no status', ({ status: _s, ...body }) => body, '请选择状态'],
];

test.each(refusals)('save refuses %s, storing nothing', async (_what, change, msg) => {
  const before = kit.digest();
  const answer = await kit.post(api('save'), change(await valid()));
  expect([answer.code, answer.msg]).toEqual([10400, msg]);
  expect(kit.digest()).toBe(before);
});

test('update and delete refuse a banner that is not the organisation’s; the SMS log masks mobiles', async () => {
  const before = kit.digest();
  const foreign = [...kit.app.db.banners.values()].find((row) => row.orgId !== ownOrgId())!;
  const update = await kit.post(api('update'), { ...(await valid()), id: foreign.id });
  expect([update.code, update.msg]).toEqual([10404, '记录不存在']);
  const remove = await kit.post(api('delete'), { id: foreign.id });
  expect([remove.code, remove.msg]).toEqual([10404, '记录不存在']);
  expect(kit.digest()).toBe(before);

  const sms = await kit.get<{ rows: { mobile: string; status: string }[]; total: number }>(
    '/server-platform/api/smsLog/page',
    { pageSize: '0', status: '成功' },
  );
  const own = smsLogRows(kit.app.db).filter(
    (row) => row.orgId === ownOrgId() && row.status === '成功',
  );
  expect(sms.data.total).toBe(own.length);
  expect(sms.data.total).toBeGreaterThanOrEqual(10000);
  expect(new Set(sms.data.rows.map((row) => row.mobile))).toEqual(
    new Set(own.map((row) => maskMobile(row.mobile))),
  );
});

test('the SMS log holds 10,000+ rows, failures with their reason, newest first', async () => {
  const all = await kit.get<{ rows: { createTime: string }[]; total: number }>(
    '/server-platform/api/smsLog/page',
    { pageNum: '1', pageSize: '50' },
  );
  expect(all.data.total).toBeGreaterThanOrEqual(10000);
  const times = all.data.rows.map((row) => row.createTime);
  expect(times).toEqual([...times].sort().reverse());
  const failed = await kit.get<{ rows: { status: string; failReason: string }[]; total: number }>(
    '/server-platform/api/smsLog/page',
    { pageNum: '1', pageSize: '50', status: '失败' },
  );
  expect(failed.data.total).toBeGreaterThan(0);
  failed.data.rows.forEach((row) => {
    expect(row.status).toBe('失败');
    expect(row.failReason).not.toBe('');
  });
});

test('the code 修改手机号 sends is in the SMS log of the caller’s organisation, as in the outbox', async () => {
  const sent = await call(kit.app, {
    method: 'POST',
    path: '/server-platform/web/user/sendMobileVerifiCode',
    query: { mobile: '13912345678' },
    token: kit.tokens.admin,
  });
  expect([sent.code, sent.msg]).toEqual([0, '验证码发送成功']);
  const entry = kit.app.db.outbox.at(-1)!;
  expect(entry).toMatchObject({ to: '13912345678', orgId: ownOrgId() });
  const log = await kit.get<{
    rows: { id: string; mobile: string; bizType: string; template: string; content: string }[];
    total: number;
  }>('/server-platform/api/smsLog/page', { pageSize: '0', mobile: '13912345678' });
  expect(log.data.rows).toEqual([
    expect.objectContaining({
      id: entry.id,
      mobile: '139****5678',
      bizType: 'verifyCode',
      template: 'VERIFY_CODE',
      content: '【心晴心理】您的验证码为******，5分钟内有效，请勿泄露给他人。',
    }),
  ]);
  // Listed under the caller's organisation only.
  expect(smsLogRows(kit.app.db).find((row) => row.id === entry.id)?.orgId).toBe(ownOrgId());
});

test('an administrator reads operator01’s retrieval code in the log masked; the outbox keeps it', async () => {
  const checked = await call<{ details: string }>(kit.app, {
    method: 'POST',
    path: '/server-platform/web/user/validAccount',
    body: { account: 'operator01' },
  });
  const sent = await call(kit.app, {
    method: 'POST',
    path: '/server-platform/web/user/sendMobileVerifiCode',
    query: { details: checked.data.details },
  });
  expect([sent.code, sent.msg]).toEqual([0, '验证码发送成功']);
  const entry = kit.app.db.outbox.at(-1)!;
  expect(entry.purpose).toBe('retrieve');

  const log = await kit.get<{ rows: { id: string; template: string; content: string }[] }>(
    '/server-platform/api/smsLog/page',
    { pageSize: '0', bizType: 'verifyCode' },
  );
  const row = log.data.rows.find((item) => item.id === entry.id);
  expect(row).toEqual(
    expect.objectContaining({
      template: 'RETRIEVE_CODE',
      content: '【心晴心理】您的验证码为******，5分钟内有效，请勿泄露给他人。',
    }),
  );
  log.data.rows.forEach((item) => expect(item.content).not.toMatch(/\d{6}/));

  const qa = emptyRequest('GET', '/__mock__/outbox');
  qa.query = { to: entry.to };
  const [newest] = envelopeOf<{ id: string; code: string; text: string }[]>(
    await kit.app.handle(qa),
  ).data;
  expect(newest).toMatchObject({ id: entry.id, code: entry.code });
  expect(newest.text).toContain(`您的验证码为${entry.code}`);
});

test('a cooperating expert is a link target; a caller without the codes is refused', async () => {
  const apply = kit.app.db.cooperApplies.find(
    (row) => row.orgId === ownOrgId() && row.status === 1,
  )!;
  const saved = await kit.post<{ id: string }>(api('save'), {
    ...(await valid()),
    linkType: 'expert',
    link: apply.expertUserId,
  });
  expect(saved.code).toBe(0);
  expect((await list()).rows.find((row) => row.id === saved.data.id)?.linkName).toBe(
    apply.expertName,
  );

  const before = kit.digest();
  const asOperator = kit.tokens.operator;
  const refused = [
    await kit.post(api('save'), await valid(), asOperator),
    await kit.post(api('delete'), { id: saved.data.id }, asOperator),
    await kit.get('/server-platform/api/smsLog/page', {}, asOperator),
  ];
  expect(refused.map((answer) => [answer.code, answer.msg])).toEqual(
    Array(3).fill([10403, '无权限执行该操作']),
  );
  expect(kit.digest()).toBe(before);
});
