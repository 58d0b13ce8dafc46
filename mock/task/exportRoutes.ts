/**
 * Exports of personal data (assessment spec §7): a task's respondents and fill data as real .xlsx,
 * the personal report of a task's fill record or a scale's test record as a real PDF. Each checks
 * its button code, masks mobiles and is logged (personalExport.ts).
 */
import { Buffer } from 'node:buffer';
import { sheetJs } from '../core/sheetJs';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/task';
import { leafQuestions } from '../questionnaire/questionnaires';
import { createRouter, fileAnswer } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { buildReportPdf } from '../core/pdf/reportPdf';
import { PERM } from '../../src/shared/session/permissions';
import { testRecordsOf } from '../scale-data/testRecords';
import { personalExport } from '../core/personalExport';
import { buildScaleReportPdf } from '../scale/scaleReport';
import { scaleOf, tables } from '../scale/scaleHelpers';
import { FILL_STATUS_WORD, SEX_WORD, deptName, fillPeople, recordsOf, taskOf } from './taskAccess';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet whose text cells stay text (a leading = + - @ is never a formula). */
function workbook(sheetName: string, rows: (string | number)[][]): Buffer {
  const sheet = sheetJs().utils.aoa_to_sheet(rows);
  const book = sheetJs().utils.book_new();
  sheetJs().utils.book_append_sheet(book, sheet, sheetName);
  return Buffer.from(sheetJs().write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
}

const safeName = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_');

/** 导出答题人员名单 GET /web/task/exportFillPerson ?taskId&userIdList (+ the list's filters) */
function exportFillPerson(ctx: RouteContext, query: Input<typeof C.exportFillPeople>) {
  const exporter = personalExport(ctx, {
    code: PERM.scaleDataExportExcel,
    what: '答题人员名单',
    router: '/taskManagement',
    leftCode: '16',
  });
  const task = taskOf(ctx, query.taskId);
  const wanted = new Set(query.userIdList);
  const people = fillPeople(ctx, task, query).filter(
    ({ person }) => wanted.size === 0 || wanted.has(person.id),
  );
  if (people.length === 0) throw fail(10400, '没有可导出的人员');
  const header = [
    '序号',
    '姓名',
    '账号',
    '手机号',
    '邮箱',
    '部门',
    '性别',
    '年龄',
    '填写状态',
    '填写时间',
  ];
  const rows = people.map(({ person, record }, index) => [
    index + 1,
    person.name,
    person.username,
    exporter.mobile(person.mobile),
    person.sendMail,
    deptName(ctx, person.deptId) || '/',
    SEX_WORD[person.sex],
    person.age,
    FILL_STATUS_WORD[record?.fillStatus ?? 0],
    record?.fillTime || '/',
  ]);
  const file = workbook('答题人员', [header, ...rows]);
  exporter.record(rows.length);
  return fileAnswer(file, `${safeName(task.name)}-答题人员.xlsx`, XLSX_TYPE);
}

/** 导出问卷填写数据 GET /web/form/exportFormFillData ?formId, taskId, currentOrgId, resultIdList (+ filters) */
function exportFormFillData(ctx: RouteContext, query: Input<typeof C.exportFillData>) {
  const exporter = personalExport(ctx, {
    code: PERM.scaleDataExportExcel,
    what: '问卷填写数据',
    router: '/taskManagement',
    leftCode: '16',
  });
  const task = taskOf(ctx, query.taskId);
  const { formId } = query;
  if (formId && formId !== task.formId) throw fail(10400, '问卷与任务不匹配');
  const form = ctx.db.questionnaires.get(task.formId);
  if (!form) throw fail(10404, '问卷不存在');
  const wanted = new Set(query.resultIdList);
  const filled = fillPeople(ctx, task, query).flatMap(({ person, record }) =>
    record && (wanted.size === 0 || wanted.has(record.id)) ? [{ person, record }] : [],
  );
  if (filled.length === 0) throw fail(10400, '没有可导出的填写数据');
  const questions = leafQuestions(form.quesionList);
  const header = [
    '序号',
    '姓名',
    '账号',
    '部门',
    '填写状态',
    '填写时间',
    ...questions.map((q) => `${q.code}. ${q.questionContent}`),
  ];
  const rows = filled.map(({ person, record }, index) => {
    const byCode = new Map(record.answers.map((answer) => [answer.code, answer]));
    return [
      index + 1,
      person.name,
      person.username,
      deptName(ctx, person.deptId) || '/',
      FILL_STATUS_WORD[record.fillStatus],
      record.fillTime,
      ...questions.map((question) => {
        const answer = byCode.get(question.code);
        if (!answer) return '/';
        return answer.values
          .map((value) => (value === '其他' && answer.other ? `其他：${answer.other}` : value))
          .join('；');
      }),
    ];
  });
  const file = workbook('填写数据', [header, ...rows]);
  exporter.record(rows.length);
  return fileAnswer(file, `${safeName(task.name)}-填写数据.xlsx`, XLSX_TYPE);
}

const pdfAnswer = (pdf: Buffer, fileName: string) => ({
  base64: pdf.toString('base64'),
  fileName: safeName(fileName),
});

type ReportQuery = Input<typeof C.personalReportPdf>;

/** The personal report of a scale's test record (the 测试记录 page). */
async function scaleReportPdf(ctx: RouteContext, { formId = '', resultId, userId }: ReportQuery) {
  const exporter = personalExport(ctx, {
    code: PERM.scaleDataExportPdf,
    what: '个人量表报告',
    router: '/selfScale/scaleData',
    leftCode: '17',
  });
  const scale = scaleOf(ctx, formId);
  const record = testRecordsOf(tables(ctx), scale).find((row) => row.resultId === resultId);
  if (!record) throw fail(10404, '测试记录不存在');
  if (record.fillStatus !== 1) throw fail(10404, '暂无pdf报告');
  if (userId && userId !== record.id) throw fail(10400, '答题人与答题记录不匹配');
  const pdf = await buildScaleReportPdf(scale, record);
  exporter.record(1);
  return pdfAnswer(pdf, `${record.personName}-${scale.name}.pdf`);
}

/** The personal report of a task's fill record (the task's 填写情况 tab). */
async function taskReportPdf(ctx: RouteContext, { resultId, userId }: ReportQuery) {
  const exporter = personalExport(ctx, {
    code: PERM.scaleDataExportPdf,
    what: '个人PDF报告',
    router: '/taskManagement',
    leftCode: '16',
  });
  for (const task of ctx.db.survey.tasks.values()) {
    if (!resultId.startsWith(task.id)) continue;
    const visibleTask = taskOf(ctx, task.id);
    const record = recordsOf(ctx, visibleTask).find((candidate) => candidate.id === resultId);
    if (!record) continue;
    const form = ctx.db.questionnaires.get(visibleTask.formId);
    const person = ctx.db.survey.respondents.get(record.userId);
    if (!form || !person) break;
    if (userId && userId !== person.id) throw fail(10400, '答题人与答题记录不匹配');
    const pdf = await buildReportPdf({
      taskName: visibleTask.name,
      form,
      person: {
        name: person.name,
        username: person.username,
        deptName: deptName(ctx, person.deptId),
        sex: SEX_WORD[person.sex],
        age: person.age,
      },
      fillStatus: FILL_STATUS_WORD[record.fillStatus],
      fillTime: record.fillTime,
      answers: record.answers,
    });
    exporter.record(1);
    return pdfAnswer(pdf, `${person.name}-${form.name}-报告.pdf`);
  }
  throw fail(10404, '暂无pdf报告');
}

/** 个人PDF报告 GET /web/eval/downloadReportPdf ?formId, resultId, userId → {base64, fileName}: a scale's test record when formId is a scale, else a task's fill record */
function downloadReportPdf(ctx: RouteContext, query: ReportQuery) {
  return tables(ctx).scales.has(query.formId ?? '')
    ? scaleReportPdf(ctx, query)
    : taskReportPdf(ctx, query);
}

export const taskExportRoutes = createRouter()
  .handle(C.exportFillPeople, exportFillPerson)
  .handle(C.exportFillData, exportFormFillData)
  .handle(C.personalReportPdf, downloadReportPdf);
