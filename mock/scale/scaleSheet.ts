/**
 * The scale spreadsheet: the template the console offers, and the parser that turns an uploaded
 * .xls/.xlsx into a scale (or one clear Chinese reason why not).
 *
 * - Sheet 量表信息: column A the field (量表名称, 简介, 指导语, 特别声明, 结束语), column B its text.
 * - Sheet 题目: a header row, then one question per row: 题目 | 选项1 | 分值1 | … | 选项6 | 分值6.
 */
import { Buffer } from 'node:buffer';
import type * as XLSX from 'xlsx';
import { sheetJs } from '../core/sheetJs';
import { openSpreadsheet } from '../core/sheetGuard';
import type { ScaleQuestionRow } from './types';
import { fail } from '../core/errors';

const SCALE_INFO_SHEET = '量表信息';
const SCALE_QUESTION_SHEET = '题目';
const MAX_OPTIONS = 6;
const MAX_QUESTIONS = 200;
const SCALE_QUESTION_HEADER = [
  '题目',
  ...Array.from({ length: MAX_OPTIONS }, (_, i) => [`选项${i + 1}`, `分值${i + 1}`]).flat(),
];

export interface ParsedScale {
  name: string;
  introduction: string;
  guidance: string;
  confidAgreement: string;
  closingWord: string;
  questions: ScaleQuestionRow[];
}

const bad = (msg: string) => fail(10400, msg);

/** A sheet as rows of trimmed text cells. */
function rowsOf(sheet: XLSX.WorkSheet): string[][] {
  const rows = sheetJs().utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    defval: '',
    raw: false,
  });
  return rows.map((row) => row.map((cell) => String(cell ?? '').trim()));
}

/** Builds a sheet file from info pairs and question rows (the template, tests, the browser tests). */
export function buildScaleSheet(
  info: [string, string][],
  questions: (string | number)[][],
): Buffer {
  const book = sheetJs().utils.book_new();
  sheetJs().utils.book_append_sheet(
    book,
    sheetJs().utils.aoa_to_sheet([['字段', '内容'], ...info]),
    SCALE_INFO_SHEET,
  );
  sheetJs().utils.book_append_sheet(
    book,
    sheetJs().utils.aoa_to_sheet([SCALE_QUESTION_HEADER, ...questions]),
    SCALE_QUESTION_SHEET,
  );
  return Buffer.from(sheetJs().write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
}

export function buildScaleTemplate(): Buffer {
  const options = ['没有或很少时间', 1, '小部分时间', 2, '相当多时间', 3, '绝大部分时间', 4];
  return buildScaleSheet(
    [
      ['量表名称', '情绪状态自评量表'],
      ['简介', '用于了解最近一周的情绪状态。'],
      ['指导语', '请根据最近一周的实际情况作答。'],
      ['特别声明', '测评结果仅用于心理健康服务。'],
      ['结束语', '感谢您的参与！'],
    ],
    [
      ['我觉得闷闷不乐，情绪低沉', ...options],
      ['我晚上睡眠不好', ...options],
    ],
  );
}

/** Parses an uploaded scale spreadsheet; throws 10400 with the reason. */
export function parseScaleSheet(data: Buffer): ParsedScale {
  // The size checks of the questionnaire import, and no more rows than a scale can have.
  const book = openSpreadsheet(data, MAX_QUESTIONS + 2, '量表模板');
  const infoSheet = book.Sheets[SCALE_INFO_SHEET];
  const questionSheet = book.Sheets[SCALE_QUESTION_SHEET];
  if (!infoSheet || !questionSheet) throw bad('量表文件格式不正确：缺少“量表信息”或“题目”工作表');
  const info = new Map(rowsOf(infoSheet).map(([key, value]) => [key, value ?? '']));
  const name = info.get('量表名称') ?? '';
  if (!name) throw bad('量表文件缺少量表名称');
  if (Array.from(name).length > 30) throw bad('量表名称最大输入长度30');
  const guidance = info.get('指导语') ?? '';
  const closingWord = info.get('结束语') ?? '';
  if (!guidance) throw bad('量表文件缺少指导语');
  if (!closingWord) throw bad('量表文件缺少结束语');

  const body = rowsOf(questionSheet)
    .slice(1)
    .filter((row) => row.some(Boolean));
  if (body.length === 0) throw bad('量表文件没有题目');
  if (body.length > MAX_QUESTIONS) throw bad(`题目不能超过${MAX_QUESTIONS}道`);
  const questions = body.map((row, index): ScaleQuestionRow => {
    const line = index + 2;
    if (!row[0]) throw bad(`第${line}行缺少题目`);
    const optionList = [];
    for (let i = 0; i < MAX_OPTIONS; i += 1) {
      const option = row[1 + i * 2] ?? '';
      const scoreText = row[2 + i * 2] ?? '';
      if (!option && !scoreText) continue;
      if (!option || !/^-?\d+(\.\d+)?$/.test(scoreText))
        throw bad(`第${line}行选项${i + 1}的内容或分值不正确`);
      optionList.push({ option, score: Number(scoreText) });
    }
    if (optionList.length < 2) throw bad(`第${line}行至少需要两个选项`);
    return { code: String(index + 1), questionContent: row[0], optionList };
  });
  return {
    name,
    introduction: info.get('简介') ?? '',
    guidance,
    confidAgreement: info.get('特别声明') ?? '',
    closingWord,
    questions,
  };
}
