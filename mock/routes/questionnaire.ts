/** Questionnaires (assessment spec §2, §7 "Questionnaires"): list, detail, paper, import, edit, delete, template. */
import type { QuestionnaireRow } from '../db/assessmentTypes';
import { nextId } from '../db';
import { formatDateTime } from '../db/time';
import { createRouter, fail, fileAnswer, ok, page, textField, type RouteContext } from '../router';
import { PERM } from '../../src/shared/session/permissions';
import { storeFile } from './file';
import { requireIdentity, requirePermission } from './guards';
import { idParam, questionnaireOf, questionnaireView, visibleOrgIds } from './questionnaireAccess';
import {
  MAX_SHEET_BYTES,
  buildTemplate,
  parseQuestionnaire,
  spreadsheetKind,
} from './questionnaireImport';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function timeFilter(ctx: RouteContext, key: string): string {
  const value = textField(ctx.req.query, key).trim();
  if (value && !DATE_TIME.test(value)) throw fail(10400, '时间格式不正确');
  return value;
}

/** 问卷分页 GET /api/form/getPaperPage */
function getPaperPage(ctx: RouteContext) {
  const orgs = visibleOrgIds(ctx);
  const name = textField(ctx.req.query, 'name').trim();
  const startTime = timeFilter(ctx, 'startTime');
  const endTime = timeFilter(ctx, 'endTime');
  const rows = [...ctx.db.questionnaires.values()]
    .filter(
      (row) =>
        orgs.has(row.orgId) &&
        (!name || row.name.includes(name)) &&
        (!startTime || row.createTime >= startTime) &&
        (!endTime || row.createTime <= endTime),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
  const answer = page(rows, ctx.req.query);
  return { total: answer.total, rows: answer.rows.map((row) => questionnaireView(ctx, row)) };
}

/** 问卷详情 GET /api/form/detail */
function detail(ctx: RouteContext) {
  return questionnaireView(ctx, questionnaireOf(ctx, idParam(ctx)));
}

/** 问卷试卷（题目） GET /api/question/getFormPaper */
function getFormPaper(ctx: RouteContext) {
  const row = questionnaireOf(ctx, idParam(ctx, 'formId'));
  return { ...questionnaireView(ctx, row), quesionList: row.quesionList };
}

const blank = (value: string) => value.trim() === '';

/** 编辑问卷 (POST /api/form/edit with a questionnaire id, routed by scale.ts) {id, name, guidance, confidAgreement, closingWord} */
export function editQuestionnaire(ctx: RouteContext) {
  requirePermission(ctx, PERM.questionnaireEdit);
  const body = ctx.req.body;
  const row = questionnaireOf(ctx, textField(body, 'id'));
  const name = textField(body, 'name');
  const guidance = textField(body, 'guidance');
  const closingWord = textField(body, 'closingWord');
  const confidAgreement = textField(body, 'confidAgreement');
  if (blank(name)) throw fail(10400, '请输入问卷名称');
  if (Array.from(name.trim()).length > 30) throw fail(10400, '最大输入长度30');
  if (blank(guidance)) throw fail(10400, '请输入指导语');
  if (blank(closingWord)) throw fail(10400, '请输入结束语');
  if (confidAgreement !== '' && blank(confidAgreement)) throw fail(10400, '特别声明不能为纯空格');
  row.name = name.trim();
  row.guidance = guidance.trim();
  row.closingWord = closingWord.trim();
  row.confidAgreement = confidAgreement.trim();
  return ok(null, '编辑成功');
}

/** 删除问卷 POST /api/form/delete {id} */
function remove(ctx: RouteContext) {
  requirePermission(ctx, PERM.questionnaireDelete);
  const row = questionnaireOf(ctx, textField(ctx.req.body, 'id'));
  const used = [...ctx.db.survey.tasks.values()].some((task) => task.formId === row.id);
  if (used) throw fail(10409, '该问卷已被任务使用，不能删除');
  ctx.db.questionnaires.delete(row.id);
  return ok(null, '删除成功');
}

/** 导入问卷 POST /api/eval/importQuestionnaire multipart {excelFile} */
function importQuestionnaire(ctx: RouteContext) {
  const identity = requirePermission(ctx, PERM.questionnaireUpload);
  const upload = ctx.req.files.find((file) => file.field === 'excelFile');
  if (!upload || upload.data.length === 0) throw fail(10400, '请选择要上传的问卷文件');
  if (upload.data.length > MAX_SHEET_BYTES) throw fail(10400, '文件大小不能超过2MB');
  const kind = spreadsheetKind(upload.name, upload.data);
  if (!kind) throw fail(10400, '只能上传 .xls/.xlsx 格式文件');
  const parsed = parseQuestionnaire(upload.data);
  // Everything checked: store the file (under a generated name, never the client's) and the questionnaire.
  const { url } = storeFile(ctx, upload.data, kind, 'eval_form');
  const row: QuestionnaireRow = {
    id: nextId(ctx.db, 'questionnaire'),
    createTime: formatDateTime(ctx.now),
    source: ctx.db.orgs.get(identity.orgId)?.orgType === 2 ? 1 : 0,
    orgId: identity.orgId,
    fileUrl: url,
    ...parsed,
  };
  ctx.db.questionnaires.set(row.id, row);
  return ok({ id: row.id }, '导入成功');
}

/** 下载问卷导入模板 GET /web/eval/downloadQuestionnaireTemplate */
function downloadTemplate(ctx: RouteContext) {
  requireIdentity(ctx);
  return fileAnswer(buildTemplate(), '问卷导入模板.xlsx', XLSX_TYPE);
}

export const questionnaireRoutes = createRouter()
  .get('/api/form/getPaperPage', getPaperPage)
  .get('/api/form/detail', detail)
  .get('/api/question/getFormPaper', getFormPaper)
  .post('/api/form/delete', remove)
  .post('/api/eval/importQuestionnaire', importQuestionnaire)
  .get('/web/eval/downloadQuestionnaireTemplate', downloadTemplate);
