/**
 * The visitor's side of satisfaction (the mini-program's call): a visitor answers the survey of a
 * confirmed order once. Confirming an order creates no sheet; only this call does. Visitors have
 * no console login: QA gets a visitor token from POST /__mock__/visitor-token.
 */
import { randomBytes } from 'node:crypto';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/caseRecord';
import { satisfactionSheetOf, sheetScore } from './caseRecords';
import { changeRow } from '../counselling/rows';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { tablesOf } from '../counselling/access';
import { seedTemplate, sheetProblem, templateInUse } from '../form-template/formSource';

const SATISFACTION_MESSAGES = {
  login: '请先登录小程序',
  notConfirmed: '订单确认完成后才能评价',
  answered: '该订单已评价',
  formChanged: '满意度问卷已更换，请刷新后重试',
} as const;

/** A token for the visitor `cusUserId`, as the mini-program's login would hand out. */
export function visitorToken(ctx: RouteContext, cusUserId: string): string {
  if (!tablesOf(ctx).cusUsers.has(cusUserId)) throw fail(10404, '来访者不存在');
  const token = randomBytes(24).toString('hex');
  ctx.db.visitorTokens.set(token, cusUserId);
  return token;
}

/** 提交满意度评价 POST /server-platform/api/consult/satisfaction/submit {orderId, formId, answers} (visitor token) */
function submitSatisfaction(ctx: RouteContext, body: Input<typeof C.submitSatisfaction>) {
  const cusUserId = ctx.db.visitorTokens.get(ctx.req.headers.token ?? '');
  if (!cusUserId) throw fail(10001, SATISFACTION_MESSAGES.login);
  const t = tablesOf(ctx);
  const order = t.orders.get(body.orderId);
  // Another visitor's order answers as a missing one.
  if (!order || order.cusUserId !== cusUserId) throw fail(10404, '记录不存在');
  if (order.status !== 3 || order.isBreakContract === 1)
    throw fail(10409, SATISFACTION_MESSAGES.notConfirmed);
  if (satisfactionSheetOf(order, seedTemplate(ctx.db, 'satisfaction'), ctx.db.counselling.seedNow))
    throw fail(10409, SATISFACTION_MESSAGES.answered);
  const template = templateInUse(ctx.db, order.orgId, 'satisfaction');
  if (body.formId !== template.id) throw fail(10409, SATISFACTION_MESSAGES.formChanged);
  const problem = sheetProblem(template, body.answers, { complete: true });
  if (problem) throw fail(10400, problem);
  const sheet = { formId: template.id, answers: body.answers, submitTime: formatDateTime(ctx.now) };
  changeRow(t.orders, order, { satisfactionSheet: sheet });
  return ok({ totalScore: sheetScore(template, { orderId: order.id, ...sheet }) }, '感谢您的评价');
}

export const visitorSatisfactionRoutes = createRouter().handle(
  C.submitSatisfaction,
  submitSatisfaction,
);
