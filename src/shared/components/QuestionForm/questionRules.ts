import type { Rule } from '@/shared/validation/rules';
import { MESSAGES, maxInput, maxSelect, minSelect, required } from '@/shared/validation/rules';
import { FREE_TEXT_MAX, OTHER_OPTION, OTHER_TEXT_MAX, type Question } from './types';

/** Rules of a question's answer: 必填 when required, the selection bounds, the free-text limit. */
export function answerRules(question: Question): Rule[] {
  const rules: Rule[] = question.isMust ? [required(MESSAGES.answerRequired)] : [];
  const multiple = question.questionType === 1 || question.questionType === 4;
  if (multiple && question.selMin) rules.push(minSelect(question.selMin));
  if (multiple && question.selMax) rules.push(maxSelect(question.selMax));
  if (question.questionType === 2) rules.push(maxInput(FREE_TEXT_MAX));
  return rules;
}

/** The Other text: required once Other is chosen, at most 30 characters. */
export function otherRules(chosen: unknown): Rule[] {
  const picked = Array.isArray(chosen) ? chosen.includes(OTHER_OPTION) : chosen === OTHER_OPTION;
  return [...(picked ? [required(MESSAGES.answerRequired)] : []), maxInput(OTHER_TEXT_MAX)];
}
