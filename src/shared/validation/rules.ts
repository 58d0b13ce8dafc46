import type { Rule, RuleObject, RuleRender } from './ruleKit';
import { charLength, check, isEmpty, matches, maxInput, notOnlySpaces, required } from './ruleKit';
import { MESSAGES, labelRequiredMessage } from './messages';
import { PATTERNS } from './patterns';

/**
 * The shared validation rules of shell spec §5, each with its exact message, as antd Form rules.
 * Use them as `rules={mobileRules}` or spread with others: `rules={[...nameRules, maxInput(10)]}`.
 */
export * from './messages';
export * from './ruleKit';
export * from './assessmentRules';
export { PATTERNS } from './patterns';
export { cleanFormValues } from './cleanFormValues';

const M = MESSAGES;

// Login. Decision: the length bound is 6, as the message says (the spec's test used 5).
export const accountRules: Rule[] = [
  required(M.accountRequired),
  check((v) => String(v).trim().length >= 6, M.accountMin),
];
export const passwordRules: Rule[] = [required(M.passwordRequired)];

// Contact
export const mobile = (message: string = M.mobileInvalid): RuleObject =>
  matches(PATTERNS.mobile, message);
export const mobileRules: Rule[] = [required(M.mobileRequired), mobile()];
/** Email format; pass `MESSAGES.emailInvalidAlt` where the screen says 请输入正确的邮箱格式. */
export const email = (message: string = M.emailInvalid): RuleObject =>
  matches(PATTERNS.email, message);
export const smsCodeRules: Rule[] = [required(M.smsCodeRequired)];
export const mailCodeRules: Rule[] = [required(M.mailCodeRequired)];

// Passwords
export const settingsPassword: RuleObject = matches(
  PATTERNS.settingsPassword,
  M.settingsPasswordInvalid,
);
export const sharedPassword: RuleObject = matches(PATTERNS.sharedPassword, M.sharedPasswordInvalid);
/** The confirm entry must equal the field `passwordField`; add `dependencies={[passwordField]}`. */
export const confirmPassword =
  (passwordField = 'password'): RuleRender =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      isEmpty(value) || value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error(M.passwordMismatch)),
  });
/** Change-password dialog: `<label>不能为空`. */
export const requiredLabel = (label: string): RuleObject => required(labelRequiredMessage(label));

// Personal information. The name check is done right: 1-15 characters after trimming, and no
// leading space (the legacy check was flawed).
export const nameRules: Rule[] = [
  required(M.nameRequired),
  check((v) => {
    const text = String(v);
    const length = charLength(text.trim());
    return !/^\s/.test(text) && length >= 1 && length <= 15;
  }, M.nameInvalid),
];
export const regionRules: Rule[] = [required(M.regionRequired)];
// Shared pattern rules (shell §5)
export const lettersOnly = matches(PATTERNS.lettersOnly, M.lettersOnly);
export const digitsOnly = matches(PATTERNS.digitsOnly, M.digitsOnly);
export const lettersDigits = matches(PATTERNS.lettersDigits, M.lettersDigits);
export const lettersDigitsChinese = matches(PATTERNS.lettersDigitsChinese, M.lettersDigitsChinese);
export const minute = matches(PATTERNS.minute, M.minute);
export const notSpacesOnly = notOnlySpaces(M.notOnlySpaces);
export const positiveInteger = matches(PATTERNS.positiveInteger, M.positiveInteger);
export const integer = matches(PATTERNS.integer, M.integer);
export const noSpaces = check((v) => !/\s/.test(String(v)), M.noSpaces, isEmpty);
export const idCard = matches(PATTERNS.idCard, M.idCard);
export const lettersDigits1to20 = matches(PATTERNS.lettersDigits1to20, M.lettersDigits1to20);
export const lettersChinese = matches(PATTERNS.lettersChinese, M.lettersChinese);
export const account6to50 = matches(PATTERNS.account6to50, M.account6to50);
export const phone = matches(PATTERNS.phone, M.phone);
export const money = check((v) => PATTERNS.money.test(String(v)) && Number(v) > 0, M.money);
export const nickname = matches(PATTERNS.nickname, M.nickname);

// Custom tags: comma separated (ASCII or full-width comma), 2-12 characters each, 3-50
// different tags (a repeated tag counts once).
export const splitTags = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,，]/)
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  ),
];
export const customTagRules: Rule[] = [
  check(
    (v) => splitTags(String(v)).every((t) => charLength(t) >= 2 && charLength(t) <= 12),
    M.tagEachLength,
  ),
  check((v) => {
    const count = splitTags(String(v)).length;
    return count >= 3 && count <= 50;
  }, M.tagCount),
];

// Questionnaire edit: "only spaces" has its own message, so required lets blank through to it.
/** A questionnaire's name by the message of its screen (问卷名称, a counselling form's 表单名称). */
export const questionnaireTitleRules = (requiredMessage: string): Rule[] => [
  required(requiredMessage, { allowBlank: true }),
  notSpacesOnly,
  maxInput(30),
];
export const questionnaireNameRules: Rule[] = questionnaireTitleRules(M.questionnaireNameRequired);
export const guidanceRules: Rule[] = [
  required(M.guidanceRequired, { allowBlank: true }),
  notSpacesOnly,
];
export const closingWordRules: Rule[] = [
  required(M.closingWordRequired, { allowBlank: true }),
  notSpacesOnly,
];
export const specialStatementRules: Rule[] = [notOnlySpaces(M.specialStatementSpaces)];
