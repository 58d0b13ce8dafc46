/**
 * Case records on consult orders (who may read them, every opening logged), their server-side
 * drafts, the PDF, the answers export, and satisfaction answers (docs/api/case-records.md).
 */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/caseRecord';
import { templateQuestions } from '../../src/shared/forms/templateRules';
import { PERM } from '../../src/shared/session/permissions';
import {
  caseRecordOf,
  maxSheetScore,
  satisfactionByCounsellor,
  satisfactionSheetOf,
  sheetScore,
  type CaseRecordRow,
  type CaseViewKind,
} from './caseRecords';
import { lateWritingNote } from '../counselling/recordDue';
import type { ConsultOrder } from '../counselling/types';
import type { FormTemplate } from '../../src/shared/contract/formTemplate';
import { riskQuestion } from '../../src/shared/forms/riskLevel';
import { formatDateTime } from '../core/time';
import { buildAnswerPdf } from '../core/pdf/reportPdf';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import {
  expertName,
  orderCaller,
  orderOf,
  orgFor,
  tablesOf,
  type Caller,
} from '../counselling/access';
import { currentAccount, requirePermission } from '../core/guards';
import {
  fillInTemplateOf,
  seedTemplate,
  sheetProblem,
  templateById,
  templateInUse,
} from '../form-template/formSource';

const CASE_MESSAGES = {
  forbidden: '无权查看个案记录',
  none: '该订单暂无个案记录',
  notAuthor: '仅订单咨询师可填写个案记录',
  notOpen: '订单当前状态不能填写个案记录',
  templateChanged: '个案表单已更换，请刷新后重试',
} as const;

const IDENTITY_WORD: Record<number, string> = { 0: '操作员', 1: '管理员', 2: '咨询师' };

interface Access {
  caller: Caller;
  order: ConsultOrder;
  record: CaseRecordRow | undefined;
  canView: boolean;
}

/** The order in the caller's scope, its case record and whether the caller may read it. */
function access(ctx: RouteContext, orderId: string): Access {
  const caller = orderCaller(ctx);
  const order = orderOf(ctx, caller, orderId);
  const record = caseRecordOf(ctx.db.caseRecords, order, seedTemplate(ctx.db, 'case'));
  const canView =
    record !== undefined &&
    (record.authorId === caller.userId ||
      (caller.actor === 'admin' &&
        (caller.identity.userType === 1 || caller.identity.btnCodes.includes(PERM.caseView))));
  return { caller, order, record, canView };
}

/** The record for a reader: 10404 without one, 10403 for a caller who may only know it exists. */
function readable(ctx: RouteContext, orderId: string): Access & { record: CaseRecordRow } {
  const found = access(ctx, orderId);
  if (!found.record) throw fail(10404, CASE_MESSAGES.none);
  if (!found.canView) throw fail(10403, CASE_MESSAGES.forbidden);
  return { ...found, record: found.record };
}

/** Writes one line of the view log. */
function logCaseView(
  ctx: RouteContext,
  caller: Caller,
  orderIds: string[],
  kind: CaseViewKind,
): void {
  const store = ctx.db.caseRecords;
  store.views.push({
    id: String(store.nextViewId++),
    orderIds,
    viewerId: caller.userId,
    viewerName: caller.name,
    account: currentAccount(ctx).username,
    identity: IDENTITY_WORD[caller.identity.userType] ?? '',
    kind,
    time: formatDateTime(ctx.now),
  });
}

const templateOf = (ctx: RouteContext, order: ConsultOrder, formId: string): FormTemplate =>
  templateById(ctx.db, order.orgId, formId) ?? seedTemplate(ctx.db, 'case');

/** May the caller write the order's case record now (its counsellor, the order to consult)? */
const writes = ({ caller, order }: Access) => caller.actor === 'expert' && order.status === 1;

/** 个案记录状态 GET /server-platform/api/consult/caseRecord/status ?orderId */
function status(ctx: RouteContext, query: Input<typeof C.caseRecordStatus>) {
  const found = access(ctx, query.orderId);
  const { order, record, canView } = found;
  const canWrite = writes(found);
  const inUse = canWrite ? templateInUse(ctx.db, order.orgId, 'case') : undefined;
  const template = inUse ? fillInTemplateOf(inUse) : null;
  // A draft is its author's alone: the order's counsellor gets their own (never a referred-away
  // colleague's); the organisation learns only who holds one and since when, not its text.
  const drafts = ctx.db.caseRecords.drafts;
  const draft = canWrite ? drafts.get(order.id, found.caller.userId) : undefined;
  const draftsHeld =
    found.caller.actor === 'admin'
      ? drafts.ofOrder(order.id).map((held) => ({
          authorName: expertName(ctx, held.authorId),
          savedTime: held.savedTime,
        }))
      : [];
  return ok({
    exists: record !== undefined,
    canView,
    authorName: record ? expertName(ctx, record.authorId) : '',
    writeTime: record?.writeTime ?? '',
    lateNote: record ? lateWritingNote(order, record.writeTime) : '',
    canWrite,
    template,
    draft:
      draft && draft.formId === template?.id
        ? { formId: draft.formId, answers: draft.answers, savedTime: draft.savedTime }
        : null,
    draftsHeld,
  });
}

/** 查看个案记录 GET /server-platform/api/consult/caseRecord/detail ?orderId (logged) */
function detail(ctx: RouteContext, query: Input<typeof C.caseRecordDetail>) {
  const { caller, order, record } = readable(ctx, query.orderId);
  const template = templateOf(ctx, order, record.formId);
  const risk = riskQuestion(template.questionList);
  logCaseView(ctx, caller, [order.id], '查看');
  return ok({
    orderId: order.id,
    orderNo: order.orderNo,
    visitorName: order.visitorName,
    expertName: expertName(ctx, order.expertId),
    formId: template.id,
    formName: template.name,
    questionList: template.questionList,
    answers: record.answers,
    riskLevel: record.answers.find((answer) => answer.code === risk?.code)?.values[0] ?? '',
    mentalStatus: record.mentalStatus,
    authorName: expertName(ctx, record.authorId),
    writeTime: record.writeTime,
    lateNote: lateWritingNote(order, record.writeTime),
  });
}

/** The case template and answers to write now, checked; the msg of a refusal otherwise. */
export function checkCaseAnswers(
  ctx: RouteContext,
  order: ConsultOrder,
  body: { formId: string; answers: Input<typeof C.saveCaseRecordDraft>['answers'] },
  complete: boolean,
): FormTemplate {
  const template = templateInUse(ctx.db, order.orgId, 'case');
  if (body.formId !== template.id) throw fail(10409, CASE_MESSAGES.templateChanged);
  const problem = sheetProblem(template, body.answers, { complete });
  if (problem) throw fail(10400, problem);
  return template;
}

/** 保存个案记录草稿 POST /server-platform/api/consult/caseRecord/draft {orderId, formId, answers} */
function saveDraft(ctx: RouteContext, body: Input<typeof C.saveCaseRecordDraft>) {
  const found = access(ctx, body.orderId);
  if (found.caller.actor !== 'expert') throw fail(10403, CASE_MESSAGES.notAuthor);
  if (!writes(found)) throw fail(10409, CASE_MESSAGES.notOpen);
  checkCaseAnswers(ctx, found.order, body, false);
  const savedTime = formatDateTime(ctx.now);
  ctx.db.caseRecords.drafts.set({
    orderId: found.order.id,
    formId: body.formId,
    answers: body.answers,
    authorId: found.caller.userId,
    savedTime,
  });
  return ok({ savedTime }, '草稿已保存');
}

/** 个案记录查看记录 GET /server-platform/api/consult/caseRecord/views ?orderId&pageNum&pageSize */
function views(ctx: RouteContext, query: Input<typeof C.listCaseRecordViews>) {
  const { order } = readable(ctx, query.orderId);
  const rows = ctx.db.caseRecords.views
    .filter((view) => view.orderIds.includes(order.id))
    .reverse()
    .map(({ id, viewerName, account, identity, kind, time }) => ({
      id,
      viewerName,
      account,
      identity,
      kind,
      time,
    }));
  return ok(page(rows, query));
}

/** 下载个案记录PDF GET /server-platform/api/consult/caseRecord/pdf ?orderId (logged) → {base64, fileName} */
async function pdf(ctx: RouteContext, query: Input<typeof C.caseRecordPdf>) {
  const { caller, order, record } = readable(ctx, query.orderId);
  const template = templateOf(ctx, order, record.formId);
  const bytes = await buildAnswerPdf({
    docTitle: `${order.visitorName}的个案记录`,
    heading: `个案记录：${template.name}`,
    lines: [
      `订单号：${order.orderNo}    来访者：${order.visitorName}`,
      `咨询师：${expertName(ctx, order.expertId)}    咨询时间：${order.appointDate} ${order.startTime}-${order.endTime}`,
      `记录人：${expertName(ctx, record.authorId)}    记录时间：${record.writeTime}`,
    ],
    questions: template.questionList,
    answers: record.answers,
  });
  logCaseView(ctx, caller, [order.id], '下载PDF');
  return ok({
    base64: bytes.toString('base64'),
    fileName: `${order.orderNo}-${order.visitorName}-个案记录.pdf`,
  });
}

const inRange = (order: ConsultOrder, from?: string, to?: string) =>
  (!from || order.appointDate >= from) && (!to || order.appointDate <= to);

/** 导出表单答案 GET /server-platform/api/form/answers/export ?formId|kind&startDate&endDate (case exports logged) */
function exportAnswers(ctx: RouteContext, query: Input<typeof C.exportFormAnswers>) {
  const { orgId } = orgFor(ctx, PERM.caseExport);
  if (!query.formId && !query.kind) throw fail(10400, '请选择表单');
  const template = query.formId
    ? templateById(ctx.db, orgId, query.formId)
    : templateInUse(ctx.db, orgId, query.kind ?? 'case');
  if (!template) throw fail(10404, '表单不存在');
  // Exporting case records is reading every one of them: 个案查看 as well (issue 27).
  if (template.kind === 'case') requirePermission(ctx, PERM.caseView);
  const orders = [...tablesOf(ctx).orders.values()]
    .filter((order) => order.orgId === orgId && inRange(order, query.startDate, query.endDate))
    .sort((a, b) => a.orderNo.localeCompare(b.orderNo));
  const sheets = orders.flatMap((order) => {
    const sheet =
      template.kind === 'case'
        ? caseRecordOf(ctx.db.caseRecords, order, seedTemplate(ctx.db, 'case'))
        : satisfactionSheetOf(
            order,
            seedTemplate(ctx.db, 'satisfaction'),
            ctx.db.counselling.seedNow,
          );
    return sheet && sheet.formId === template.id ? [{ order, answers: sheet.answers }] : [];
  });
  if (template.kind === 'case' && sheets.length > 0)
    logCaseView(
      ctx,
      orderCaller(ctx),
      sheets.map(({ order }) => order.id),
      '导出',
    );
  return ok({
    formName: template.name,
    kind: template.kind,
    questions: templateQuestions(template.questionList).map(({ code, questionContent }) => ({
      code,
      questionContent,
    })),
    rows: sheets.map(({ order, answers }) => ({
      orderNo: order.orderNo,
      visitorName: order.visitorName,
      expertName: expertName(ctx, order.expertId),
      date: order.appointDate,
      answers,
    })),
  });
}

/** 订单满意度答卷 GET /server-platform/api/consult/satisfaction ?orderId → {answerHeadVO} */
function satisfaction(ctx: RouteContext, query: Input<typeof C.orderSatisfaction>) {
  const order = orderOf(ctx, orderCaller(ctx), query.orderId);
  const template = seedTemplate(ctx.db, 'satisfaction');
  const sheet = satisfactionSheetOf(order, template, ctx.db.counselling.seedNow);
  if (!sheet) return ok({ answerHeadVO: null });
  const questions = new Map(templateQuestions(template.questionList).map((q) => [q.code, q]));
  return ok({
    answerHeadVO: {
      formId: template.id,
      formName: template.name,
      submitTime: sheet.submitTime,
      totalScore: sheetScore(template, sheet),
      maxScore: maxSheetScore(template),
      answerDetails: sheet.answers.map((answer) => {
        const question = questions.get(answer.code);
        return {
          code: answer.code,
          satContent: question?.questionContent ?? '',
          answerValues: answer.values.map((value) => ({
            value,
            score: question?.optionList.find((option) => option.option === value)?.score ?? 0,
          })),
        };
      }),
    },
  });
}

/** 咨询师满意度 GET /server-platform/api/consult/satisfaction/byCounsellor ?startDate&endDate */
function byCounsellor(ctx: RouteContext, query: Input<typeof C.satisfactionByCounsellor>) {
  const { orgId } = orgFor(ctx, [PERM.consultOrders, '11-01-01']);
  const orders = [...tablesOf(ctx).orders.values()].filter((order) => order.orgId === orgId);
  const rows = satisfactionByCounsellor(
    orders,
    seedTemplate(ctx.db, 'satisfaction'),
    ctx.db.counselling.seedNow,
    { from: query.startDate, to: query.endDate },
  );
  return ok(rows.map((row) => ({ ...row, expertName: expertName(ctx, row.expertId) })));
}

export const caseRecordRoutes = createRouter()
  .handle(C.caseRecordStatus, status)
  .handle(C.caseRecordDetail, detail)
  .handle(C.saveCaseRecordDraft, saveDraft)
  .handle(C.listCaseRecordViews, views)
  .handle(C.caseRecordPdf, pdf)
  .handle(C.exportFormAnswers, exportAnswers)
  .handle(C.orderSatisfaction, satisfaction)
  .handle(C.satisfactionByCounsellor, byCounsellor);
