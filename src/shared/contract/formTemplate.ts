/**
 * Case and satisfaction form templates (shell spec §3 "Question", §4; counselling design "Case and
 * satisfaction forms"): the shapes the form calls (form.ts), the mock and the console share.
 */
import { z } from 'zod';
import { dateTime, id } from './schemas';
import {
  FORM_NAME_MAX,
  OPTIONS_MAX,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  REMARK_MAX,
  SCORE_MAX,
  SEL_MAX,
  TEMPLATE_MESSAGES,
  templateProblem,
} from '../forms/templateRules';
import { maxInputMessage } from '../validation/messages';
import { questionnaireTexts, spacedText } from './questionnaireTexts';

/** The two kinds of template: 个案表单 (case record) and 满意度问卷 (satisfaction survey). */
export const formKind = z
  .literal(['case', 'satisfaction'], { error: '表单类型不正确' })
  .meta({ title: '表单类型', description: 'case 个案表单，satisfaction 满意度问卷' });

/** 0 draft (草稿), 1 to-use (待使用). */
const formStatus = z
  .literal([0, 1], { error: '状态不正确' })
  .meta({ title: '状态', description: '0 草稿，1 待使用' });

const formOption = z.object({
  option: z
    .string()
    .trim()
    .min(1, '选项内容不能为空')
    .max(OPTION_TEXT_MAX, `选项内容最大输入长度${OPTION_TEXT_MAX}`)
    .meta({ title: '选项' }),
  score: z
    .int('分值须为整数')
    .min(0, '分值须为0-100的整数')
    .max(SCORE_MAX, '分值须为0-100的整数')
    .optional()
    .meta({ title: '分值', description: '满意度选项必填' }),
});

const questionFields = {
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, '题目编号须为1-20位字母、数字、_或-')
    .meta({ title: '题目编号' }),
  questionContent: z
    .string()
    .trim()
    .min(1, '题目内容不能为空')
    .max(QUESTION_TEXT_MAX, `题目内容最大输入长度${QUESTION_TEXT_MAX}`)
    .meta({ title: '题目内容', description: '分组时为分组名称' }),
  remark: z
    .string()
    .max(REMARK_MAX, `备注最大输入长度${REMARK_MAX}`)
    .optional()
    .meta({ title: '备注' }),
  isMust: z
    .literal([0, 1], { error: '是否必填不正确' })
    .meta({ title: '是否必填', description: '1 必填' }),
  questionType: z
    .literal([0, 1, 2, 3, 4], { error: '题型不正确' })
    .meta({ title: '题型', description: '0 单选，1 多选，2 填空，3 单选(含其他)，4 多选(含其他)' }),
  optionList: z.array(formOption).max(OPTIONS_MAX, `选项不能超过${OPTIONS_MAX}个`).meta({
    title: '选项',
  }),
  selMin: z.int('最少选择须为正整数').min(1, '最少选择须为正整数').max(SEL_MAX).optional().meta({
    title: '最少选择',
    description: '多选题',
  }),
  selMax: z.int('最多选择须为正整数').min(1, '最多选择须为正整数').max(SEL_MAX).optional().meta({
    title: '最多选择',
    description: '多选题',
  }),
};

/** A question inside a group (groups do not nest). */
const formChildQuestion = z.object({
  ...questionFields,
  childList: z
    .array(z.unknown())
    .max(0, '分组不能嵌套')
    .optional()
    .meta({ title: '分组', description: '分组不能嵌套' }),
});

/** A question, or a group of questions (`childList`, shown as a collapsible panel). */
export const formQuestion = z.object({
  ...questionFields,
  childList: z
    .array(formChildQuestion)
    .optional()
    .meta({ title: '题目', description: '分组内的题目' }),
});

export type FormKind = z.infer<typeof formKind>;
/** A question or a group (typed recursively; the schema stops groups at one level). */
export interface FormQuestion extends Omit<z.infer<typeof formChildQuestion>, 'childList'> {
  childList?: FormQuestion[];
}

/** The template's name and the texts around its questions (the import reads them from a sheet). */
export const formTemplateTexts = z.object({
  name: spacedText(
    '表单名称',
    TEMPLATE_MESSAGES.nameRequired,
    FORM_NAME_MAX,
    `表单名称${maxInputMessage(FORM_NAME_MAX)}`,
  ),
  ...questionnaireTexts,
});

const contentFields = {
  kind: formKind,
  ...formTemplateTexts.shape,
  questionList: z
    .array(formQuestion)
    .meta({ title: '题目', description: '题目或分组（分组的 childList 是它的题目）' }),
};

/** The whole-template rules (templateRules.ts) as one issue on `questionList`. */
function checkTemplate(
  value: { kind: FormKind; questionList: z.infer<typeof formQuestion>[] },
  ctx: z.RefinementCtx,
): void {
  // The schema lets no group nest (a child's childList is empty), so the list is a FormQuestion[].
  const problem = templateProblem(value.kind, value.questionList as FormQuestion[]);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['questionList'] });
}

/** What an editor or an import saves: kind, name, the three texts and questions, checked whole. */
export const formTemplateContent = z.object(contentFields).superRefine(checkTemplate);
/** An edit: the same, with the template's id. */
export const formTemplateEdit = z
  .object({ id: id('表单'), ...contentFields })
  .superRefine(checkTemplate);
export type FormTemplateContent = Omit<z.infer<typeof formTemplateContent>, 'questionList'> & {
  questionList: FormQuestion[];
};

/** One answered question of a fill-in (case record or satisfaction sheet). */
export const formAnswer = z.object({
  code: z.string().min(1).max(20).meta({ title: '题目编号' }),
  values: z
    .array(z.string().max(QUESTION_TEXT_MAX))
    .max(OPTIONS_MAX + 1)
    .meta({ title: '所选选项，填空题为填写内容' }),
  other: z.string().max(QUESTION_TEXT_MAX).optional().meta({ title: '“其他”的内容' }),
});
export type FormAnswer = z.infer<typeof formAnswer>;

/** A template as the lists and the editor read it. */
export const formTemplateRow = z.object({
  id: z.string(),
  orgId: z.string(),
  kind: formKind,
  name: z.string(),
  guidance: z.string().meta({ title: '指导语', description: '填写面板中显示在题目之前' }),
  confidAgreement: z
    .string()
    .meta({ title: '特别声明', description: '可为空；填写面板中显示在指导语之后' }),
  closingWord: z.string().meta({ title: '结束语', description: '填写面板中显示在题目之后' }),
  status: formStatus,
  used: z.literal([0, 1]).meta({ title: '是否使用中（1 使用中）' }),
  questionNum: z.int().min(0).meta({ title: '题目数（不含分组）' }),
  questionList: z.array(formQuestion),
  creatorName: z.string(),
  createTime: dateTime,
  updateTime: dateTime,
});
export type FormTemplate = Omit<z.infer<typeof formTemplateRow>, 'questionList'> & {
  questionList: FormQuestion[];
};

/** What a fill-in panel needs of a template: its texts around the questions, and the questions. */
export const fillInTemplate = formTemplateRow.pick({
  id: true,
  name: true,
  guidance: true,
  confidAgreement: true,
  closingWord: true,
  questionList: true,
});
export type FillInTemplate = Omit<z.infer<typeof fillInTemplate>, 'questionList'> & {
  questionList: FormQuestion[];
};
