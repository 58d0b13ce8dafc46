/**
 * The seeded form templates (counselling design, "Case and satisfaction forms"): the default case
 * template with its nine groups (in use), a draft case template, and three satisfaction surveys
 * (one in use), all of the main organisation; and its six custom visitor fields.
 */
import type { FormKind, FormQuestion } from '../../src/shared/contract/formTemplate';
import type { CustomField } from '../../src/shared/contract/customFieldSchemas';
import { templateQuestions } from '../../src/shared/forms/templateRules';
import type { IdSource } from '../core/ids';
import type { FormTables, FormTemplateRow } from './types';
import { DAY_MS, formatDateTime, seedAnchor } from '../core/time';

let next = 0;
const q = (
  questionContent: string,
  questionType: FormQuestion['questionType'],
  options: Array<string | [string, number]> = [],
  extra: Partial<FormQuestion> = {},
): FormQuestion => ({
  code: `Q${(next += 1)}`,
  questionContent,
  remark: '',
  isMust: 1,
  questionType,
  optionList: options.map((item) =>
    Array.isArray(item) ? { option: item[0], score: item[1] } : { option: item },
  ),
  ...extra,
});
const optional = { isMust: 0 as const };
const group = (code: string, questionContent: string, childList: FormQuestion[]): FormQuestion => ({
  code,
  questionContent,
  remark: '',
  isMust: 0,
  questionType: 0,
  optionList: [],
  childList,
});

/** Builds a question list with codes Q1… in paper order (groups G1…). */
function paper(build: () => FormQuestion[]): FormQuestion[] {
  next = 0;
  return build();
}

/** The default case template of the design page: nine groups, the risk level in 风险评估. */
export const defaultCaseQuestions = (): FormQuestion[] =>
  paper(() => [
    group('G1', '基本信息', [
      q('本次咨询次数', 0, ['首次', '第2-5次', '第6次及以上']),
      q('来访者当前状态', 1, ['在职', '在读', '待业', '退休'], { ...optional, selMax: 2 }),
    ]),
    group('G2', '主诉', [q('来访者主诉', 2, [], { remark: '用来访者自己的话概括' })]),
    group('G3', '问题表现', [
      q('主要问题类型', 4, ['情绪困扰', '人际关系', '学业工作压力', '家庭婚恋', '睡眠问题'], {
        selMin: 1,
        selMax: 3,
      }),
      q('问题持续时间', 0, ['一周以内', '一个月以内', '三个月以内', '三个月以上']),
      q('表现描述', 2, [], optional),
    ]),
    group('G4', '个人史与社会支持', [
      q('社会支持情况', 3, ['良好', '一般', '较差']),
      q('个人史与家庭背景', 2, [], optional),
    ]),
    group('G5', '风险评估', [
      q('是否有自杀或自伤意念', 0, ['无', '偶有', '频繁']),
      q('是否有自杀计划', 0, ['无', '有']),
      q('是否有实施手段', 0, ['无', '有']),
      q('既往自杀或自伤史', 0, ['无', '有']),
      q('是否有伤害他人的风险', 0, ['无', '有']),
      q('风险等级', 0, ['低', '中', '高'], { remark: '低：正常；中：需关注；高：危机' }),
    ]),
    group('G6', '评估印象', [q('咨询师评估印象', 2, [])]),
    group('G7', '本次干预', [
      q('使用的干预方法', 4, ['倾听与共情', '认知调整', '放松训练', '问题解决'], optional),
      q('干预过程记录', 2, []),
    ]),
    group('G8', '作业与下次计划', [
      q('布置的作业', 2, [], optional),
      q('下次咨询计划', 0, ['继续咨询', '结束咨询', '视情况而定']),
    ]),
    group('G9', '转介建议', [
      q('是否需要转介', 3, ['不需要', '精神科就诊', '其他咨询师']),
      q('转介说明', 2, [], optional),
    ]),
  ]);

const draftCaseQuestions = (): FormQuestion[] =>
  paper(() => [
    group('G1', '基本情况', [
      q('本次咨询主题', 2, []),
      q('来访者情绪状态', 0, ['平稳', '焦虑', '低落', '激动']),
    ]),
    group('G2', '风险评估', [q('风险等级', 0, ['低', '中', '高'])]),
    group('G3', '小结', [q('咨询小结', 2, [], optional)]),
  ]);

const SATISFIED: Array<[string, number]> = [
  ['非常满意', 5],
  ['满意', 4],
  ['一般', 3],
  ['不满意', 2],
  ['非常不满意', 1],
];

const satisfactionQuestions = (short: boolean): FormQuestion[] =>
  paper(() => [
    group('G1', '咨询体验', [
      q('您对本次咨询的整体满意度', 0, SATISFIED),
      q('您对咨询师专业能力的评价', 0, SATISFIED),
      ...(short ? [] : [q('您对预约流程的满意度', 0, SATISFIED)]),
    ]),
    group('G2', '建议', [
      q(
        '您最认可本次咨询的哪些方面',
        4,
        [
          ['倾听', 5],
          ['建议实用', 5],
          ['环境舒适', 4],
        ],
        {
          ...optional,
          selMax: 2,
        },
      ),
      q('您的意见或建议', 2, [], optional),
    ]),
  ]);

type TemplateTexts = Pick<FormTemplateRow, 'guidance' | 'confidAgreement' | 'closingWord'>;

/** What a counsellor (case) or a visitor (satisfaction) reads before and after the questions. */
export const TEMPLATE_TEXTS: Record<FormKind, TemplateTexts> = {
  case: {
    guidance:
      '请在会谈结束后24小时内完成本记录。依据会谈内容如实、客观填写，风险评估部分须逐项填写；风险等级为“高”时，请立即按机构危机干预流程处理并通知督导。',
    confidAgreement:
      '本记录为来访者的保密资料，仅供本机构咨询与督导使用。未经来访者书面同意不得向任何第三方披露，法律规定及来访者或他人生命安全受到威胁的情形除外。',
    closingWord: '提交前请再次核对风险评估与下次计划。感谢您认真、及时的记录。',
  },
  satisfaction: {
    guidance:
      '感谢您使用本机构的心理咨询服务。请根据本次咨询的真实感受作答，约需2分钟，没有对错之分。',
    confidAgreement: '您的回答仅用于改进服务质量，不会影响您后续接受咨询。',
    closingWord: '问卷到此结束，感谢您的宝贵意见！如有需要，欢迎随时联系我们。',
  },
};

interface Draft {
  kind: FormKind;
  name: string;
  /** Texts of its own; otherwise those of its kind. */
  texts?: TemplateTexts;
  status: 0 | 1;
  used: 0 | 1;
  questions: () => FormQuestion[];
  daysAgo: number;
}

const DRAFTS: readonly Draft[] = [
  {
    kind: 'case',
    name: '默认个案表单',
    status: 1,
    used: 1,
    questions: defaultCaseQuestions,
    daysAgo: 90,
  },
  {
    kind: 'case',
    name: '简版个案记录',
    status: 0,
    used: 0,
    questions: draftCaseQuestions,
    daysAgo: 12,
  },
  {
    kind: 'satisfaction',
    name: '咨询满意度问卷',
    status: 1,
    used: 1,
    questions: () => satisfactionQuestions(false),
    daysAgo: 90,
  },
  {
    kind: 'satisfaction',
    name: '满意度回访（简版）',
    // 特别声明 is optional: the short survey has none.
    texts: { ...TEMPLATE_TEXTS.satisfaction, confidAgreement: '' },
    status: 1,
    used: 0,
    questions: () => satisfactionQuestions(true),
    daysAgo: 40,
  },
  {
    kind: 'satisfaction',
    name: '新版满意度问卷（草稿）',
    status: 0,
    used: 0,
    questions: () => satisfactionQuestions(false),
    daysAgo: 5,
  },
];

const FIELDS: ReadonlyArray<
  Omit<CustomField, 'id' | 'orgId' | 'createTime' | 'updateTime' | 'sort'>
> = [
  { name: '工号', fieldType: 'text', options: [], required: 0, enabled: 1 },
  {
    name: '所在部门',
    fieldType: 'single',
    options: ['行政', '研发', '生产', '销售', '其他'],
    required: 0,
    enabled: 1,
  },
  { name: '入职日期', fieldType: 'date', options: [], required: 0, enabled: 1 },
  { name: '既往咨询次数', fieldType: 'number', options: [], required: 0, enabled: 1 },
  {
    name: '希望咨询时段',
    fieldType: 'multiple',
    options: ['工作日白天', '工作日晚上', '周末'],
    required: 0,
    enabled: 1,
  },
  { name: '紧急联系人电话（旧）', fieldType: 'text', options: [], required: 0, enabled: 0 },
];

/** The form tables of a new store: cheap (five templates, six fields), built fresh per store. */
export function seedForms(
  ids: IdSource,
  orgId: string,
  creatorName: string,
  clock: number,
): FormTables {
  const anchor = seedAnchor(clock);
  const templates = new Map<string, FormTemplateRow>();
  const defaults: Partial<Record<FormKind, string>> = {};
  for (const draft of DRAFTS) {
    const id = ids.next('formTemplate');
    const questionList = draft.questions();
    const time = formatDateTime(anchor - draft.daysAgo * DAY_MS);
    templates.set(id, {
      id,
      orgId,
      kind: draft.kind,
      name: draft.name,
      ...(draft.texts ?? TEMPLATE_TEXTS[draft.kind]),
      status: draft.status,
      used: draft.used,
      questionNum: templateQuestions(questionList).length,
      questionList,
      creatorName,
      createTime: time,
      updateTime: time,
    });
    if (draft.used) defaults[draft.kind] ??= id;
  }
  const createTime = formatDateTime(anchor - 60 * DAY_MS);
  const customFields = new Map(
    FIELDS.map((field, sort) => {
      const id = ids.next('customField');
      return [
        id,
        {
          ...field,
          options: [...field.options],
          id,
          orgId,
          sort,
          createTime,
          updateTime: createTime,
        },
      ];
    }),
  );
  if (!defaults.case || !defaults.satisfaction) throw new Error('a default template is missing');
  return {
    templates,
    defaults: { case: defaults.case, satisfaction: defaults.satisfaction },
    customFields,
  };
}
