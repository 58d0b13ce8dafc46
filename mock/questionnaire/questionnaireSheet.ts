/**
 * The questionnaire spreadsheet: the template the console downloads, and the parser that turns
 * an uploaded .xls/.xlsx into a questionnaire (or one clear Chinese reason why not).
 *
 * Layout (sheet names are fixed):
 * - 问卷信息: column A the field (问卷名称, 指导语, 特别声明, 结束语), column B its text.
 * - 题目: a header row, then one question per row: 分组 | 题目 | 题型 | 是否必填 | 最少选择 |
 *   最多选择 | 备注 | 选项1 … 选项10. Rows with the same 分组 become one group (childList).
 */
import { Buffer } from 'node:buffer';
import type * as XLSX from 'xlsx';
import { sheetJs } from '../core/sheetJs';
import { QUESTION_TYPE_LABEL } from '../../src/shared/forms/templateRules';
import type { QuestionOption, QuestionRow, QuestionType } from './types';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { contentKind, type Kind } from '../core/files';
import { openSpreadsheet } from '../core/sheetGuard';

const INFO_SHEET = '问卷信息';
export const QUESTION_SHEET = '题目';
export const QUESTION_HEADER = [
  '分组',
  '题目',
  '题型',
  '是否必填',
  '最少选择',
  '最多选择',
  '备注',
  ...Array.from({ length: 10 }, (_, i) => `选项${i + 1}`),
];
const MAX_SHEET_BYTES = 2 * 1024 * 1024;
const MAX_QUESTIONS = 200;
const OPTION_COLUMNS = 7;

/** 题型 words of the template; the digits 0-4 are accepted too. */
const TYPE_WORDS: Record<string, QuestionType> = Object.fromEntries(
  Object.entries(QUESTION_TYPE_LABEL).map(([type, word]) => [word, Number(type) as QuestionType]),
);

export interface ParsedQuestionnaire {
  name: string;
  guidance: string;
  confidAgreement: string;
  closingWord: string;
  quesionList: QuestionRow[];
}

const bad = (msg: string) => fail(10400, msg);

/** One row of the 题目 sheet for a question (of the group named, or none). */
export function questionCells(
  group: string,
  question: QuestionRow,
  optionCell: (item: QuestionOption) => string = (item) => item.option,
): Array<string | number> {
  return [
    group,
    question.questionContent,
    QUESTION_TYPE_LABEL[question.questionType],
    question.isMust === 1 ? '是' : '否',
    question.selMin ?? '',
    question.selMax ?? '',
    question.remark,
    ...question.optionList.map(optionCell),
  ];
}

/** The 问卷信息 and 题目 sheets of a questionnaire, in the layout the parser reads. */
function questionnaireBook(questionnaire: ParsedQuestionnaire): XLSX.WorkBook {
  const book = sheetJs().utils.book_new();
  const info = sheetJs().utils.aoa_to_sheet([
    ['字段', '内容'],
    ['问卷名称', questionnaire.name],
    ['指导语', questionnaire.guidance],
    ['特别声明', questionnaire.confidAgreement],
    ['结束语', questionnaire.closingWord],
  ]);
  info['!cols'] = [{ wch: 12 }, { wch: 60 }];
  const rows = questionnaire.quesionList.flatMap((question) =>
    question.childList.length > 0
      ? question.childList.map((child) => questionCells(question.questionContent, child))
      : [questionCells('', question)],
  );
  const questions = sheetJs().utils.aoa_to_sheet([QUESTION_HEADER, ...rows]);
  questions['!cols'] = QUESTION_HEADER.map((_, i) => ({ wch: i === 1 ? 36 : 12 }));
  sheetJs().utils.book_append_sheet(book, info, INFO_SHEET);
  sheetJs().utils.book_append_sheet(book, questions, QUESTION_SHEET);
  return book;
}

const toBuffer = (book: XLSX.WorkBook) =>
  Buffer.from(sheetJs().write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);

/** A questionnaire as the spreadsheet it could be imported from (parseQuestionnaire reads it back). */
export function writeQuestionnaire(questionnaire: ParsedQuestionnaire): Buffer {
  return toBuffer(questionnaireBook(questionnaire));
}

const example = (
  questionContent: string,
  questionType: QuestionType,
  isMust: 0 | 1,
  options: string[],
  extra: Partial<QuestionRow> = {},
): QuestionRow => ({
  code: '',
  questionContent,
  remark: '',
  isMust,
  questionType,
  optionList: options.map((option) => ({ option })),
  childList: [],
  ...extra,
});

const group = (questionContent: string, childList: QuestionRow[]): QuestionRow => ({
  ...example(questionContent, 0, 0, []),
  childList,
});

/** The template spreadsheet, with an example question of each kind a user can copy. */
export function buildTemplate(): Buffer {
  const book = questionnaireBook({
    name: '员工心理健康调查问卷',
    guidance: '请根据您最近两周的真实感受作答，答案没有对错之分。',
    confidAgreement: '本问卷结果仅用于心理健康服务，我们将保护您的隐私。',
    closingWord: '问卷到此结束，感谢您的参与！',
    quesionList: [
      group('基本情况', [
        example('您目前的睡眠质量如何？', 0, 1, ['很好', '一般', '较差']),
        example('您平时缓解压力的方式有哪些？', 1, 1, ['运动', '听音乐', '倾诉', '阅读'], {
          selMin: 1,
          selMax: 3,
          remark: '最多选3项',
        }),
        example('请描述您最近遇到的主要困扰。', 2, 0, []),
      ]),
      group('服务需求', [
        example('您最希望获得哪类心理服务？', 3, 1, ['个体咨询', '团体辅导']),
        example('您了解心理知识的渠道有哪些？', 4, 0, ['培训', '网络', '书籍']),
      ]),
    ],
  });
  const instructions = sheetJs().utils.aoa_to_sheet([
    ['填写说明'],
    ['1. 题型可填：单选题、多选题、填空题、单选题(含其他)、多选题(含其他)。'],
    ['2. 是否必填填“是”或“否”；最少选择、最多选择只对多选题生效，可不填。'],
    ['3. 分组相同的题目归为一组；分组可不填。'],
    ['4. 选择题至少填写2个选项；“其他”选项由系统自动添加。'],
  ]);
  sheetJs().utils.book_append_sheet(book, instructions, '填写说明');
  return toBuffer(book);
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value).trim();

/** Rows of a sheet read at most; a longer sheet is refused rather than read in full. */
const MAX_SHEET_ROWS = 1000;

/** Opens an upload (at most MAX_SHEET_ROWS rows a sheet); `template` names the template in the messages. */
export function readBook(data: Buffer, template = '问卷模板'): XLSX.WorkBook {
  const book = openSpreadsheet(data, MAX_SHEET_ROWS);
  for (const name of book.SheetNames) {
    const full = book.Sheets[name]['!fullref'];
    if (full && sheetJs().utils.decode_range(full).e.r + 1 > MAX_SHEET_ROWS)
      throw bad(`工作表“${name}”超过${MAX_SHEET_ROWS}行，请使用${template}`);
  }
  if (book.SheetNames.length === 0) throw bad(`文件中没有工作表，请使用${template}`);
  return book;
}

function readInfo(book: XLSX.WorkBook) {
  const sheet = book.Sheets[INFO_SHEET];
  if (!sheet) throw bad(`文件中缺少“${INFO_SHEET}”工作表，请使用问卷模板`);
  const rows = sheetJs().utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false });
  const field = (label: string) => text(rows.find((row) => text(row[0]) === label)?.[1]);
  const info = {
    name: field('问卷名称'),
    guidance: field('指导语'),
    confidAgreement: field('特别声明'),
    closingWord: field('结束语'),
  };
  if (!info.name) throw bad('问卷名称不能为空');
  if (Array.from(info.name).length > 30) throw bad('问卷名称最大输入长度30');
  if (!info.guidance) throw bad('指导语不能为空');
  if (!info.closingWord) throw bad('结束语不能为空');
  return info;
}

function count(value: unknown, row: number, label: string): number | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1) throw bad(`第${row}行：${label}须为正整数`);
  return Number(raw);
}

function typeOf(value: unknown, row: number): QuestionType {
  const raw = text(value).replace(/（/g, '(').replace(/）/g, ')').replace(/\s/g, '');
  if (!raw) throw bad(`第${row}行：题型不能为空`);
  const type = /^[0-4]$/.test(raw) ? (Number(raw) as QuestionType) : TYPE_WORDS[raw];
  if (type === undefined) throw bad(`第${row}行：无法识别的题型“${text(value)}”`);
  return type;
}

/** Reads one option cell; the questionnaire scores options by their place (1, 2, …). */
export type OptionReader = (cell: string, row: number, index: number) => QuestionOption;
const rankedOption: OptionReader = (option, _row, index) => ({ option, score: index + 1 });

function questionOf(
  cells: unknown[],
  row: number,
  code: string,
  readOption: OptionReader,
): QuestionRow {
  const questionContent = text(cells[1]);
  if (!questionContent) throw bad(`第${row}行：题目不能为空`);
  const questionType = typeOf(cells[2], row);
  const must = text(cells[3]);
  if (must && !['是', '否', '1', '0'].includes(must))
    throw bad(`第${row}行：是否必填只能填“是”或“否”`);
  const optionList = cells
    .slice(OPTION_COLUMNS)
    .map(text)
    .filter((option) => option !== '')
    .map((cell, index) => readOption(cell, row, index));
  const options = optionList.map((item) => item.option);
  const choice = questionType !== 2;
  if (choice && options.length < 2) throw bad(`第${row}行：选择题至少需要2个选项`);
  if (new Set(options).size !== options.length) throw bad(`第${row}行：选项不能重复`);
  const selMin = count(cells[4], row, '最少选择');
  const selMax = count(cells[5], row, '最多选择');
  const multiple = questionType === 1 || questionType === 4;
  if (multiple && selMin !== undefined && selMax !== undefined && selMin > selMax) {
    throw bad(`第${row}行：最少选择不能大于最多选择`);
  }
  const total = options.length + (questionType === 4 ? 1 : 0);
  if (multiple && ((selMin ?? 0) > total || (selMax ?? 0) > total)) {
    throw bad(`第${row}行：选择数量不能超过选项数量`);
  }
  return {
    code,
    questionContent,
    remark: text(cells[6]),
    isMust: must === '是' || must === '1' ? 1 : 0,
    questionType,
    optionList: choice ? optionList : [],
    childList: [],
    ...(multiple && selMin !== undefined ? { selMin } : {}),
    ...(multiple && selMax !== undefined ? { selMax } : {}),
  };
}

/** The 题目 sheet as questions and groups; `template` names the template in the messages. */
export function readQuestions(
  book: XLSX.WorkBook,
  readOption: OptionReader = rankedOption,
  template = '问卷模板',
): QuestionRow[] {
  const sheet = book.Sheets[QUESTION_SHEET];
  if (!sheet) throw bad(`文件中缺少“${QUESTION_SHEET}”工作表，请使用${template}`);
  const rows = sheetJs().utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    blankrows: true,
    defval: '',
  });
  const body = rows
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((cell) => text(cell) !== ''));
  if (body.length === 0) throw bad('文件中没有题目，请按模板填写后再上传');
  if (body.length > MAX_QUESTIONS) throw bad(`题目数量不能超过${MAX_QUESTIONS}道`);
  const list: QuestionRow[] = [];
  const groups = new Map<string, QuestionRow>();
  body.forEach(({ cells, row }, index) => {
    const question = questionOf(cells, row, `Q${index + 1}`, readOption);
    const groupName = text(cells[0]);
    if (!groupName) {
      list.push(question);
      return;
    }
    let group = groups.get(groupName);
    if (!group) {
      group = {
        code: `G${groups.size + 1}`,
        questionContent: groupName,
        remark: '',
        isMust: 0,
        questionType: 0,
        optionList: [],
        childList: [],
      };
      groups.set(groupName, group);
      list.push(group);
    }
    group.childList.push(question);
  });
  return list;
}

/** Parses an uploaded questionnaire; throws a 10400 answer with the reason when it cannot. */
export function parseQuestionnaire(data: Buffer): ParsedQuestionnaire {
  const book = readBook(data);
  const info = readInfo(book);
  return { ...info, quesionList: readQuestions(book) };
}

/** The spreadsheet kind (xls or xlsx) by the first bytes, if the name's extension says the same. */
function spreadsheetKind(name: string, data: Buffer): Kind | undefined {
  const kind = contentKind(data);
  if (!kind || kind.image) return undefined;
  return name.toLowerCase().endsWith(`.${kind.extension}`) ? kind : undefined;
}

/** The uploaded spreadsheet of a field, checked for presence, size (2MB) and kind (xls/xlsx). */
export function uploadedSheet(
  ctx: RouteContext,
  field: string,
  missing: string,
): { data: Buffer; kind: Kind } {
  const upload = ctx.req.files.find((file) => file.field === field);
  if (!upload || upload.data.length === 0) throw fail(10400, missing);
  if (upload.data.length > MAX_SHEET_BYTES) throw fail(10400, '文件大小不能超过2MB');
  const kind = spreadsheetKind(upload.name, upload.data);
  if (!kind) throw fail(10400, '只能上传 .xls/.xlsx 格式文件');
  return { data: upload.data, kind };
}
