/**
 * The structure rules of a case or satisfaction template, pure: the editor shows them beside the
 * question, the import and the mock refuse with the same words (docs/api/forms.md).
 */
import type { FormKind, FormQuestion } from '../contract/formTemplate';
import { maxInputMessage } from '../validation/messages';

export const FORM_NAME_MAX = 30;
const GROUP_NAME_MAX = 30;
export const QUESTION_TEXT_MAX = 200;
export const REMARK_MAX = 200;
export const OPTION_TEXT_MAX = 50;
export const OPTIONS_MAX = 20;
export const QUESTIONS_MAX = 200;
export const SCORE_MAX = 100;
export const SEL_MAX = OPTIONS_MAX + 1;
/** The option types 3 and 4 add by themselves. */
export const OTHER_OPTION = '其他';
/** Shell spec §3: the names of question types 0–4. */
export const QUESTION_TYPE_LABEL: Record<FormQuestion['questionType'], string> = {
  0: '单选题',
  1: '多选题',
  2: '填空题',
  3: '单选题(含其他)',
  4: '多选题(含其他)',
};

export const TEMPLATE_MESSAGES = {
  nameRequired: '请输入表单名称',
  noQuestions: '请至少添加1道题',
  tooManyQuestions: `题目数量不能超过${QUESTIONS_MAX}道`,
  groupNameRequired: '分组名称不能为空',
  emptyGroup: '分组下至少需要1道题',
  nestedGroup: '分组不能嵌套',
  contentRequired: '题目内容不能为空',
  fewOptions: '选择题至少需要2个选项',
  optionRequired: '选项内容不能为空',
  optionRepeated: '选项不能重复',
  otherIsAutomatic: '“其他”选项由系统自动添加',
  textHasOptions: '填空题不能设置选项',
  scoreRequired: '满意度选项须填写分值（0-100的整数）',
  selOnlyMultiple: '只有多选题可以设置最少/最多选择',
  selPositive: '最少/最多选择须为正整数',
  selMinOverMax: '最少选择不能大于最多选择',
  selOverOptions: '选择数量不能超过选项数量',
  codeRepeated: '题目编号重复',
} as const;

export const isGroupQuestion = (question: Pick<FormQuestion, 'childList'>): boolean =>
  (question.childList?.length ?? 0) > 0;

export const isMultiple = (type: number): boolean => type === 1 || type === 4;

/** How many choices a multiple question offers (its options, and 其他 for type 4). */
const choiceCount = (question: Pick<FormQuestion, 'questionType' | 'optionList'>): number =>
  question.optionList.length + (question.questionType === 4 ? 1 : 0);

const length = (text: string | undefined): number => Array.from(text ?? '').length;

/** The problems of one question (not a group), in the order a writer would fix them. */
export function questionProblems(kind: FormKind, question: FormQuestion): string[] {
  const problems: string[] = [];
  const M = TEMPLATE_MESSAGES;
  const content = question.questionContent.trim();
  if (!content) problems.push(M.contentRequired);
  else if (length(content) > QUESTION_TEXT_MAX)
    problems.push(`题目内容${maxInputMessage(QUESTION_TEXT_MAX)}`);
  if (length(question.remark) > REMARK_MAX) problems.push(`备注${maxInputMessage(REMARK_MAX)}`);
  const options = question.optionList.map((item) => item.option.trim());
  if (question.questionType === 2) {
    if (options.length > 0) problems.push(M.textHasOptions);
  } else {
    if (options.length < 2) problems.push(M.fewOptions);
    if (options.length > OPTIONS_MAX) problems.push(`选项不能超过${OPTIONS_MAX}个`);
    if (options.some((option) => !option)) problems.push(M.optionRequired);
    if (options.some((option) => length(option) > OPTION_TEXT_MAX))
      problems.push(`选项内容${maxInputMessage(OPTION_TEXT_MAX)}`);
    if (new Set(options.filter(Boolean)).size !== options.filter(Boolean).length)
      problems.push(M.optionRepeated);
    if (
      (question.questionType === 3 || question.questionType === 4) &&
      options.includes(OTHER_OPTION)
    )
      problems.push(M.otherIsAutomatic);
    const badScore = (score: number | undefined) =>
      score === undefined || !Number.isInteger(score) || score < 0 || score > SCORE_MAX;
    if (kind === 'satisfaction' && question.optionList.some((item) => badScore(item.score)))
      problems.push(M.scoreRequired);
  }
  const { selMin, selMax } = question;
  if (selMin !== undefined || selMax !== undefined) {
    const positive = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 1);
    if (!isMultiple(question.questionType)) problems.push(M.selOnlyMultiple);
    else if (!positive(selMin) || !positive(selMax)) problems.push(M.selPositive);
    else if (selMin !== undefined && selMax !== undefined && selMin > selMax)
      problems.push(M.selMinOverMax);
    else if (Math.max(selMin ?? 0, selMax ?? 0) > choiceCount(question))
      problems.push(M.selOverOptions);
  }
  return problems;
}

/** The problems of a group itself (its name, its questions' presence), not of its questions. */
function groupProblems(group: FormQuestion): string[] {
  const problems: string[] = [];
  const name = group.questionContent.trim();
  if (!name) problems.push(TEMPLATE_MESSAGES.groupNameRequired);
  else if (length(name) > GROUP_NAME_MAX)
    problems.push(`分组名称${maxInputMessage(GROUP_NAME_MAX)}`);
  if ((group.childList ?? []).some(isGroupQuestion)) problems.push(TEMPLATE_MESSAGES.nestedGroup);
  return problems;
}

/** A problem and where it is: the index of the top-level entry, and of the question in its group. */
export interface TemplateProblem {
  at: [number] | [number, number];
  where: string;
  msg: string;
}

/**
 * Every problem of a template's questions. An entry is a group when its `childList` is not empty
 * (as QuestionForm reads it); the editor reports an empty group itself (TEMPLATE_MESSAGES.emptyGroup).
 */
export function templateProblems(
  kind: FormKind,
  questionList: readonly FormQuestion[],
): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const M = TEMPLATE_MESSAGES;
  if (questionList.length === 0) problems.push({ at: [0], where: '', msg: M.noQuestions });
  const codes = new Set<string>();
  let count = 0;
  const seeCode = (code: string, at: TemplateProblem['at'], where: string) => {
    if (codes.has(code)) problems.push({ at, where, msg: M.codeRepeated });
    codes.add(code);
  };
  let loose = 0;
  questionList.forEach((entry, i) => {
    if (isGroupQuestion(entry)) {
      const where = `题目分组“${entry.questionContent.trim()}”`;
      groupProblems(entry).forEach((msg) => problems.push({ at: [i], where, msg }));
      const children = entry.childList ?? [];
      seeCode(entry.code, [i], where);
      children.forEach((child, j) => {
        count += 1;
        const childWhere = `${where}第${j + 1}道题目`;
        seeCode(child.code, [i, j], childWhere);
        questionProblems(kind, child).forEach((msg) =>
          problems.push({ at: [i, j], where: childWhere, msg }),
        );
      });
    } else {
      count += 1;
      loose += 1;
      const where = `第${loose}道题目`;
      seeCode(entry.code, [i], where);
      questionProblems(kind, entry).forEach((msg) => problems.push({ at: [i], where, msg }));
    }
  });
  if (count > QUESTIONS_MAX) problems.push({ at: [0], where: '', msg: M.tooManyQuestions });
  return problems;
}

/**
 * The first problem as one message (`题目分组“主诉”第2道题目：选择题至少需要2个选项`), or undefined;
 * worded with 题目 so the contract's refusal does not prefix the field's title again.
 */
export function templateProblem(
  kind: FormKind,
  questionList: readonly FormQuestion[],
): string | undefined {
  const first = templateProblems(kind, questionList)[0];
  if (!first) return undefined;
  return first.where ? `${first.where}：${first.msg}` : first.msg;
}

/** Answerable questions of a template, groups flattened, in paper order. */
export function templateQuestions(questionList: readonly FormQuestion[]): FormQuestion[] {
  return questionList.flatMap((entry) =>
    isGroupQuestion(entry) ? (entry.childList ?? []) : [entry],
  );
}
