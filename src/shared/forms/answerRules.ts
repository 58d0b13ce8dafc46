/**
 * The rules of a filled-in case record or satisfaction sheet, pure: the fill-in panel shows them
 * under the question, the mock refuses a sheet with the same words (shell spec §5, §9).
 */
import type { FormAnswer, FormQuestion } from '../contract/formTemplate';
import {
  MESSAGES,
  maxInputMessage,
  maxSelectMessage,
  minSelectMessage,
} from '../validation/messages';
import { OTHER_OPTION, isMultiple, templateQuestions } from './templateRules';

/** Shell spec §9: a free-text answer and the Other text. */
export const FREE_TEXT_MAX = 200;
export const OTHER_TEXT_MAX = 30;

const ANSWER_MESSAGES = {
  unknownOption: '所选选项不存在',
  repeatedOption: '选项不能重复',
  singleChoice: '单选题只能选择1项',
  textShape: '填空题只能填写一项内容',
  otherWithoutChoice: '未选择“其他”时不能填写其他内容',
  unknownQuestion: '题目不存在',
  repeatedQuestion: '同一题目只能作答一次',
} as const;

const length = (text: string): number => Array.from(text).length;

/** The chosen values (or the free text) without blanks. */
const answeredValues = (answer: Pick<FormAnswer, 'values'> | undefined): string[] =>
  (answer?.values ?? []).map((value) => value.trim()).filter(Boolean);

/** The problem of a question's chosen values or free text (必填, selection bounds, 200 limit). */
export function valuesProblem(
  question: FormQuestion,
  values: readonly string[],
): string | undefined {
  const list = values.map((value) => value.trim()).filter(Boolean);
  if (list.length === 0) return question.isMust === 1 ? MESSAGES.answerRequired : undefined;
  if (question.questionType === 2) {
    if (list.length !== 1) return ANSWER_MESSAGES.textShape;
    return length(list[0]) > FREE_TEXT_MAX ? maxInputMessage(FREE_TEXT_MAX) : undefined;
  }
  const offered = new Set(question.optionList.map((item) => item.option));
  if (question.questionType === 3 || question.questionType === 4) offered.add(OTHER_OPTION);
  if (list.some((value) => !offered.has(value))) return ANSWER_MESSAGES.unknownOption;
  if (new Set(list).size !== list.length) return ANSWER_MESSAGES.repeatedOption;
  if (!isMultiple(question.questionType)) {
    return list.length > 1 ? ANSWER_MESSAGES.singleChoice : undefined;
  }
  if (question.selMin && list.length < question.selMin) return minSelectMessage(question.selMin);
  if (question.selMax && list.length > question.selMax) return maxSelectMessage(question.selMax);
  return undefined;
}

/** The problem of the Other text: required once 其他 is chosen, at most 30 characters. */
export function otherProblem(
  question: FormQuestion,
  values: readonly string[],
  other: string | undefined,
): string | undefined {
  const text = (other ?? '').trim();
  const withOther = question.questionType === 3 || question.questionType === 4;
  const picked = withOther && values.includes(OTHER_OPTION);
  if (!picked) return text ? ANSWER_MESSAGES.otherWithoutChoice : undefined;
  if (!text) return MESSAGES.answerRequired;
  return length(text) > OTHER_TEXT_MAX ? maxInputMessage(OTHER_TEXT_MAX) : undefined;
}

/** The first problem of one question's answer (undefined for a missing optional answer). */
export function answerProblem(question: FormQuestion, answer?: FormAnswer): string | undefined {
  const values = answeredValues(answer);
  return valuesProblem(question, values) ?? otherProblem(question, values, answer?.other);
}

export interface AnswerSheetProblem {
  code: string;
  msg: string;
}

/**
 * Every problem of a whole sheet against its template: unknown or repeated questions first, then
 * each question's own problem in paper order. `partial` (a draft being saved) skips 必填.
 */
export function answerSheetProblems(
  questionList: readonly FormQuestion[],
  answers: readonly FormAnswer[],
  { partial = false }: { partial?: boolean } = {},
): AnswerSheetProblem[] {
  const questions = templateQuestions(questionList);
  const known = new Set(questions.map((question) => question.code));
  const problems: AnswerSheetProblem[] = [];
  const seen = new Set<string>();
  for (const answer of answers) {
    if (!known.has(answer.code))
      problems.push({ code: answer.code, msg: ANSWER_MESSAGES.unknownQuestion });
    else if (seen.has(answer.code))
      problems.push({ code: answer.code, msg: ANSWER_MESSAGES.repeatedQuestion });
    seen.add(answer.code);
  }
  const byCode = new Map(answers.map((answer) => [answer.code, answer]));
  for (const question of questions) {
    const check = partial ? { ...question, isMust: 0 as const } : question;
    const msg = answerProblem(check, byCode.get(question.code));
    if (msg) problems.push({ code: question.code, msg });
  }
  return problems;
}

/** The first problem of a sheet as one message (`第3题：必填`), or undefined when it may be stored. */
export function answerSheetProblem(
  questionList: readonly FormQuestion[],
  answers: readonly FormAnswer[],
  options?: { partial?: boolean },
): string | undefined {
  const first = answerSheetProblems(questionList, answers, options)[0];
  if (!first) return undefined;
  const questions = templateQuestions(questionList);
  const index = questions.findIndex((question) => question.code === first.code);
  const where = index >= 0 ? `第${index + 1}题` : `题目${first.code}`;
  return `${where}：${first.msg}`;
}
