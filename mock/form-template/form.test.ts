/**
 * Form templates and custom fields (docs/api/forms.md): the seed, the status rules (only drafts
 * edit or delete; exactly one in use per kind), structure validation, import and custom fields.
 */
import * as XLSX from 'xlsx';
import type { FormQuestion } from '../../src/shared/contract/formTemplate';
import { createMockApp, type MockApp } from '../app';
import { storeDigest } from '../contract/digest';
import { inUseTemplate } from './formAccess';
import { TEMPLATE_TEXTS } from './formSeed';
import { SEED_NOW } from '../core/time';
import { call, loginAs } from '../testing';
import { buildFormTemplate, writeFormTemplate } from './formSheet';

const api = (action: string) => `/server-platform/api/form/${action}`;
let app: MockApp;
let admin: string;
let operator: string;
beforeAll(async () => {
  app = createMockApp({ now: () => SEED_NOW });
  admin = (await loginAs(app, 'admin01', '星辰心理健康综合服务中心')).token;
  operator = (await loginAs(app, 'operator01')).token;
});

const get = <T>(action: string, query: Record<string, string>, token = admin) =>
  call<T>(app, { path: api(action), query, token });
const post = <T = unknown>(action: string, body: unknown, token = admin) =>
  call<T>(app, { method: 'POST', path: api(action), body, token });
const orgId = () => app.db.qaOrgs.comprehensive;
const rows = (kind: 'case' | 'satisfaction') =>
  [...app.db.forms.templates.values()].filter((row) => row.orgId === orgId() && row.kind === kind);
const inUse = (kind: 'case' | 'satisfaction') => rows(kind).filter((row) => row.used === 1);

const question = (code: string, extra: Partial<FormQuestion> = {}): FormQuestion => ({
  code,
  questionContent: `题目${code}`,
  isMust: 1,
  questionType: 0,
  optionList: [
    { option: '是', score: 5 },
    { option: '否', score: 1 },
  ],
  ...extra,
});
const group = (code: string, childList: FormQuestion[], name = `分组${code}`): FormQuestion => ({
  code,
  questionContent: name,
  isMust: 0,
  questionType: 0,
  optionList: [],
  childList,
});
const TEXTS = {
  guidance: '请在会谈后24小时内填写。',
  confidAgreement: '本记录仅供本机构使用。',
  closingWord: '感谢您的记录。',
};
const template = (questionList: FormQuestion[], kind = 'case', name = '新的个案表单') => ({
  kind,
  name,
  ...TEXTS,
  questionList,
});

test('the seed: two case templates (one in use) and three satisfaction surveys (one in use)', async () => {
  const cases = await get<{
    rows: { name: string; status: number; used: number }[];
    total: number;
  }>('page', { kind: 'case', pageSize: '0' });
  expect(cases.data.total).toBe(2);
  expect(cases.data.rows.filter((row) => row.used === 1)).toHaveLength(1);
  expect(cases.data.rows.filter((row) => row.status === 0)).toHaveLength(1);
  const surveys = await get<{ rows: { used: number }[]; total: number }>('page', {
    kind: 'satisfaction',
    pageSize: '0',
  });
  expect(surveys.data.total).toBe(3);
  expect(surveys.data.rows.filter((row) => row.used === 1)).toHaveLength(1);
  const byFilter = await get<{ total: number }>('page', {
    kind: 'satisfaction',
    used: '0',
    status: '1',
  });
  expect(byFilter.data.total).toBe(1);
});

test('the default case template in use has the design page’s nine groups, risk level 低/中/高', () => {
  const row = inUseTemplate(app.db, orgId(), 'case');
  expect(row.questionList.map((entry) => entry.questionContent)).toEqual([
    '基本信息',
    '主诉',
    '问题表现',
    '个人史与社会支持',
    '风险评估',
    '评估印象',
    '本次干预',
    '作业与下次计划',
    '转介建议',
  ]);
  const risk = row.questionList[4].childList ?? [];
  expect(risk.at(-1)?.optionList.map((item) => item.option)).toEqual(['低', '中', '高']);
  // An organisation that never chose one fills the seed's default.
  expect(inUseTemplate(app.db, app.db.qaOrgs.resource, 'case').id).toBe(row.id);
});

test('only drafts are edited or deleted: a to-use template is refused and stays as it was', async () => {
  const used = inUse('case')[0];
  const before = storeDigest(app.db);
  const edit = await post('update', {
    id: used.id,
    ...template(used.questionList, 'case', '改名'),
  });
  expect([edit.code, edit.msg]).toEqual([10409, '只有草稿可以编辑']);
  const remove = await post('delete', { id: used.id });
  expect([remove.code, remove.msg]).toEqual([10409, '只有草稿可以删除']);
  const again = await post('status', { id: used.id });
  expect([again.code, again.msg]).toEqual([10409, '只有草稿可以确认且提交']);
  expect(storeDigest(app.db)).toBe(before);
});

test('create, edit a draft, 确认且提交, then 使用 makes it the one in use of its kind', async () => {
  const created = await post<{ id: string }>(
    'save',
    template([group('G1', [question('Q1'), question('Q2', { questionType: 2, optionList: [] })])]),
  );
  expect(created.code).toBe(0);
  const id = created.data.id;
  expect(app.db.forms.templates.get(id)).toMatchObject({ status: 0, used: 0, questionNum: 2 });
  const edited = await post('update', {
    id,
    ...template([group('G1', [question('Q1')]), group('G2', [question('Q2')])], 'case', '两组表单'),
  });
  expect(edited.code).toBe(0);
  expect(app.db.forms.templates.get(id)?.name).toBe('两组表单');

  const early = await post('used', { id });
  expect([early.code, early.msg]).toEqual([10409, '草稿需先确认且提交才能使用']);
  expect((await post('status', { id })).code).toBe(0);
  expect(app.db.forms.templates.get(id)).toMatchObject({ status: 1, used: 0 });
  const edit = await post('update', { id, ...template([question('Q1')]) });
  expect(edit.code).toBe(10409);

  expect((await post('used', { id })).code).toBe(0);
  expect(inUse('case').map((row) => row.id)).toEqual([id]);
  expect(inUseTemplate(app.db, orgId(), 'case').id).toBe(id);
  // The other kind keeps its own.
  expect(inUse('satisfaction')).toHaveLength(1);
  // Back to the default, still exactly one.
  const seeded = app.db.forms.defaults.case;
  expect((await post('used', { id: seeded })).code).toBe(0);
  expect(inUse('case').map((row) => row.id)).toEqual([seeded]);
});

test('copy makes a draft with the same questions; delete removes a draft', async () => {
  const source = inUse('satisfaction')[0];
  const copied = await post<{ id: string }>('copy', { id: source.id });
  const copy = app.db.forms.templates.get(copied.data.id);
  expect(copy).toMatchObject({
    name: `${source.name}（副本）`,
    status: 0,
    used: 0,
    kind: 'satisfaction',
  });
  expect(copy?.questionList).toEqual(source.questionList);
  expect(copy?.questionList).not.toBe(source.questionList);
  expect((await post('delete', { id: copied.data.id })).code).toBe(0);
  expect(app.db.forms.templates.has(copied.data.id)).toBe(false);
});

type Texts = { name: string; guidance: string; confidAgreement: string; closingWord: string };

test('指导语, 特别声明 and 结束语 are stored trimmed and answered by detail and the list; edit and copy carry them', async () => {
  const created = await post<{ id: string }>('save', {
    ...template([Q('Q1')]),
    guidance: '  请如实填写。  ',
    confidAgreement: '',
  });
  expect(created.code).toBe(0);
  const { id } = created.data;
  const detail = await get<Texts>('detail', { id });
  expect(detail.data).toMatchObject({
    guidance: '请如实填写。',
    confidAgreement: '',
    closingWord: TEXTS.closingWord,
  });
  const edited = await post('update', {
    id,
    ...template([Q('Q1')]),
    guidance: '新的指导语',
    confidAgreement: '新的特别声明',
    closingWord: '新的结束语',
  });
  expect(edited.code).toBe(0);
  const list = await get<{ rows: (Texts & { id: string })[] }>('page', {
    kind: 'case',
    status: '0',
  });
  expect(list.data.rows.find((row) => row.id === id)).toMatchObject({
    guidance: '新的指导语',
    confidAgreement: '新的特别声明',
    closingWord: '新的结束语',
  });
  const copied = await post<{ id: string }>('copy', { id });
  expect((await get<Texts>('detail', { id: copied.data.id })).data).toMatchObject({
    guidance: '新的指导语',
    confidAgreement: '新的特别声明',
    closingWord: '新的结束语',
  });
  for (const one of [id, copied.data.id]) expect((await post('delete', { id: one })).code).toBe(0);
});

test('an edit with a text of only spaces is refused with its message and the draft stays as it was', async () => {
  const draft = rows('case').find((row) => row.status === 0)!;
  const before = storeDigest(app.db);
  for (const [field, msg] of [
    ['guidance', '指导语不能为纯空格'],
    ['confidAgreement', '特别声明不能为纯空格'],
    ['closingWord', '结束语不能为纯空格'],
    ['name', '表单名称不能为纯空格'],
  ]) {
    const answer = await post('update', {
      id: draft.id,
      ...template(draft.questionList),
      [field]: '   ',
    });
    expect([answer.code, answer.msg]).toEqual([10400, msg]);
  }
  expect(storeDigest(app.db)).toBe(before);
});

test('every seeded template has its 指导语 and 结束语; the short survey has no 特别声明', () => {
  for (const row of [...rows('case'), ...rows('satisfaction')]) {
    expect(row.guidance.trim()).not.toBe('');
    expect(row.closingWord.trim()).not.toBe('');
  }
  const byName = (name: string) => rows('satisfaction').find((row) => row.name === name)!;
  expect(byName('咨询满意度问卷').confidAgreement).not.toBe('');
  expect(byName('满意度回访（简版）').confidAgreement).toBe('');
  expect(inUseTemplate(app.db, orgId(), 'case').guidance).toContain('24小时');
});

test('another organisation’s template is not found; an operator without the codes is refused', async () => {
  const draft = rows('case').find((row) => row.status === 0)!;
  expect((await get('detail', { id: draft.id }, operator)).code).toBe(10403);
  expect((await post('delete', { id: draft.id }, operator)).code).toBe(10403);
  const foreign = { ...draft, id: '989999', orgId: app.db.qaOrgs.resource };
  app.db.forms.templates.set(foreign.id, foreign);
  expect((await get('detail', { id: foreign.id })).code).toBe(10404);
  app.db.forms.templates.delete(foreign.id);
});

const Q = question;
const G = group;
const MALFORMED: [string, unknown, string][] = [
  ['no name', { ...template([Q('Q1')]), name: '' }, '请输入表单名称'],
  ['a name of only spaces', { ...template([Q('Q1')]), name: '  ' }, '表单名称不能为纯空格'],
  ['no guidance', { ...template([Q('Q1')]), guidance: undefined }, '请输入指导语'],
  ['an empty guidance', { ...template([Q('Q1')]), guidance: '' }, '请输入指导语'],
  ['a guidance of only spaces', { ...template([Q('Q1')]), guidance: ' 　 ' }, '指导语不能为纯空格'],
  [
    'a guidance over 5000',
    { ...template([Q('Q1')]), guidance: '字'.repeat(5001) },
    '指导语最大输入长度5000',
  ],
  ['no closing word', { ...template([Q('Q1')]), closingWord: undefined }, '请输入结束语'],
  [
    'a closing word of only spaces',
    { ...template([Q('Q1')]), closingWord: '   ' },
    '结束语不能为纯空格',
  ],
  [
    'a special statement of only spaces',
    { ...template([Q('Q1')]), confidAgreement: '  ' },
    '特别声明不能为纯空格',
  ],
  ['a name over 30', { ...template([Q('Q1')]), name: '名'.repeat(31) }, '表单名称最大输入长度30'],
  ['no kind', { name: '表单', questionList: [Q('Q1')] }, '表单类型不正确'],
  ['an unknown kind', template([Q('Q1')], 'survey'), '表单类型不正确'],
  ['no questions', template([]), '请至少添加1道题'],
  ['an empty question text', template([Q('Q1', { questionContent: ' ' })]), '题目内容不能为空'],
  [
    'a question over 200',
    template([Q('Q1', { questionContent: '字'.repeat(201) })]),
    '题目内容最大输入长度200',
  ],
  ['type 5', template([Q('Q1', { questionType: 5 as 0 })]), '题型不正确'],
  ['isMust 2', template([Q('Q1', { isMust: 2 as 0 })]), '是否必填不正确'],
  [
    'one option',
    template([Q('Q1', { optionList: [{ option: '是' }] })]),
    '第1道题目：选择题至少需要2个选项',
  ],
  [
    'a blank option',
    template([Q('Q1', { optionList: [{ option: '是' }, { option: ' ' }] })]),
    '选项内容不能为空',
  ],
  [
    'repeated options',
    template([Q('Q1', { optionList: [{ option: '是' }, { option: '是' }] })]),
    '第1道题目：选项不能重复',
  ],
  [
    'an option over 50',
    template([Q('Q1', { optionList: [{ option: '是' }, { option: '字'.repeat(51) }] })]),
    '选项内容最大输入长度50',
  ],
  [
    '21 options',
    template([
      Q('Q1', { optionList: Array.from({ length: 21 }, (_, i) => ({ option: `选项${i}` })) }),
    ]),
    '选项不能超过20个',
  ],
  [
    '其他 written in type 3',
    template([Q('Q1', { questionType: 3, optionList: [{ option: '是' }, { option: '其他' }] })]),
    '第1道题目：“其他”选项由系统自动添加',
  ],
  [
    'free text with options',
    template([Q('Q1', { questionType: 2 })]),
    '第1道题目：填空题不能设置选项',
  ],
  [
    'selMin on a single choice',
    template([Q('Q1', { selMin: 1 })]),
    '第1道题目：只有多选题可以设置最少/最多选择',
  ],
  [
    'selMin over selMax',
    template([Q('Q1', { questionType: 1, selMin: 2, selMax: 1 })]),
    '第1道题目：最少选择不能大于最多选择',
  ],
  [
    'selMax over the options',
    template([Q('Q1', { questionType: 1, selMax: 3 })]),
    '第1道题目：选择数量不能超过选项数量',
  ],
  ['selMin 0', template([Q('Q1', { questionType: 1, selMin: 0 })]), '最少选择须为正整数'],
  ['selMax 1.5', template([Q('Q1', { questionType: 1, selMax: 1.5 })]), '最多选择须为正整数'],
  [
    'a satisfaction option without score',
    template(
      [Q('Q1', { optionList: [{ option: '是', score: 5 }, { option: '否' }] })],
      'satisfaction',
    ),
    '第1道题目：满意度选项须填写分值（0-100的整数）',
  ],
  [
    'a score over 100',
    template(
      [
        Q('Q1', {
          optionList: [
            { option: '是', score: 101 },
            { option: '否', score: 1 },
          ],
        }),
      ],
      'satisfaction',
    ),
    '分值须为0-100的整数',
  ],
  ['a remark over 200', template([Q('Q1', { remark: '字'.repeat(201) })]), '备注最大输入长度200'],
  ['a group without a name', template([G('G1', [Q('Q1')], ' ')]), '题目内容不能为空'],
  [
    'a group name over 30',
    template([G('G1', [Q('Q1')], '组'.repeat(31))]),
    '题目分组“' + '组'.repeat(31) + '”：分组名称最大输入长度30',
  ],
  ['nested groups', template([G('G1', [G('G2', [Q('Q1')])])]), '分组不能嵌套'],
  [
    'a bad question in a group',
    template([G('G1', [Q('Q1'), Q('Q2', { optionList: [] })], '主诉')]),
    '题目分组“主诉”第2道题目：选择题至少需要2个选项',
  ],
  ['repeated codes', template([Q('Q1'), Q('Q1')]), '第2道题目：题目编号重复'],
  ['a bad code', template([Q('Q 1')]), '题目编号须为1-20位字母、数字、_或-'],
  [
    '201 questions',
    template(Array.from({ length: 201 }, (_, i) => Q(`Q${i + 1}`))),
    '题目数量不能超过200道',
  ],
];

test.each(MALFORMED)(
  'a template with %s is refused with its reason and nothing is stored',
  async (_what, body, msg) => {
    const before = storeDigest(app.db);
    const answer = await post('save', body);
    expect(answer.code).toBe(10400);
    expect(answer.msg).toContain(msg);
    expect(storeDigest(app.db)).toBe(before);
  },
);

test('there are at least 25 malformed templates', () => {
  expect(MALFORMED.length).toBeGreaterThanOrEqual(25);
});

const upload = (data: Buffer, kind = 'case', name = '表单.xlsx') =>
  call<{ id: string }>(app, {
    method: 'POST',
    path: api('import'),
    fields: { kind },
    files: [{ field: 'file', name, type: 'application/octet-stream', data }],
    token: admin,
  });

test('the downloadable template of each kind imports as a draft with its texts, groups and scores', async () => {
  for (const kind of ['case', 'satisfaction'] as const) {
    const answer = await upload(buildFormTemplate(kind), kind);
    expect([answer.code, answer.msg]).toEqual([0, '导入成功']);
    const row = app.db.forms.templates.get(answer.data.id)!;
    expect(row).toMatchObject({ kind, status: 0, used: 0, ...TEMPLATE_TEXTS[kind] });
    expect(row.questionList.every((entry) => (entry.childList?.length ?? 0) > 0)).toBe(true);
    if (kind === 'satisfaction')
      expect(row.questionList[0].childList?.[0].optionList).toEqual([
        { option: '满意', score: 5 },
        { option: '一般', score: 3 },
        { option: '不满意', score: 1 },
      ]);
  }
});

/** A workbook of the template with one cell of the 题目 sheet changed. */
function withCell(kind: 'case' | 'satisfaction', cell: string, value: string): Buffer {
  const book = XLSX.read(buildFormTemplate(kind));
  XLSX.utils.sheet_add_aoa(book.Sheets['题目'], [[value]], { origin: cell });
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
}

test.each([
  ['not a spreadsheet', Buffer.from('hello'), 'case', '只能上传 .xls/.xlsx 格式文件'],
  ['an unknown type', withCell('case', 'C2', '判断题'), 'case', '第2行：无法识别的题型“判断题”'],
  ['selMin over selMax', withCell('case', 'E3', '5'), 'case', '第3行：最少选择不能大于最多选择'],
  [
    'a score missing',
    withCell('satisfaction', 'H2', '满意'),
    'satisfaction',
    '第2行：满意度选项须写成“选项:分值”',
  ],
  [
    'no name',
    writeFormTemplate('case', { name: '', ...TEXTS, questionList: [] }),
    'case',
    '请输入表单名称',
  ],
  [
    'no 指导语',
    writeFormTemplate('case', { name: '表单', ...TEXTS, guidance: '', questionList: [] }),
    'case',
    '请输入指导语',
  ],
  [
    'a 特别声明 of only spaces',
    writeFormTemplate('case', { name: '表单', ...TEXTS, confidAgreement: '  ', questionList: [] }),
    'case',
    '特别声明不能为纯空格',
  ],
  [
    'a 结束语 of only spaces',
    writeFormTemplate('case', { name: '表单', ...TEXTS, closingWord: '  ', questionList: [] }),
    'case',
    '结束语不能为纯空格',
  ],
])(
  'an import with %s is refused with the parser’s reason and stores nothing',
  async (_what, data, kind, msg) => {
    const before = storeDigest(app.db);
    const answer = await upload(data, kind);
    expect(answer.code).toBe(10400);
    expect(answer.msg).toContain(msg);
    expect(storeDigest(app.db)).toBe(before);
  },
);

const field = (action: string) => `customField/${action}`;

test('custom fields: six seeded, the enabled ones by order; save, edit, disable, delete', async () => {
  const all = await get<{ name: string; enabled: number }[]>(field('list'), {});
  expect(all.data).toHaveLength(6);
  const enabled = await get<{ name: string; sort: number }[]>(field('enabled'), {});
  expect(enabled.data.map((row) => row.name)).toEqual([
    '工号',
    '所在部门',
    '入职日期',
    '既往咨询次数',
    '希望咨询时段',
  ]);
  const saved = await post<{ id: string }>(field('save'), {
    name: '学历',
    fieldType: 'single',
    options: ['本科', '硕士'],
    required: 1,
    sort: 0,
    enabled: 1,
  });
  expect(saved.code).toBe(0);
  // Sort 0 like 工号: the order breaks the tie by creation.
  const ordered = (await get<{ name: string }[]>(field('enabled'), {})).data.map((row) => row.name);
  expect(ordered.slice(0, 3)).toEqual(['工号', '学历', '所在部门']);
  const taken = await post(field('save'), {
    name: '学历',
    fieldType: 'text',
    required: 0,
    sort: 1,
    enabled: 1,
  });
  expect([taken.code, taken.msg]).toEqual([10409, '字段名称已存在']);
  const few = await post(field('save'), {
    name: '爱好',
    fieldType: 'multiple',
    options: ['读书'],
    required: 0,
    sort: 1,
    enabled: 1,
  });
  expect([few.code, few.msg]).toEqual([10400, '单选、多选字段至少需要2个选项']);
  const textOptions = await post(field('save'), {
    name: '备注',
    fieldType: 'text',
    options: ['a', 'b'],
    required: 0,
    sort: 1,
    enabled: 1,
  });
  expect([textOptions.code, textOptions.msg]).toEqual([10400, '只有单选、多选字段可以设置选项']);
  expect((await post(field('status'), { id: saved.data.id, enabled: 0 })).code).toBe(0);
  expect(
    (await get<{ name: string }[]>(field('enabled'), {})).data.map((row) => row.name),
  ).not.toContain('学历');
  expect((await post(field('delete'), { id: saved.data.id })).code).toBe(0);
  expect((await get<unknown[]>(field('list'), {})).data).toHaveLength(6);
  expect((await post(field('delete'), { id: saved.data.id }, operator)).code).toBe(10403);
});
