/** The personal questionnaire report: a real PDF (pdfkit) in Noto Sans SC, so the answers read in Chinese. */
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { woffToSfnt } from './woffToSfnt';
import type PDFKitDocument from 'pdfkit';
import { QUESTION_TYPE_LABEL } from '../../../src/shared/forms/templateRules';
import type { AnswerRow, QuestionnaireRow, QuestionType } from '../../questionnaire/types';

/**
 * Node's own require from the project root: pdfkit's Node build and the font file resolve the
 * same under tsx, webpack-dev-server and Jest (whose jsdom environment would pick the browser build).
 */
const nodeRequire = () => createRequire(path.join(process.cwd(), 'package.json'));

/** The CJK font shipped by @fontsource/noto-sans-sc (simplified Chinese plus Latin and digits). */
export function reportFontPath(): string {
  return nodeRequire().resolve(
    '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
  );
}

let fontBytes: Uint8Array | undefined;

/** The font as TrueType bytes of this realm (pdfkit checks `instanceof Uint8Array`; under Jest a Buffer is of another realm). */
function reportFont(): Uint8Array {
  fontBytes ??= new Uint8Array(woffToSfnt(readFileSync(reportFontPath())));
  return fontBytes;
}

export interface ReportInput {
  taskName: string;
  form: QuestionnaireRow;
  person: { name: string; username: string; deptName: string; sex: string; age: number };
  fillStatus: string;
  fillTime: string;
  answers: AnswerRow[];
}

function answerText(answer: AnswerRow | undefined): string {
  if (!answer || answer.values.length === 0) return '未作答';
  return answer.values
    .map((value) => (value === '其他' && answer.other ? `其他：${answer.other}` : value))
    .join('；');
}

/** A question as a paper prints it (a questionnaire's, or a case or satisfaction template's). */
interface PaperQuestion {
  code: string;
  questionContent: string;
  questionType: QuestionType;
  isMust: number;
  childList?: readonly PaperQuestion[];
}

/** A paper of questions and answers: a centred title, header lines, then each question and its answer. */
export interface AnswerPaper {
  /** The document's title in the reader's window. */
  docTitle: string;
  heading: string;
  lines: string[];
  questions: readonly PaperQuestion[];
  answers: readonly AnswerRow[];
}

/** Writes the paper as a real PDF in Noto Sans SC; resolves with its bytes. */
export async function buildAnswerPdf(paper: AnswerPaper): Promise<Buffer> {
  const PDFDocument = nodeRequire()('pdfkit') as typeof PDFKitDocument;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: paper.docTitle } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', reportFont());
  doc.font('cjk');
  doc.fontSize(18).text(paper.heading, { align: 'center' });
  doc.moveDown(0.5);
  doc.fontSize(11);
  for (const line of paper.lines) doc.text(line);
  doc.moveDown();
  const byCode = new Map(paper.answers.map((answer) => [answer.code, answer]));
  const write = (questions: readonly PaperQuestion[]) => {
    for (const question of questions) {
      if ((question.childList?.length ?? 0) > 0) {
        doc.fontSize(13).text(question.questionContent);
        doc.moveDown(0.3);
        write(question.childList ?? []);
        continue;
      }
      doc
        .fontSize(11)
        .text(
          `${question.code}. ${question.questionContent}（${QUESTION_TYPE_LABEL[question.questionType]}${question.isMust ? '，必填' : ''}）`,
        );
      doc
        .fontSize(11)
        .fillColor('#1677ff')
        .text(`答：${answerText(byCode.get(question.code))}`);
      doc.fillColor('black').moveDown(0.4);
    }
  };
  write(paper.questions);
  doc.end();
  return done;
}

/** Builds the report; resolves with the PDF's bytes. */
export function buildReportPdf(input: ReportInput): Promise<Buffer> {
  const p = input.person;
  return buildAnswerPdf({
    docTitle: `${p.name}的问卷报告`,
    heading: '个人问卷报告',
    lines: [
      `任务：${input.taskName}`,
      `问卷：${input.form.name}`,
      `姓名：${p.name}    账号：${p.username}    部门：${p.deptName || '/'}`,
      `性别：${p.sex}    年龄：${p.age}    填写状态：${input.fillStatus}    填写时间：${input.fillTime}`,
    ],
    questions: input.form.quesionList,
    answers: input.answers,
  });
}
