import { otherProblem, valuesProblem } from '@/shared/forms/answerRules';
import { toAnswers } from './QuestionForm';
import { leafQuestions, type Question } from './types';

const q = (
  code: string,
  questionType: Question['questionType'],
  extra: Partial<Question> = {},
): Question => ({
  code,
  questionContent: code,
  isMust: 1,
  questionType,
  optionList: [{ option: '甲' }, { option: '乙' }, { option: '丙' }],
  ...extra,
});

const paper: Question[] = [
  q('Q1', 0),
  {
    ...q('G1', 0),
    optionList: [],
    childList: [q('Q2', 1, { selMin: 2, selMax: 2 }), q('Q3', 2), q('Q4', 3), q('Q5', 4)],
  },
];

test('groups flatten to their questions in paper order', () => {
  expect(leafQuestions(paper).map((question) => question.code)).toEqual([
    'Q1',
    'Q2',
    'Q3',
    'Q4',
    'Q5',
  ]);
});

test('answers: one per answered question, text trimmed, Other text only with 其他', () => {
  expect(
    toAnswers(paper, {
      answers: { Q1: '甲', Q2: ['甲', '乙'], Q3: '  心里话 ', Q4: '其他', Q5: ['丙'] },
      others: { Q4: ' 热线 ', Q5: '不该出现' },
    }),
  ).toEqual([
    { code: 'Q1', values: ['甲'] },
    { code: 'Q2', values: ['甲', '乙'] },
    { code: 'Q3', values: ['心里话'] },
    { code: 'Q4', values: ['其他'], other: '热线' },
    { code: 'Q5', values: ['丙'] },
  ]);
  expect(toAnswers(paper, { answers: { Q3: '   ' } })).toEqual([]);
});

// The field's rules are the fill-in panel's (shared/forms/answerRules), checked on the questionnaire's shape.
test.each([
  ['a required question left empty', q('Q1', 0), [], '必填'],
  ['fewer than selMin', q('Q2', 1, { selMin: 2 }), ['甲'], '选择最小数量2个'],
  ['more than selMax', q('Q2', 1, { selMax: 1 }), ['甲', '乙'], '选择最大数量1个'],
  ['free text over 200', q('Q3', 2, { isMust: 0 }), ['字'.repeat(201)], '最大输入长度200'],
])('%s: the rule says its message', (_what, question, values, message) => {
  expect(valuesProblem(question, values)).toBe(message);
});

test('the Other text is required once 其他 is chosen and holds at most 30 characters', () => {
  const question = q('Q4', 4);
  expect(otherProblem(question, ['其他'], '')).toBe('必填');
  expect(otherProblem(question, ['甲'], '')).toBeUndefined();
  expect(otherProblem(question, ['其他'], '字'.repeat(31))).toBe('最大输入长度30');
});
