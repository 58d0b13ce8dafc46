/** Questionnaires (assessment spec §2, §7 "Questionnaires"): list, detail, paper, import, edit, delete, template. */
import type { QuestionnaireRow } from './types';
import { nextId } from '../db';
import { formatDateTime } from '../core/time';
import { createRouter, fileAnswer, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/questionnaire';
import type * as S from '../../src/shared/contract/scale';
import { MESSAGES } from '../../src/shared/validation/messages';
import { PERM } from '../../src/shared/session/permissions';
import { storeFile } from '../core/files';
import { requireIdentity, requirePermission } from '../core/guards';
import { questionnaireOf, questionnaireView } from './questionnaireAccess';
import { visibleOrgIds } from '../core/scope';
import { between } from '../scale/scaleHelpers';
import { buildTemplate, parseQuestionnaire, uploadedSheet } from './questionnaireSheet';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 问卷分页 GET /api/form/getPaperPage ?name, startTime, endTime */
function getPaperPage(ctx: RouteContext, query: Input<typeof C.listQuestionnaires>) {
  const orgs = visibleOrgIds(ctx);
  const { name, startTime, endTime } = query;
  const rows = [...ctx.db.questionnaires.values()]
    .filter(
      (row) =>
        orgs.has(row.orgId) &&
        (!name || row.name.includes(name)) &&
        between(row.createTime, startTime, endTime),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
  const answer = page(rows, query);
  return { total: answer.total, rows: answer.rows.map((row) => questionnaireView(ctx, row)) };
}

/** 问卷详情 GET /api/form/detail ?id */
function detail(ctx: RouteContext, { id }: Input<typeof C.questionnaireDetail>) {
  return questionnaireView(ctx, questionnaireOf(ctx, id));
}

/** 问卷试卷（题目） GET /api/question/getFormPaper ?formId */
function getFormPaper(ctx: RouteContext, { formId }: Input<typeof C.questionnairePaper>) {
  const row = questionnaireOf(ctx, formId);
  return { ...questionnaireView(ctx, row), quesionList: row.quesionList };
}

/** 编辑问卷 (POST /api/form/edit with a questionnaire id, routed by scale.ts) {id, name, guidance, confidAgreement, closingWord} */
export function editQuestionnaire(ctx: RouteContext, body: Input<typeof S.editForm>) {
  requirePermission(ctx, PERM.questionnaireEdit);
  const row = questionnaireOf(ctx, body.id);
  // The schema cannot say which table the id names, so the name's message is checked here.
  if (!body.name) throw fail(10400, MESSAGES.questionnaireNameRequired);
  row.name = body.name;
  row.guidance = body.guidance;
  row.closingWord = body.closingWord;
  row.confidAgreement = body.confidAgreement;
  return ok(null, '编辑成功');
}

/** 删除问卷 POST /api/form/delete {id} */
function remove(ctx: RouteContext, { id }: Input<typeof C.removeQuestionnaire>) {
  requirePermission(ctx, PERM.questionnaireDelete);
  const row = questionnaireOf(ctx, id);
  const used = [...ctx.db.survey.tasks.values()].some((task) => task.formId === row.id);
  if (used) throw fail(10409, '该问卷已被任务使用，不能删除');
  ctx.db.questionnaires.delete(row.id);
  return ok(null, '删除成功');
}

/** 导入问卷 POST /api/eval/importQuestionnaire multipart {excelFile} */
function importQuestionnaire(ctx: RouteContext) {
  const identity = requirePermission(ctx, PERM.questionnaireUpload);
  const upload = uploadedSheet(ctx, 'excelFile', '请选择要上传的问卷文件');
  const { kind } = upload;
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
  .handle(C.listQuestionnaires, getPaperPage)
  .handle(C.questionnaireDetail, detail)
  .handle(C.questionnairePaper, getFormPaper)
  .handle(C.removeQuestionnaire, remove)
  .handle(C.importQuestionnaire, importQuestionnaire)
  .handle(C.downloadQuestionnaireTemplate, downloadTemplate);
