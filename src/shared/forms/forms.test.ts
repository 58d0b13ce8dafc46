/** The pure rules the fill-in panel and the mock share: answers, panel values, the risk level. */
import type { FormAnswer, FormQuestion } from '../contract/formTemplate';
import { answerProblem, answerSheetProblem, answerSheetProblems } from './answerRules';
import { answerText, panelAnswers, panelValues } from './answerValues';
import { mentalStatusOf } from './riskLevel';
import { questionProblems } from './templateRules';

const q = (
  code: string,
  questionType: FormQuestion['questionType'],
  extra: Partial<FormQuestion> = {},
): FormQuestion => ({
  code,
  questionContent: code,
  isMust: 1,
  questionType,
  optionList: questionType === 2 ? [] : [{ option: '甲' }, { option: '乙' }, { option: '丙' }],
  ...extra,
});
const a = (code: string, values: string[], other?: string): FormAnswer => ({
  code,
  values,
  ...(other !== undefined ? { other } : {}),
});

test.each([
  ['a required question left empty', q('Q1', 0), undefined, '必填'],
  ['blank text is empty', q('Q1', 2), a('Q1', ['  ']), '必填'],
  ['an optional question left empty', q('Q1', 0, { isMust: 0 }), undefined, undefined],
  ['fewer than selMin', q('Q1', 1, { selMin: 2 }), a('Q1', ['甲']), '选择最小数量2个'],
  ['more than selMax', q('Q1', 1, { selMax: 1 }), a('Q1', ['甲', '乙']), '选择最大数量1个'],
  ['free text over 200', q('Q1', 2), a('Q1', ['字'.repeat(201)]), '最大输入长度200'],
  ['free text of 200', q('Q1', 2), a('Q1', ['字'.repeat(200)]), undefined],
  ['two choices on a single choice', q('Q1', 0), a('Q1', ['甲', '乙']), '单选题只能选择1项'],
  ['an option not offered', q('Q1', 0), a('Q1', ['丁']), '所选选项不存在'],
  ['其他 on a plain single choice', q('Q1', 0), a('Q1', ['其他']), '所选选项不存在'],
  ['其他 without its text', q('Q1', 3), a('Q1', ['其他']), '必填'],
  ['其他 text over 30', q('Q1', 4), a('Q1', ['其他'], '字'.repeat(31)), '最大输入长度30'],
  ['其他 text of 30', q('Q1', 4), a('Q1', ['甲', '其他'], '字'.repeat(30)), undefined],
  [
    'Other text without 其他',
    q('Q1', 3),
    a('Q1', ['甲'], '热线'),
    '未选择“其他”时不能填写其他内容',
  ],
])('%s → %s', (_what, question, answer, msg) => {
  expect(answerProblem(question, answer)).toBe(msg);
});

const paper: FormQuestion[] = [
  q('Q1', 0, { isMust: 0 }),
  {
    ...q('G1', 0, { isMust: 0 }),
    optionList: [],
    childList: [q('Q2', 1, { selMax: 2 }), q('Q3', 2)],
  },
];

test('a sheet: unknown and repeated questions, then each question in paper order; a draft skips 必填', () => {
  expect(answerSheetProblems(paper, [a('Q9', ['甲']), a('Q2', ['甲']), a('Q2', ['乙'])])).toEqual([
    { code: 'Q9', msg: '题目不存在' },
    { code: 'Q2', msg: '同一题目只能作答一次' },
    { code: 'Q3', msg: '必填' },
  ]);
  expect(answerSheetProblem(paper, [a('Q2', ['甲'])])).toBe('第3题：必填');
  expect(answerSheetProblem(paper, [a('Q2', ['甲'])], { partial: true })).toBeUndefined();
  expect(answerSheetProblem(paper, [a('Q2', ['甲', '乙', '丙'])], { partial: true })).toBe(
    '第2题：选择最大数量2个',
  );
});

test('panel values and answers convert both ways; text stays as typed until 提交 trims it', () => {
  const answers = [a('Q1', ['甲']), a('Q2', ['甲', '乙']), a('Q3', [' 心里话 '])];
  const values = panelValues(paper, answers);
  expect(values.answers).toEqual({ Q1: '甲', Q2: ['甲', '乙'], Q3: ' 心里话 ' });
  expect(panelAnswers(paper, values)).toEqual(answers);
});

test('the risk level of a case record gives the order’s mentalStatus', () => {
  const risk = q('R1', 0, { optionList: [{ option: '低' }, { option: '中' }, { option: '高' }] });
  const template: FormQuestion[] = [
    { ...q('G1', 0), optionList: [], questionContent: '风险评估', childList: [risk] },
  ];
  expect(mentalStatusOf(template, [a('R1', ['低'])])).toBe(0);
  expect(mentalStatusOf(template, [a('R1', ['中'])])).toBe(1);
  expect(mentalStatusOf(template, [a('R1', ['高'])])).toBe(2);
  expect(mentalStatusOf(template, [])).toBeUndefined();
  expect(mentalStatusOf([risk], [a('R1', ['高'])])).toBeUndefined();
});

test('a multiple choice: selMin ≤ selMax ≤ its choices (Other counts for type 4)', () => {
  expect(questionProblems('case', q('Q1', 1, { selMin: 1, selMax: 3 }))).toEqual([]);
  expect(questionProblems('case', q('Q1', 1, { selMin: 3, selMax: 2 }))).toEqual([
    '最少选择不能大于最多选择',
  ]);
  expect(questionProblems('case', q('Q1', 1, { selMax: 4 }))).toEqual(['选择数量不能超过选项数量']);
  expect(questionProblems('case', q('Q1', 4, { selMax: 4 }))).toEqual([]);
  expect(questionProblems('satisfaction', q('Q1', 0))).toEqual([
    '满意度选项须填写分值（0-100的整数）',
  ]);
});

test('a saved answer reads as its choices, 其他 with its text, or nothing when none was given', () => {
  expect(answerText(a('Q1', ['甲', '丙']))).toBe('甲；丙');
  expect(answerText(a('Q1', ['甲', '其他'], '心理热线'))).toBe('甲；其他：心理热线');
  expect(answerText(a('Q1', []))).toBeUndefined();
  expect(answerText(undefined)).toBeUndefined();
});
