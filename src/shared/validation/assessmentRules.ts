import type { Rule, RuleObject } from './ruleKit';
import { matches, maxInput, minNumber, notOnlySpaces, required } from './ruleKit';
import { compareWith } from './dateRules';
import { MESSAGES } from './messages';
import { PATTERNS } from './patterns';

/**
 * The assessment rules of assessment spec §5. Where the spec has a separate "only spaces"
 * message, `required` lets blank through and `notOnlySpaces` speaks instead.
 */
const M = MESSAGES;
const spaces = notOnlySpaces(M.notOnlySpaces);
/** Required text that may not be only spaces, optionally capped. */
const text = (message: string, max?: number): Rule[] => [
  required(message, { allowBlank: true }),
  spaces,
  ...(max === undefined ? [] : [maxInput(max)]),
];

// Task. Time rules compare with the other field: add `dependencies={[otherField]}` to the item.
export const taskTitleRules: Rule[] = text(M.titleRequired, 30);
export const startTimeRules = (endField = 'endTime'): Rule[] => [
  required(M.startTimeRequired),
  compareWith(endField, (start, end) => start.isAfter(end), M.startAfterEnd),
];
export const endTimeRules = (startField = 'startTime'): Rule[] => [
  required(M.endTimeRequired),
  compareWith(startField, (end, start) => end.isBefore(start), M.endBeforeStart),
];
export const releaseObjectRules: Rule[] = [required(M.releaseObjectRequired)];
export const departmentRules: Rule[] = [required(M.departmentRequired)];
export const taskQuestionnaireRules: Rule[] = [required(M.questionnaireRequired)];
export const partialUsersRules: Rule[] = [required(M.partialUsersRequired)];
export const coverRules: Rule[] = [required(M.coverRequired)];

// Scale edit
export const scaleNameRules: Rule[] = text(M.scaleNameRequired, 30);
export const scaleIntroRules: Rule[] = text(M.introRequired);
export const scaleGuidanceRules: Rule[] = text(M.guidanceRequired);
export const scaleClosingWordRules: Rule[] = text(M.closingWordRequired);

// Tag and category
export const tagNameRules: Rule[] = text(M.tagNameRequired, 10);
export const tagIntroRules: Rule[] = text(M.tagIntroRequired, 100);
export const categoryNameRules: Rule[] = text(M.categoryNameRequired, 4);
export const categoryIntroRules: Rule[] = text(M.categoryIntroRequired, 100);
export const statusRules: Rule[] = [required(M.statusRequired)];
export const priorityRules: Rule[] = [required(M.priorityRequired), minNumber(0, M.priorityMin)];

// Recommendation
export const recommendScaleRules: Rule[] = [required(M.scaleRequired)];
export const displayTimeRules: Rule[] = [required(M.displayTimeRequired)];

// Expert price form: a price is an optional positive integer; the "ticked way needs a price" and
// "face address" checks are `requiredWhen(form => …, MESSAGES.priceForWay)` on the area's fields.
export const priceRule: RuleObject = matches(PATTERNS.positiveInteger, M.positiveInteger);
export const consultWayRules: Rule[] = [required(M.wayRequired)];
