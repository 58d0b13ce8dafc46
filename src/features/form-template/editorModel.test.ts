/** The editor's rules: adding, moving and retyping entries, and the problems it shows where they are. */
import type { FormQuestion } from '@/shared/contract/formTemplate';
import {
  addGroup,
  addQuestion,
  editorProblems,
  moveBy,
  moveTo,
  problemsAt,
  removeAt,
  toSaved,
  updateAt,
  withType,
} from './editorModel';

const fill = (question: FormQuestion, text: string): FormQuestion => ({
  ...question,
  questionContent: text,
  optionList: question.optionList.map((item, i) => ({ ...item, option: `${text}${i}` })),
});

test('a new template: a group with one question; codes never repeat', () => {
  let list = addQuestion(addGroup([]), 'case', 0);
  list = addGroup(list);
  list = addQuestion(list, 'case', 1);
  list = addQuestion(list, 'case');
  expect(list.map((entry) => entry.code)).toEqual(['G1', 'G2', 'Q3']);
  expect(list[0].childList?.[0].code).toBe('Q1');
  expect(list[1].childList?.[0].code).toBe('Q2');
  list = removeAt(list, [0, 0]);
  expect(addQuestion(list, 'case').at(-1)?.code).toBe('Q4');
});

test('up/down and drag move within the entry’s own list; out of range changes nothing', () => {
  const group: FormQuestion = { ...addGroup([])[0], childList: [] };
  let list = addQuestion(addQuestion([group], 'case', 0), 'case', 0);
  list = addGroup(list);
  expect(moveBy(list, [1], -1).map((e) => e.code)).toEqual(['G2', 'G1']);
  expect(moveBy(list, [0], -1).map((e) => e.code)).toEqual(['G1', 'G2']);
  expect(moveBy(list, [0, 0], 1)[0].childList?.map((e) => e.code)).toEqual(['Q2', 'Q1']);
  expect(moveTo(list, [0, 1], 0)[0].childList?.map((e) => e.code)).toEqual(['Q2', 'Q1']);
});

test('changing the type: free text drops options and bounds; a choice gets two options back', () => {
  const base = { ...fill(addQuestion([], 'satisfaction')[0], '满意'), selMin: 1, selMax: 2 };
  const text = withType(base, 2, 'satisfaction');
  expect(text.optionList).toEqual([]);
  expect(text).not.toHaveProperty('selMin');
  const single = withType(text, 0, 'satisfaction');
  expect(single.optionList).toEqual([
    { option: '', score: 1 },
    { option: '', score: 0 },
  ]);
  expect(withType(base, 4, 'satisfaction')).toMatchObject({ selMin: 1, selMax: 2 });
  expect(withType(base, 0, 'satisfaction')).not.toHaveProperty('selMax');
});

test('problems show at their entry: an empty group, a nameless group, a question without options', () => {
  let list = addGroup(addQuestion(addGroup([]), 'case', 0));
  expect(problemsAt(editorProblems('case', list), [1])).toEqual(['分组下至少需要1道题']);
  expect(problemsAt(editorProblems('case', list), [0])).toEqual(['分组名称不能为空']);
  expect(problemsAt(editorProblems('case', list), [0, 0])).toEqual([
    '题目内容不能为空',
    '选项内容不能为空',
  ]);
  list = updateAt(list, [0], (group) => ({ ...group, questionContent: '主诉' }));
  list = updateAt(list, [0, 0], (question) => fill(question, '情绪'));
  list = updateAt(list, [0, 0], (question) => ({
    ...question,
    questionType: 1,
    selMin: 2,
    selMax: 1,
  }));
  expect(problemsAt(editorProblems('case', list), [0, 0])).toEqual(['最少选择不能大于最多选择']);
  list = updateAt(list, [0, 0], (question) => ({ ...question, selMin: 1, selMax: 2 }));
  list = removeAt(list, [1]);
  expect(editorProblems('case', list)).toEqual([]);
  expect(toSaved(list)[0].childList?.[0]).not.toHaveProperty('childList');
});
