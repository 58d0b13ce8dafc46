import { Buffer } from 'node:buffer';
import * as XLSX from 'xlsx';
import { createMockApp, type MockApp } from '../app';
import { bodyBuffer, emptyRequest } from '../core/http';
import { call, loginAs, signedFor, uploadImage } from '../testing';
import { UPLOAD_LIMITS } from '../core/files';
import { QUESTION_HEADER, buildTemplate } from './questionnaireSheet';

interface PaperPage {
  total: number;
  rows: Array<{ id: string; name: string; questionNum: number; isOwner: boolean; fileUrl: string }>;
}
interface Question {
  code: string;
  questionType: number;
  isMust: number;
  optionList: Array<{ option: string }>;
  childList: Question[];
  selMin?: number;
  selMax?: number;
}

let app: MockApp;
let token: string;

beforeEach(async () => {
  app = createMockApp();
  token = (await loginAs(app, 'admin01')).token;
});

function book(info: unknown[][], questions: unknown[][] | null): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(info), '问卷信息');
  if (questions) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(questions), '题目');
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
}

const INFO = [
  ['字段', '内容'],
  ['问卷名称', '导入测试问卷'],
  ['指导语', '请如实作答'],
  ['结束语', '谢谢'],
];

function upload(data: Buffer, name = '问卷.xlsx', as = token) {
  return call<{ id: string } | null>(app, {
    method: 'POST',
    path: '/api/eval/importQuestionnaire',
    files: [{ field: 'excelFile', name, type: 'application/octet-stream', data }],
    token: as,
  });
}

const count = () => app.db.questionnaires.size;

test('the seeded list holds at least 60 questionnaires, newest first, searchable by title', async () => {
  const all = await call<PaperPage>(app, {
    path: '/api/form/getPaperPage',
    query: { pageNum: '1', pageSize: '10' },
    token,
  });
  expect(all.code).toBe(0);
  expect(all.data.total).toBeGreaterThanOrEqual(60);
  expect(all.data.rows).toHaveLength(10);
  const found = await call<PaperPage>(app, {
    path: '/api/form/getPaperPage',
    query: { name: '睡眠质量', pageSize: '100' },
    token,
  });
  expect(found.data.total).toBeGreaterThan(0);
  expect(found.data.rows.every((row) => row.name.includes('睡眠质量'))).toBe(true);
});

test('the template imports as a grouped questionnaire with every question type', async () => {
  const before = count();
  const answer = await upload(buildTemplate(), '问卷导入模板.xlsx');
  expect(answer).toMatchObject({ code: 0, msg: '导入成功' });
  expect(count()).toBe(before + 1);
  const id = answer.data?.id ?? '';
  const paper = await call<{
    name: string;
    questionNum: number;
    isOwner: boolean;
    fileUrl: string;
    quesionList: Question[];
  }>(app, {
    path: '/api/question/getFormPaper',
    query: { formId: id },
    token,
  });
  expect(paper.data).toMatchObject({ name: '员工心理健康调查问卷', questionNum: 5, isOwner: true });
  expect(paper.data.fileUrl).toMatch(/^\/files\//);
  const [basic, service] = paper.data.quesionList;
  expect(basic.childList.map((q) => q.questionType)).toEqual([0, 1, 2]);
  expect(service.childList.map((q) => q.questionType)).toEqual([3, 4]);
  expect(basic.childList[1]).toMatchObject({ isMust: 1, selMin: 1, selMax: 3 });
  expect(basic.childList[2].isMust).toBe(0);
  expect(basic.childList[0].optionList.map((o) => o.option)).toEqual(['很好', '一般', '较差']);
});

test.each([
  [
    'a file that is no spreadsheet',
    Buffer.from('not a spreadsheet at all'),
    '问卷.xlsx',
    '只能上传 .xls/.xlsx 格式文件',
  ],
  [
    'a broken xlsx',
    Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
    '问卷.xlsx',
    '文件已损坏或不是有效的Excel文件，请使用问卷模板',
  ],
  [
    'a file over 2MB',
    Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2 * 1024 * 1024)]),
    '问卷.xlsx',
    '文件大小不能超过2MB',
  ],
  [
    'an empty question sheet',
    book(INFO, [QUESTION_HEADER]),
    '问卷.xlsx',
    '文件中没有题目，请按模板填写后再上传',
  ],
  [
    'a missing question sheet',
    book(INFO, null),
    '问卷.xlsx',
    '文件中缺少“题目”工作表，请使用问卷模板',
  ],
  [
    'an unknown question type',
    book(INFO, [QUESTION_HEADER, ['', '您好吗？', '判断题', '是', '', '', '', '好', '不好']]),
    '问卷.xlsx',
    '第2行：无法识别的题型“判断题”',
  ],
  [
    'a choice question with one option',
    book(INFO, [QUESTION_HEADER, ['', '您好吗？', '单选题', '是', '', '', '', '好']]),
    '问卷.xlsx',
    '第2行：选择题至少需要2个选项',
  ],
  [
    'no questionnaire name',
    book(
      [
        ['字段', '内容'],
        ['指导语', 'a'],
        ['结束语', 'b'],
      ],
      [QUESTION_HEADER, ['', '您好吗？', '填空题', '是']],
    ),
    '问卷.xlsx',
    '问卷名称不能为空',
  ],
])('%s is refused with a clear message and creates nothing', async (_what, data, name, msg) => {
  const before = count();
  const files = app.db.files.size;
  const answer = await upload(data, name);
  expect(answer).toMatchObject({ code: 10400, msg });
  expect(count()).toBe(before);
  expect(app.db.files.size).toBe(files);
});

test('operator01 may not import, edit or delete', async () => {
  const operator = (await loginAs(app, 'operator01')).token;
  expect((await upload(buildTemplate(), 't.xlsx', operator)).code).toBe(10403);
  const id = [...app.db.questionnaires.keys()][0];
  const edit = await call(app, {
    method: 'POST',
    path: '/api/form/edit',
    body: { id, name: 'x', guidance: 'g', closingWord: 'c' },
    token: operator,
  });
  expect(edit.code).toBe(10403);
  expect(app.db.questionnaires.get(id)?.name).not.toBe('x');
});

test('edit checks the fields and saves them; delete refuses a questionnaire a task uses', async () => {
  const imported = (await upload(buildTemplate())).data?.id ?? '';
  const blank = await call(app, {
    method: 'POST',
    path: '/api/form/edit',
    body: { id: imported, name: '新名', guidance: '  ', closingWord: 'c' },
    token,
  });
  expect(blank).toMatchObject({ code: 10400, msg: '指导语不能为纯空格' });
  expect(app.db.questionnaires.get(imported)?.name).toBe('员工心理健康调查问卷');
  const edited = await call(app, {
    method: 'POST',
    path: '/api/form/edit',
    body: {
      id: imported,
      name: '新名',
      guidance: '指导',
      confidAgreement: '',
      closingWord: '结束',
    },
    token,
  });
  expect(edited).toMatchObject({ code: 0, msg: '编辑成功' });
  expect(app.db.questionnaires.get(imported)).toMatchObject({
    name: '新名',
    guidance: '指导',
    closingWord: '结束',
  });

  const used = [...app.db.survey.tasks.values()][0].formId;
  const refused = await call(app, {
    method: 'POST',
    path: '/api/form/delete',
    body: { id: used },
    token,
  });
  expect(refused).toMatchObject({ code: 10409, msg: '该问卷已被任务使用，不能删除' });
  expect(app.db.questionnaires.has(used)).toBe(true);
  const deleted = await call(app, {
    method: 'POST',
    path: '/api/form/delete',
    body: { id: imported },
    token,
  });
  expect(deleted).toMatchObject({ code: 0, msg: '删除成功' });
  expect(app.db.questionnaires.has(imported)).toBe(false);
});

test("only the owning organisation gets a questionnaire's file, not its parent", async () => {
  const { comprehensive, customer } = app.db.qaOrgs;
  const child = [...app.db.questionnaires.values()].find((row) => row.orgId === customer);
  if (!child) throw new Error('no questionnaire of the QA customer in the seed');
  const detailAs = (as: string) =>
    call<{ isOwner: boolean; fileUrl: string }>(app, {
      path: '/api/form/detail',
      query: { id: child.id },
      token: as,
    });
  expect((await detailAs(token)).data).toMatchObject({ isOwner: false, fileUrl: '' });
  const rows = (
    await call<PaperPage>(app, {
      path: '/api/form/getPaperPage',
      query: { pageNum: '1', pageSize: '100' },
      token,
    })
  ).data.rows;
  for (const row of rows) expect(row.fileUrl === '').toBe(!row.isOwner);
  const task = [...app.db.survey.tasks.values()].find(
    (candidate) => candidate.formId === child.id && candidate.cusOrgId === comprehensive,
  );
  if (!task) throw new Error('no task of the QA root on a questionnaire of its customer');
  const detail = await call<{ fileUrl: string }>(app, {
    path: '/api/task/detail',
    query: { id: task.id },
    token,
  });
  expect(detail.data.fileUrl).toBe('');
  const owner = (await loginAs(app, 'admin01', app.db.orgs.get(customer)?.name)).token;
  expect((await detailAs(owner)).data).toMatchObject({ isOwner: true, fileUrl: child.fileUrl });
});

test("编辑 and 删除 follow the button codes on a questionnaire of an organisation below, like the console's rows", async () => {
  const customer = app.db.orgs.get(app.db.qaOrgs.customer)?.name;
  const customerAdmin = (await loginAs(app, 'admin01', customer)).token;
  const id = (await upload(buildTemplate(), '问卷.xlsx', customerAdmin)).data?.id ?? '';
  expect(app.db.questionnaires.get(id)?.orgId).toBe(app.db.qaOrgs.customer);
  const edited = await call(app, {
    method: 'POST',
    path: '/api/form/edit',
    body: { id, name: '上级改名', guidance: '指导', closingWord: '结束' },
    token,
  });
  expect(edited).toMatchObject({ code: 0, msg: '编辑成功' });
  expect(app.db.questionnaires.get(id)?.name).toBe('上级改名');
  const deleted = await call(app, {
    method: 'POST',
    path: '/api/form/delete',
    body: { id },
    token,
  });
  expect(deleted).toMatchObject({ code: 0, msg: '删除成功' });
  expect(app.db.questionnaires.has(id)).toBe(false);
});

const GENERATED_XLSX = /^\/files\/([0-9a-f]{32})\/\1\.xlsx$/;

test.each(['../a.xlsx', '..\\<b>报告</b>.xlsx', 'x.html.xlsx'])(
  'an import named %s is kept under a generated name, private, and its owner downloads it as the questionnaire',
  async (name) => {
    const data = buildTemplate();
    const id = (await upload(data, name)).data?.id ?? '';
    const { fileUrl } = app.db.questionnaires.get(id) ?? { fileUrl: '' };
    expect(fileUrl).toMatch(GENERATED_XLSX);
    const stored = app.db.files.get(fileUrl.split('/')[2]);
    expect(stored?.name).toBe(fileUrl.split('/')[3]);
    expect((await app.handle(emptyRequest('GET', fileUrl))).status).toBe(403);
    const download = await app.handle(
      signedFor(app, {
        path: '/server-platform/web/oss/downloadFileByUrl',
        token,
        query: { url: fileUrl, fileName: '员工心理健康调查问卷.xlsx' },
      }),
    );
    expect(download.status).toBe(200);
    expect(bodyBuffer(download).equals(data)).toBe(true);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('员工心理健康调查问卷.xlsx')}`,
    );
  },
);

test('an import counts against the upload limits: over them it is refused and stores nothing', async () => {
  for (let i = 0; i < UPLOAD_LIMITS.perClientFiles; i += 1) await uploadImage(app, token);
  const before = count();
  const files = app.db.files.size;
  expect(await upload(buildTemplate())).toEqual({
    code: 10429,
    msg: '上传文件过多，请稍后再试',
    data: null,
  });
  expect(count()).toBe(before);
  expect(app.db.files.size).toBe(files);
});

test('edit refuses a text over 5000 characters and keeps the questionnaire; a blank name gets the questionnaire message', async () => {
  const id = [...app.db.questionnaires.keys()][0];
  const before = app.db.questionnaires.get(id)?.closingWord;
  const edit = (body: Record<string, string>) =>
    call(app, { method: 'POST', path: '/api/form/edit', body: { id, ...body }, token });
  expect(await edit({ name: '新名', guidance: 'g', closingWord: '字'.repeat(5001) })).toMatchObject(
    { code: 10400, msg: '结束语最大输入长度5000' },
  );
  expect(await edit({ name: ' ', guidance: 'g', closingWord: 'c' })).toMatchObject({
    code: 10400,
    msg: '请输入问卷名称',
  });
  expect(app.db.questionnaires.get(id)).toMatchObject({ closingWord: before });
  expect(app.db.questionnaires.get(id)?.name).not.toBe('新名');
});
