import { createMockApp, type MockApp } from '../app';
import { createDb } from '../db';
import { BIG_SCALE_TESTS } from './scales';
import { buildScaleSheet } from './scaleSheet';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bodyBuffer, emptyRequest } from '../core/http';
import { call, loginAs, signedFor, uploadImage, type SignedInit } from '../testing';
import { UPLOAD_LIMITS } from '../core/files';

interface PageOf<T> {
  rows: T[];
  total: number;
}
interface Row {
  id: string;
  name: string;
  type: number;
  status: number;
  sn?: number;
  priority?: number;
}

let app: MockApp;
let token: string;
let cover: string;
beforeEach(async () => {
  app = createMockApp();
  token = (await loginAs(app, 'admin01')).token;
  cover = await uploadImage(app, token);
});

const as = <T = unknown>(init: SignedInit, who = token) => call<T>(app, { ...init, token: who });
const get = <T = unknown>(path: string, query: Record<string, string> = {}) =>
  as<T>({ path, query });
const post = <T = unknown>(path: string, body: unknown) => as<T>({ method: 'POST', path, body });

const SHEET = buildScaleSheet(
  [
    ['量表名称', '测试量表'],
    ['简介', '简介'],
    ['指导语', '请作答'],
    ['结束语', '谢谢'],
  ],
  [['题一', '是', 1, '否', 0]],
);
const importForm = (fields: Record<string, string>, withFile = true) =>
  as<{ id: string }>({
    method: 'POST',
    path: '/api/eval/importForm',
    fields,
    files: withFile ? [{ field: 'excelFile', name: '量表.xlsx', type: '', data: SHEET }] : [],
  });

// How long seeding takes is measured by scripts/seedTime.ts, not here: a test asserts behaviour.
test('the seed is large enough: 120+ scales, 40+ tags of three types, records made lazily', () => {
  const db = createDb();
  const area = db.scaleArea;
  expect(area.scales.size).toBeGreaterThanOrEqual(120);
  expect(area.tags.size).toBeGreaterThanOrEqual(40);
  expect(new Set([...area.tags.values()].map((t) => t.type))).toEqual(new Set([0, 1, 2]));
  expect(area.testRecords.size).toBe(0);
});

test('scales page by status and filter by tag; the big scale has 10,500 test records', async () => {
  const published = await get<PageOf<Row>>('/api/form/page', { status: '1', pageSize: '10' });
  expect(published.data.rows).toHaveLength(10);
  const drafts = await get<PageOf<Row>>('/api/form/page', { status: '0' });
  expect(drafts.data.rows.every((row) => row.status === 0)).toBe(true);
  expect(published.data.total + drafts.data.total).toBeGreaterThanOrEqual(120);
  const big = [...app.db.scaleArea.scales.values()].find((s) => s.testCount === BIG_SCALE_TESTS);
  const records = await get<PageOf<unknown>>('/api/form/testRecordPage', {
    formId: big?.id ?? '',
    pageSize: '0',
    export: '1',
  });
  expect(records.data.total).toBe(BIG_SCALE_TESTS);
});

test('a new scale needs spreadsheet and cover; draft and publish land in their tab', async () => {
  expect(await importForm({ status: '2' })).toMatchObject({ code: 10400, msg: '请先上传封面' });
  expect(await importForm({ status: '2', coverImg: cover }, false)).toMatchObject({
    code: 10400,
    msg: '请上传量表文件',
  });
  const before = app.db.scaleArea.scales.size;
  const draft = await importForm({ status: '0', coverImg: cover });
  expect(draft).toMatchObject({ code: 0, msg: '保存成功' });
  expect(app.db.scaleArea.scales.get(draft.data.id)).toMatchObject({ name: '测试量表', status: 0 });
  const publish = await importForm({ status: '2', id: draft.data.id }, false);
  expect(publish).toMatchObject({ code: 0, msg: '发布成功' });
  expect(app.db.scaleArea.scales.get(draft.data.id)?.status).toBe(1);
  expect(app.db.scaleArea.scales.size).toBe(before + 1);
});

test('a bad spreadsheet is refused with its reason and changes nothing', async () => {
  const before = app.db.scaleArea.scales.size;
  const answer = await as({
    method: 'POST',
    path: '/api/eval/importForm',
    fields: { status: '2', coverImg: cover },
    files: [
      {
        field: 'excelFile',
        name: 'a.xlsx',
        type: '',
        data: buildScaleSheet([['量表名称', '缺题目']], []),
      },
    ],
  });
  expect(answer).toMatchObject({ code: 10400, msg: '量表文件缺少指导语' });
  expect(app.db.scaleArea.scales.size).toBe(before);
});

test('a quoted scale can be tagged but not edited or deleted', async () => {
  const quoted = [...app.db.scaleArea.scales.values()].find((s) => s.type === 1);
  expect(await get('/api/form/delete', { id: quoted?.id ?? '' })).toMatchObject({ code: 10409 });
  const tags = await get<Row[]>('/api/tag/getAllTag', { module: 'eval_form' });
  const tagged = await post('/api/form/formReTag', {
    formId: quoted?.id,
    tagIdList: [tags.data[0].id],
  });
  expect(tagged).toMatchObject({ code: 0, msg: '标签关联成功' });
  expect(await get<Row[]>('/api/form/getFormReTag', { id: quoted?.id ?? '' })).toMatchObject({
    data: [{ id: tags.data[0].id }],
  });
});

test('deleting a tag removes its scale, category and organisation relations', async () => {
  const area = app.db.scaleArea;
  const tagId = area.tagOrgs[0].tagId;
  expect(area.scaleTags.some((p) => p.tagId === tagId)).toBe(true);
  expect(await get('/api/tag/delete', { tagId })).toMatchObject({ code: 0, msg: '删除成功' });
  expect(area.tags.has(tagId)).toBe(false);
  expect(area.scaleTags.some((p) => p.tagId === tagId)).toBe(false);
  expect(area.classTags.some((p) => p.tagId === tagId)).toBe(false);
  expect(area.tagOrgs.some((p) => p.tagId === tagId)).toBe(false);
});

test('a quoted tag cannot be edited; names are checked', async () => {
  const quoted = [...app.db.scaleArea.tags.values()].find((t) => t.type === 1);
  expect(
    await post('/api/tag/save', { id: quoted?.id, name: '新名', intro: '简介' }),
  ).toMatchObject({ code: 10409, msg: '引用或购买的标签不能编辑' });
  expect(await post('/api/tag/save', { name: '十一个字的标签名称呀呀', intro: 'x' })).toMatchObject(
    {
      code: 10400,
      msg: '标签名称最大输入长度10',
    },
  );
  expect(await post('/api/tag/save', { name: '   ', intro: 'x' })).toMatchObject({
    msg: '标签名称不能为空',
  });
  expect(await post('/api/tag/save', { name: '新标签', intro: '简介' })).toMatchObject({ code: 0 });
});

test('distribution needs tags and organisations and records the pairs', async () => {
  const tags = await get<Row[]>('/api/tag/getAllTag', { module: 'eval_form' });
  const body = { module: 'eval_form', tagIdList: [], orgIdList: [] };
  expect(await post('/api/tag/distributeTag', body)).toMatchObject({ msg: '请选择标签' });
  expect(
    await post('/api/tag/distributeTag', { ...body, tagIdList: [tags.data[5].id] }),
  ).toMatchObject({ msg: '请选择机构' });
  const orgId = app.db.qaOrgs.customer;
  const done = await post('/api/tag/distributeTag', {
    ...body,
    tagIdList: [tags.data[5].id],
    orgIdList: [orgId],
  });
  expect(done).toMatchObject({ code: 0, msg: '分配成功' });
  expect(await get('/api/tag/getTagReOrg', { tagId: tags.data[5].id })).toMatchObject({
    data: { orgIdList: [orgId] },
  });
});

test('category priority orders the list for real', async () => {
  const list = await get<PageOf<Row>>('/api/class/page', { module: 'eval_form' });
  const first = list.data.rows[0];
  expect(await post('/api/class/save', { id: first.id, sn: -1 })).toMatchObject({
    msg: '显示优先级不能小于0',
  });
  expect(await post('/api/class/save', { id: first.id, sn: 99 })).toMatchObject({ code: 0 });
  const again = await get<PageOf<Row>>('/api/class/page', { module: 'eval_form' });
  expect(again.data.rows.map((row) => row.id).slice(-1)).toEqual([first.id]);
  expect(again.data.rows.map((row) => row.sn)).toEqual(
    [...again.data.rows.map((row) => row.sn ?? 0)].sort((a, b) => a - b),
  );
  expect(
    await post('/api/class/save', { name: '五个字分类', intro: 'x', status: 1, sn: 1 }),
  ).toMatchObject({ msg: '分类名称最大输入长度4' });
});

test('recommendations come in every status; an expired one cannot be edited', async () => {
  const list = await get<PageOf<Row>>('/api/formRecommend/page', { pageSize: '100' });
  expect(new Set(list.data.rows.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
  const expired = list.data.rows.find((r) => r.status === 2);
  expect(
    await post('/api/formRecommend/save', {
      id: expired?.id,
      formId: '999999',
      beginShowDate: '2030-01-01',
      endShowDate: '2030-02-01',
      status: 1,
      priority: 1,
    }),
  ).toMatchObject({ code: 10409, msg: '已过期的推荐展示不能编辑' });
});

test('operator01 sees the lists but may not change them', async () => {
  const operator = (await loginAs(app, 'operator01')).token;
  expect(
    await as({ path: '/api/tag/page', query: { module: 'eval_form' } }, operator),
  ).toMatchObject({
    code: 0,
  });
  expect(
    await as({ method: 'POST', path: '/api/tag/save', body: { name: 'a', intro: 'b' } }, operator),
  ).toMatchObject({ code: 10403, msg: '无权限执行该操作' });
});

test('a personal report is a real PDF; a partly answered record has none', async () => {
  const big = [...app.db.scaleArea.scales.values()].find((s) => s.testCount === BIG_SCALE_TESTS);
  const records = await get<PageOf<{ resultId: string; fillStatus: number }>>(
    '/api/form/testRecordPage',
    { formId: big?.id ?? '', pageSize: '20' },
  );
  const answered = records.data.rows.find((r) => r.fillStatus === 1);
  const partly = records.data.rows.find((r) => r.fillStatus === 0);
  expect(answered).toBeDefined();
  // pdfkit needs Node's own module paths, which Jest's jsdom environment replaces: build the PDF in Node.
  const script = [
    "const { createMockApp } = require('./mock/app');",
    "const { loginAs, call } = require('./mock/testing');",
    '(async () => {',
    '  const app = createMockApp();',
    "  const { token } = await loginAs(app, 'admin01');",
    `  const query = { formId: '${big?.id ?? ''}', resultId: '${answered?.resultId ?? ''}' };`,
    "  const answer = await call(app, { path: '/web/eval/downloadReportPdf', query, token });",
    "  process.stdout.write(answer.code + ' ' + Buffer.from(answer.data.base64, 'base64').subarray(0, 5).toString() + ' ' + answer.data.fileName.endsWith('.pdf'));",
    '})();',
  ].join('\n');
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
  });
  expect(out).toBe('0 %PDF- true');
  expect(
    await get('/web/eval/downloadReportPdf', {
      formId: big?.id ?? '',
      resultId: partly?.resultId ?? '',
    }),
  ).toMatchObject({ code: 10404, msg: '暂无pdf报告' });
});

test('POST /api/form/edit edits a scale by its id with the scale rules; a questionnaire id edits the questionnaire', async () => {
  const own = await get<PageOf<Row>>('/api/form/page', { status: '1', type: '0' });
  const scale = own.data.rows[0];
  expect(scale).toBeDefined();
  const text = {
    id: scale?.id,
    name: '新量表名',
    introduction: '简介',
    guidance: '指导语',
    closingWord: '结束语',
    coverImg: cover,
  };
  expect(await post('/api/form/edit', { ...text, introduction: ' ' })).toMatchObject({
    code: 10400,
    msg: '简介不能为空',
  });
  expect(await post('/api/form/edit', text)).toMatchObject({ code: 0, msg: '编辑成功' });
  expect(app.db.scaleArea.scales.get(scale?.id ?? '')?.name).toBe('新量表名');
  const questionnaire = [...app.db.questionnaires.keys()][0];
  expect(app.db.scaleArea.scales.has(questionnaire)).toBe(false);
  expect(
    await post('/api/form/edit', { id: questionnaire, name: 'x', guidance: ' ', closingWord: 'c' }),
  ).toMatchObject({ code: 10400, msg: '指导语不能为纯空格' });
  expect((await post('/api/form/editScale', text)).code).not.toBe(0);
});

test('the distribution table filters organisations by `type` (assessment spec §7 getChildOrgPage)', async () => {
  const customers = await get<PageOf<{ orgType: number }>>('/api/org/getChildOrgPage', {
    tagType: 'form',
    type: '2',
    pageSize: '100',
  });
  expect(customers.data.rows.length).toBeGreaterThan(0);
  expect(customers.data.rows.every((row) => row.orgType === 2)).toBe(true);
  // No type is every type; the all-option -99 stays in the console (spec §9 sentinel) and is refused.
  const all = await get<PageOf<unknown>>('/api/org/getChildOrgPage', {});
  expect(all.data.total).toBeGreaterThan(customers.data.total);
  const sentinel = await get<PageOf<unknown>>('/api/org/getChildOrgPage', { type: '-99' });
  expect(sentinel).toMatchObject({ code: 10400, msg: '机构类型取值不正确' });
});

const importNamed = (name: string) =>
  as<{ id: string }>({
    method: 'POST',
    path: '/api/eval/importForm',
    fields: { status: '0', coverImg: cover },
    files: [{ field: 'excelFile', name, type: 'text/html', data: SHEET }],
  });

test.each(['../a.xlsx', '..\\<b>量表</b>.xlsx', 'x.html.xlsx'])(
  'a scale imported as %s keeps its spreadsheet under a generated name, private, downloadable as the scale',
  async (name) => {
    const { id } = (await importNamed(name)).data;
    const { fileUrl } = app.db.scaleArea.scales.get(id) ?? { fileUrl: '' };
    expect(fileUrl).toMatch(/^\/files\/([0-9a-f]{32})\/\1\.xlsx$/);
    expect(app.db.files.get(fileUrl.split('/')[2])?.name).toBe(fileUrl.split('/')[3]);
    expect((await app.handle(emptyRequest('GET', fileUrl))).status).toBe(403);
    const download = await app.handle(
      signedFor(app, {
        path: '/server-platform/web/oss/downloadFileByUrl',
        token,
        query: { url: fileUrl, fileName: '测试量表.xlsx' },
      }),
    );
    expect(bodyBuffer(download).equals(SHEET)).toBe(true);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('测试量表.xlsx')}`,
    );
  },
);

test('a scale import counts against the upload limits: over them it is refused and stores nothing', async () => {
  const owner = app.db.files.get(cover.split('/')[2])?.owner;
  const own = [...app.db.files.values()].filter((file) => file.owner === owner).length;
  for (let i = own; i < UPLOAD_LIMITS.perClientFiles; i += 1) await uploadImage(app, token);
  const scales = app.db.scaleArea.scales.size;
  const files = app.db.files.size;
  expect(await importNamed('量表.xlsx')).toEqual({
    code: 10429,
    msg: '上传文件过多，请稍后再试',
    data: null,
  });
  expect(app.db.scaleArea.scales.size).toBe(scales);
  expect(app.db.files.size).toBe(files);
});

test('the scale lists refuse a malformed filter instead of ignoring it; an edit refuses a text over 5000 characters and keeps the scale', async () => {
  expect(await get('/api/form/page', { status: '1', type: 'x' })).toMatchObject({
    code: 10400,
    msg: '量表类型取值不正确',
  });
  expect(await get('/api/form/formDataPage', { startTime: 'yesterday' })).toMatchObject({
    code: 10400,
    msg: '开始时间格式不正确',
  });
  const own = await get<PageOf<Row>>('/api/form/page', { status: '1', type: '0' });
  const scale = own.data.rows[0];
  const before = app.db.scaleArea.scales.get(scale?.id ?? '')?.guidance;
  const long = {
    id: scale?.id,
    name: '新量表名',
    introduction: '简介',
    guidance: '字'.repeat(5001),
    closingWord: '结束语',
    coverImg: cover,
  };
  expect(await post('/api/form/edit', long)).toMatchObject({
    code: 10400,
    msg: '指导语最大输入长度5000',
  });
  expect(app.db.scaleArea.scales.get(scale?.id ?? '')).toMatchObject({ guidance: before });
  expect(app.db.scaleArea.scales.get(scale?.id ?? '')?.name).not.toBe('新量表名');
});

test('a scale consultation price: at least one way, a price for each ticked way, the expert form’s messages; quoted scales refused', async () => {
  const scales = [...app.db.scaleArea.scales.values()].filter(
    (row) => row.orgId === app.db.qaOrgs.comprehensive,
  );
  const original = scales.find((row) => row.type === 0 && row.status === 1);
  const quoted = scales.find((row) => row.type === 1);
  if (!original || !quoted) throw new Error('no original or quoted scale of the QA organisation');
  const empty = await get<{ consultWays: number[] }>('/api/form/getConsultPrice', {
    id: original.id,
  });
  expect(empty.data).toEqual({ formId: original.id, consultWays: [], consultPrices: [] });

  const save = (consultWays: unknown, consultPrices: unknown, formId = original.id) =>
    post('/api/form/saveConsultPrice', { formId, consultWays, consultPrices });
  const refused = async (answer: Promise<{ code: number; msg: string }>) => {
    const { code, msg } = await answer;
    return [code, msg];
  };
  expect(await refused(save([], []))).toEqual([10400, '请至少选择一种咨询方式']);
  expect(await refused(save(undefined, []))).toEqual([10400, '请至少选择一种咨询方式']);
  expect(await refused(save([0, 2], [{ consultWay: 0, price: 100 }]))).toEqual([
    10400,
    '选择咨询方式后请填写对应价格',
  ]);
  expect(await refused(save([0], [{ consultWay: 0, price: 99.5 }]))).toEqual([
    10400,
    '请输入正整数',
  ]);
  expect(await refused(save([0], [{ consultWay: 0, price: 0 }]))).toEqual([10400, '请输入正整数']);
  expect(await refused(save([0], [{ consultWay: 0, price: 100 }], quoted.id))).toEqual([
    10409,
    '引用的量表不能编辑',
  ]);
  expect(original.consultPrice).toBeUndefined();

  const ok = await save(
    [4, 0],
    [
      { consultWay: 0, price: 100 },
      { consultWay: 4, price: 40 },
      { consultWay: 2, price: 70 },
    ],
  );
  expect([ok.code, ok.msg]).toEqual([0, '设置成功']);
  const stored = await get('/api/form/getConsultPrice', { id: original.id });
  expect(stored.data).toEqual({
    formId: original.id,
    consultWays: [0, 4],
    consultPrices: [
      { consultWay: 0, price: 100 },
      { consultWay: 4, price: 40 },
    ],
  });
});
