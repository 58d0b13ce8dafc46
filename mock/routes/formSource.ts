/**
 * The one place the case records ask for templates: the organisation's in-use case and satisfaction
 * templates, and a template by id. Until the form template table is merged (the forms slice of
 * issue 13) these are the defaults of db/formDefaults.ts, the same for every organisation.
 */
import type { AnswerRow, QuestionRow } from '../db/assessmentTypes';
import { leafQuestions } from '../db/questionnaires';
import { MESSAGES } from '../../src/shared/validation/messages';
import {
  DEFAULT_CASE_TEMPLATE,
  DEFAULT_SATISFACTION_TEMPLATE,
  type FormTemplate,
} from '../db/formDefaults';
import type { Db } from '../db';

/** Shell spec §3, §9: the Other option of types 3 and 4, free text ≤ 200, Other text ≤ 30. */
const OTHER_OPTION = '其他';
const FREE_TEXT_MAX = 200;
const OTHER_TEXT_MAX = 30;

const DEFAULTS = [DEFAULT_CASE_TEMPLATE, DEFAULT_SATISFACTION_TEMPLATE];

/** The template of the kind the organisation uses now. */
export function templateInUse(_db: Db, _orgId: string, kind: FormTemplate['kind']): FormTemplate {
  return kind === 'case' ? DEFAULT_CASE_TEMPLATE : DEFAULT_SATISFACTION_TEMPLATE;
}

/** The template the seed's records and sheets were written with (the seeded in-use one). */
export const seedTemplate = (db: Db, orgId: string, kind: FormTemplate['kind']) =>
  templateInUse(db, orgId, kind);

/** A template of the organisation by id. */
export function templateById(_db: Db, _orgId: string, id: string): FormTemplate | undefined {
  return DEFAULTS.find((template) => template.id === id);
}

/** Why the answers do not fit the questions (a Chinese msg), or undefined when they do. */
export function answerProblem(
  questions: readonly QuestionRow[],
  answers: readonly AnswerRow[],
  { complete }: { complete: boolean },
): string | undefined {
  const byCode = new Map(leafQuestions(questions).map((question) => [question.code, question]));
  const seen = new Set<string>();
  for (const answer of answers) {
    const question = byCode.get(answer.code);
    if (!question) return `题目${answer.code}不存在`;
    if (seen.has(answer.code)) return `题目${answer.code}重复作答`;
    seen.add(answer.code);
    const problem = valueProblem(question, answer, complete);
    if (problem) return `${question.questionContent}：${problem}`;
  }
  if (
    complete &&
    [...byCode.values()].some((question) => question.isMust && !seen.has(question.code))
  )
    return MESSAGES.checkRequired;
  return undefined;
}

function valueProblem(
  question: QuestionRow,
  answer: AnswerRow,
  complete: boolean,
): string | undefined {
  const { questionType: type, optionList } = question;
  if (answer.values.length === 0) return '答案不能为空';
  if (type === 2)
    return answer.values.length > 1 || answer.values[0].length > FREE_TEXT_MAX
      ? `最大输入长度${FREE_TEXT_MAX}`
      : undefined;
  const options = new Set(optionList.map((option) => option.option));
  if (type === 3 || type === 4) options.add(OTHER_OPTION);
  if (answer.values.some((value) => !options.has(value))) return '选项不存在';
  if (new Set(answer.values).size !== answer.values.length) return '选项重复';
  if ((type === 0 || type === 3) && answer.values.length > 1) return '只能选择一项';
  if (question.selMax && answer.values.length > question.selMax)
    return `选择最大数量${question.selMax}个`;
  if (complete && question.selMin && answer.values.length < question.selMin)
    return `选择最小数量${question.selMin}个`;
  const other = answer.other ?? '';
  if (complete && answer.values.includes(OTHER_OPTION) && !other) return '请填写其他内容';
  if (other.length > OTHER_TEXT_MAX) return `最大输入长度${OTHER_TEXT_MAX}`;
  if (other && !answer.values.includes(OTHER_OPTION)) return '未选择其他时不能填写其他内容';
  return undefined;
}
