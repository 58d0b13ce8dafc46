import moment from 'moment';
import type { Rule } from './rules';
import * as R from './rules';
import { runRules } from './runRules.testUtil';

type Row = [string, Rule[], unknown, string[]];
const ok: string[] = [];

const table: Row[] = [
  ['title empty', R.taskTitleRules, '', ['标题不能为空']],
  ['title spaces', R.taskTitleRules, '   ', ['不能为纯空格']],
  ['title 31', R.taskTitleRules, '题'.repeat(31), ['最大输入长度30']],
  ['title 30', R.taskTitleRules, '题'.repeat(30), ok],
  ['questionnaire', R.taskQuestionnaireRules, undefined, ['请选择问卷']],
  ['partial users', R.partialUsersRules, [], ['请选择部分用户']],
  ['release object 0 is a choice', R.releaseObjectRules, 0, ok],
  ['department', R.departmentRules, undefined, ['请选择部门']],
  ['cover', R.coverRules, undefined, ['请先上传封面']],
  ['scale name 31', R.scaleNameRules, 'a'.repeat(31), ['最大输入长度30']],
  ['scale intro spaces', R.scaleIntroRules, '  ', ['不能为纯空格']],
  ['scale intro empty', R.scaleIntroRules, '', ['简介不能为空']],
  ['scale guidance', R.scaleGuidanceRules, '', ['请输入指导语']],
  ['scale closing', R.scaleClosingWordRules, '', ['请输入结束语']],
  ['tag name 11', R.tagNameRules, 'a'.repeat(11), ['最大输入长度10']],
  ['tag name empty', R.tagNameRules, '', ['标签名称不能为空']],
  ['tag name ok', R.tagNameRules, '焦虑', ok],
  ['tag intro 101', R.tagIntroRules, 'a'.repeat(101), ['最大输入长度100']],
  ['tag intro spaces', R.tagIntroRules, ' ', ['不能为纯空格']],
  ['tag intro empty', R.tagIntroRules, '', ['标签简介不能为空']],
  ['category name 5', R.categoryNameRules, '五个字分类', ['最大输入长度4']],
  ['category name empty', R.categoryNameRules, '', ['分类名称不能为空']],
  ['category name 4', R.categoryNameRules, '四个字啊', ok],
  ['category intro empty', R.categoryIntroRules, '', ['分类简介不能为空']],
  ['status', R.statusRules, undefined, ['请选择状态']],
  ['status 0 ok', R.statusRules, 0, ok],
  ['priority empty', R.priorityRules, null, ['显示优先级不能为空']],
  ['priority -1', R.priorityRules, -1, ['显示优先级不能小于0']],
  ['priority 0', R.priorityRules, 0, ok],
  ['recommend scale', R.recommendScaleRules, undefined, ['请选择量表']],
  ['display time', R.displayTimeRules, [], ['请选择展示时间']],
  ['price 0', [R.priceRule], 0, ['请输入正整数']],
  ['price optional', [R.priceRule], undefined, ok],
  ['price 200', [R.priceRule], 200, ok],
  ['ways empty', R.consultWayRules, [], ['请至少选择一种咨询方式']],
];

test.each(table)('%s', async (_label, rules, value, expected) => {
  await expect(runRules(rules, value)).resolves.toEqual(expected);
});

describe('start and end time', () => {
  const start = moment('2024-05-02 10:00:00');
  const end = moment('2024-05-01 10:00:00');
  it('start required', async () => {
    await expect(runRules(R.startTimeRules(), undefined)).resolves.toEqual(['开始时间不能为空']);
  });
  it('start after end', async () => {
    await expect(runRules(R.startTimeRules(), start, { endTime: end })).resolves.toEqual([
      '开始时间不能晚于结束时间',
    ]);
  });
  it('end required', async () => {
    await expect(runRules(R.endTimeRules(), null)).resolves.toEqual(['结束时间不能为空']);
  });
  it('end before start, with named fields', async () => {
    await expect(runRules(R.endTimeRules('begin'), end, { begin: start })).resolves.toEqual([
      '结束时间不能早于开始时间',
    ]);
  });
  it('ordered times pass', async () => {
    await expect(runRules(R.startTimeRules(), end, { endTime: start })).resolves.toEqual([]);
    await expect(runRules(R.endTimeRules(), start, { startTime: end })).resolves.toEqual([]);
  });
});

describe('requiredWhen', () => {
  const rules = [
    R.requiredWhen(
      (form) => (form.getFieldValue('ways') as number[]).includes(1),
      R.MESSAGES.priceForWay,
    ),
  ];
  it('asks for the price of a ticked way', async () => {
    await expect(runRules(rules, undefined, { ways: [1] })).resolves.toEqual([
      '选择咨询方式后请填写对应价格',
    ]);
  });
  it('is quiet for an unticked way', async () => {
    await expect(runRules(rules, undefined, { ways: [2] })).resolves.toEqual([]);
  });
});

test('the MESSAGES table holds the assessment wording', () => {
  expect(R.MESSAGES).toMatchObject({
    objectRequired: '请选择对象',
    chooseQuestionnaireFirst: '请先选择问卷',
    imageSizeAssessment: '图片大小不能超过2M',
    pdfOnePerson: 'pdf报告只能选择一个人',
    respondentRequired: '请先选择答题人',
    noPdfReport: '暂无pdf报告',
    scaleOrOrgRequired: '请选择量表或机构',
    faceAddressRequired: '请选择面询地址',
  });
});
