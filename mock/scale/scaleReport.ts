/** The personal scale report: a real PDF (pdfkit, Noto Sans SC as the questionnaire report uses). */
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFKitDocument from 'pdfkit';
import { reportFontPath } from '../core/pdf/reportPdf';
import { woffToSfnt } from '../core/pdf/woffToSfnt';
import type { ScaleRow, TestRecordRow } from './types';

const nodeRequire = () => createRequire(path.join(process.cwd(), 'package.json'));
let font: Uint8Array | undefined;

export async function buildScaleReportPdf(scale: ScaleRow, record: TestRecordRow): Promise<Buffer> {
  const PDFDocument = nodeRequire()('pdfkit') as typeof PDFKitDocument;
  font ??= new Uint8Array(woffToSfnt(readFileSync(reportFontPath())));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${record.personName}的量表报告` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font);
  doc.font('cjk');
  doc.fontSize(18).text('个人量表测评报告', { align: 'center' });
  doc.moveDown(0.5).fontSize(11);
  doc.text(`量表：${scale.name}`);
  doc.text(
    `姓名：${record.personName}    账号：${record.username}    部门：${record.deptName || '/'}`,
  );
  doc.text(
    `性别：${record.sex === 0 ? '男' : '女'}    年龄：${record.age}    机构：${record.orgName}`,
  );
  doc.text(
    `答题时间：${record.fillTime}    总分：${record.score ?? '/'}（满分${scale.questions.length * 4}）`,
  );
  doc.moveDown();
  doc.fontSize(13).text('指导语');
  doc.fontSize(11).text(scale.guidance);
  doc.moveDown();
  doc.fontSize(13).text(`题目（共${scale.questions.length}题）`);
  for (const question of scale.questions) doc.fontSize(11).text(question.questionContent);
  doc.moveDown();
  doc.fontSize(11).fillColor('#666666').text('本报告仅供参考，不作为临床诊断依据。');
  doc.end();
  return done;
}
