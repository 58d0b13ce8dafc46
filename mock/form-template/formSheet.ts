/**
 * The form template spreadsheet (docs/api/forms.md "Import"): the questionnaire's 题目 sheet and
 * parser (questionnaireImport.ts), a 表单信息 sheet with the name, 指导语, 特别声明 and 结束语 (the
 * questionnaire's own 问卷信息 layout), and for satisfaction surveys options written `选项:分值`.
 * A file that breaks a rule is refused with the first reason, in the words of the save call.
 */
import { Buffer } from 'node:buffer';
import type * as XLSX from 'xlsx';
import { sheetJs } from '../core/sheetJs';
import type { z } from 'zod';
import {
  formTemplateTexts,
  type FormKind,
  type FormQuestion,
} from '../../src/shared/contract/formTemplate';
import { FORM_KIND_LABEL } from '../../src/shared/forms/formCodes';
import {
  FORM_NAME_MAX,
  QUESTION_TYPE_LABEL,
  SCORE_MAX,
  templateProblem,
} from '../../src/shared/forms/templateRules';
import { refusalMessage } from '../contract/validate';
import type { QuestionOption } from '../questionnaire/types';
import { TEMPLATE_TEXTS, defaultCaseQuestions } from './formSeed';
import { fail } from '../core/errors';
import {
  QUESTION_HEADER,
  QUESTION_SHEET,
  questionCells,
  readBook,
  readQuestions,
  type OptionReader,
} from '../questionnaire/questionnaireSheet';

const FORM_INFO_SHEET = '表单信息';
const TEMPLATE = '表单模板';
const bad = (msg: string) => fail(10400, msg);

const plainOption: OptionReader = (option) => ({ option });

/** `非常满意:5` (or ：) → option and score; the score is an integer 0-100. */
const scoredOption: OptionReader = (cell, row) => {
  const match = /^(.*\S)\s*[:：]\s*(\d{1,3})$/.exec(cell);
  const score = match ? Number(match[2]) : NaN;
  if (!match || score > SCORE_MAX)
    throw bad(`第${row}行：满意度选项须写成“选项:分值”，分值为0-${SCORE_MAX}的整数`);
  return { option: match[1], score };
};

const scoredCell = (item: QuestionOption) =>
  item.score === undefined ? item.option : `${item.option}:${item.score}`;

type TemplateTexts = z.output<typeof formTemplateTexts>;
type SheetTemplate = TemplateTexts & { questionList: FormQuestion[] };

/** The 表单信息 rows: column A the field, column B its text. */
const INFO_FIELDS: ReadonlyArray<[string, keyof TemplateTexts]> = [
  ['表单名称', 'name'],
  ['指导语', 'guidance'],
  ['特别声明', 'confidAgreement'],
  ['结束语', 'closingWord'],
];

/** The name and texts of the 表单信息 sheet, checked as the save call checks them. */
function readTexts(book: XLSX.WorkBook): TemplateTexts {
  const sheet = book.Sheets[FORM_INFO_SHEET];
  if (!sheet) throw bad(`文件中缺少“${FORM_INFO_SHEET}”工作表，请使用${TEMPLATE}`);
  const rows = sheetJs().utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false });
  const cell = (label: string) => {
    const value = rows.find((row) => String(row[0] ?? '').trim() === label)?.[1];
    return value === undefined || value === null ? '' : String(value);
  };
  const texts = Object.fromEntries(INFO_FIELDS.map(([label, key]) => [key, cell(label)]));
  const parsed = formTemplateTexts.safeParse(texts);
  if (!parsed.success) throw bad(refusalMessage(formTemplateTexts, parsed.error.issues[0]));
  return parsed.data;
}

/** Parses an uploaded template of a kind; throws a 10400 answer with the first reason. */
export function parseFormTemplate(kind: FormKind, data: Buffer): SheetTemplate {
  const book = readBook(data, TEMPLATE);
  const texts = readTexts(book);
  const reader = kind === 'satisfaction' ? scoredOption : plainOption;
  const questionList: FormQuestion[] = readQuestions(book, reader, TEMPLATE);
  const problem = templateProblem(kind, questionList);
  if (problem) throw bad(problem);
  return { ...texts, questionList };
}

/** The downloadable template's examples, with the seed's texts of their kind. */
const EXAMPLES: Record<FormKind, () => SheetTemplate> = {
  case: () => ({
    name: '个案记录表',
    ...TEMPLATE_TEXTS.case,
    questionList: defaultCaseQuestions().slice(0, 5),
  }),
  satisfaction: () => ({
    name: '咨询满意度问卷',
    ...TEMPLATE_TEXTS.satisfaction,
    questionList: [
      {
        code: 'G1',
        questionContent: '咨询体验',
        remark: '',
        isMust: 0,
        questionType: 0,
        optionList: [],
        childList: [
          {
            code: 'Q1',
            questionContent: '您对本次咨询的整体满意度',
            remark: '',
            isMust: 1,
            questionType: 0,
            optionList: [
              { option: '满意', score: 5 },
              { option: '一般', score: 3 },
              { option: '不满意', score: 1 },
            ],
          },
          {
            code: 'Q2',
            questionContent: '您的意见或建议',
            remark: '',
            isMust: 0,
            questionType: 2,
            optionList: [],
          },
        ],
      },
    ],
  }),
};

/** A template as the spreadsheet it could be imported from (parseFormTemplate reads it back). */
export function writeFormTemplate(
  kind: FormKind,
  template: TemplateTexts & { questionList: readonly FormQuestion[] },
): Buffer {
  const book = sheetJs().utils.book_new();
  const info = sheetJs().utils.aoa_to_sheet([
    ['字段', '内容'],
    ...INFO_FIELDS.map(([label, key]) => [label, template[key]]),
  ]);
  info['!cols'] = [{ wch: 12 }, { wch: 60 }];
  const row = (group: string, question: FormQuestion) =>
    questionCells(
      group,
      { ...question, remark: question.remark ?? '', childList: [] },
      kind === 'satisfaction' ? scoredCell : undefined,
    );
  const rows = template.questionList.flatMap((entry) =>
    (entry.childList?.length ?? 0) > 0
      ? (entry.childList ?? []).map((child) => row(entry.questionContent, child))
      : [row('', entry)],
  );
  const questions = sheetJs().utils.aoa_to_sheet([QUESTION_HEADER, ...rows]);
  questions['!cols'] = QUESTION_HEADER.map((_, i) => ({ wch: i === 1 ? 36 : 12 }));
  sheetJs().utils.book_append_sheet(book, info, FORM_INFO_SHEET);
  sheetJs().utils.book_append_sheet(book, questions, QUESTION_SHEET);
  const notes = [
    ['填写说明'],
    [
      `1. 本模板用于导入${FORM_KIND_LABEL[kind]}；表单名称不超过${FORM_NAME_MAX}个字；指导语、结束语必填，特别声明可不填，均不能为纯空格。`,
    ],
    [`2. 题型可填：${Object.values(QUESTION_TYPE_LABEL).join('、')}。`],
    ['3. 是否必填填“是”或“否”；最少选择、最多选择只对多选题生效，可不填。'],
    ['4. 分组相同的题目归为一组；分组可不填。选择题至少填写2个选项；“其他”选项由系统自动添加。'],
    ...(kind === 'satisfaction'
      ? [[`5. 满意度选项写成“选项:分值”，如“满意:5”，分值为0-${SCORE_MAX}的整数。`]]
      : []),
  ];
  sheetJs().utils.book_append_sheet(book, sheetJs().utils.aoa_to_sheet(notes), '填写说明');
  return Buffer.from(sheetJs().write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
}

/** The downloadable template of a kind, with example questions a user can copy. */
export const buildFormTemplate = (kind: FormKind): Buffer =>
  writeFormTemplate(kind, EXAMPLES[kind]());
