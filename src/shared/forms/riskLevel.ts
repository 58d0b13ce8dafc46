/**
 * The risk level of a case record (counselling design, "Case and satisfaction forms"): the
 * single-choice question of the 风险评估 group whose options are 低/中/高 sets the order's
 * mentalStatus (低 → 0 normal, 中 → 1 attention, 高 → 2 crisis).
 */
import type { FormAnswer, FormQuestion } from '../contract/formTemplate';
import { isGroupQuestion } from './templateRules';

const RISK_GROUP = '风险评估';
export const RISK_LEVELS = ['低', '中', '高'] as const;
export type MentalStatusCode = 0 | 1 | 2;

const isRiskQuestion = (question: FormQuestion): boolean =>
  question.questionType === 0 &&
  question.optionList.length === RISK_LEVELS.length &&
  RISK_LEVELS.every((level, i) => question.optionList[i]?.option === level);

/** The risk-level question of a template, if it has one. */
export function riskQuestion(questionList: readonly FormQuestion[]): FormQuestion | undefined {
  const group = questionList.find(
    (entry) => isGroupQuestion(entry) && entry.questionContent.trim() === RISK_GROUP,
  );
  return group?.childList?.find(isRiskQuestion);
}

/** The mentalStatus a case record gives, or undefined when its template has no risk level or it is unanswered. */
export function mentalStatusOf(
  questionList: readonly FormQuestion[],
  answers: readonly FormAnswer[],
): MentalStatusCode | undefined {
  const question = riskQuestion(questionList);
  if (!question) return undefined;
  const chosen = answers.find((answer) => answer.code === question.code)?.values[0];
  const index = RISK_LEVELS.findIndex((level) => level === chosen);
  return index < 0 ? undefined : (index as MentalStatusCode);
}
