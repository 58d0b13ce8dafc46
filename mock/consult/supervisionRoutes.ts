/**
 * Supervision notes (督导记录) on a case (a consult order): written by a supervisor (an
 * administrator, or an identity holding 督导), read only by the case's counsellor, the supervisors
 * and the administrators, every reading logged as case records are; the counsellor replies in the
 * thread (docs/api/casework.md).
 */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/casework';
import { CASEWORK_MESSAGES as M } from '../../src/shared/counselling/caseworkCodes';
import { PERM } from '../../src/shared/session/permissions';
import type { SupervisionNote, SupervisionView } from './casework';
import type { ConsultOrder } from '../counselling/types';
import type { IdentityRow } from '../core/types';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import {
  expertName,
  notFound,
  orderCaller,
  orderOf,
  orgFor,
  tablesOf,
  type Caller,
} from '../counselling/access';
import { currentAccount } from '../core/guards';

const IDENTITY_WORD: Record<number, string> = { 0: '操作员', 1: '管理员', 2: '咨询师' };

/** An organisation identity that supervises: an administrator, or a holder of 督导. */
export const supervises = (identity: IdentityRow): boolean =>
  identity.userType === 1 || identity.btnCodes.includes(PERM.supervision);

interface Access {
  caller: Caller;
  order: ConsultOrder;
  /** The order's counsellor (an expert on its own order). */
  counsellor: boolean;
}

/**
 * The order and the caller's part in its supervision: the order in the caller's scope (10404
 * otherwise, as every order call: issue 27), then the case's counsellor or a supervisor of the
 * order's organisation (10403 for anyone else who sees the order).
 */
function access(ctx: RouteContext, orderId: string): Access {
  const caller = orderCaller(ctx);
  const order = orderOf(ctx, caller, orderId);
  const counsellor = caller.actor === 'expert' && order.expertId === caller.userId;
  if (!counsellor && !(caller.actor === 'admin' && supervises(caller.identity)))
    throw fail(10403, M.supervisionForbidden);
  return { caller, order, counsellor };
}

function logView(
  ctx: RouteContext,
  caller: { name: string; identity: IdentityRow },
  orderIds: string[],
  kind: SupervisionView['kind'],
) {
  const store = ctx.db.casework;
  store.views.push({
    id: store.nextId('view'),
    orderIds,
    viewerName: caller.name,
    account: currentAccount(ctx).username,
    identity: IDENTITY_WORD[caller.identity.userType] ?? '',
    kind,
    time: formatDateTime(ctx.now),
  });
}

const notesOf = (ctx: RouteContext, orderIds: ReadonlySet<string>): SupervisionNote[] =>
  [...ctx.db.casework.notes.values()]
    .filter((note) => orderIds.has(note.orderId))
    .sort((a, b) => a.time.localeCompare(b.time) || Number(a.id) - Number(b.id));

const nameOf = (ctx: RouteContext, id: string) => ctx.db.accounts.get(id)?.name ?? '';

/** 督导记录 GET /server-platform/api/supervision/list ?orderId (logged when there is any) */
function listNotes(ctx: RouteContext, query: Input<typeof C.listSupervisionNotes>) {
  const { caller, order } = access(ctx, query.orderId);
  const notes = notesOf(ctx, new Set([order.id]));
  if (notes.length > 0) logView(ctx, caller, [order.id], '订单详情');
  return {
    canWrite: caller.actor === 'admin',
    notes: notes.map((note) => ({
      id: note.id,
      authorName: nameOf(ctx, note.authorId),
      text: note.text,
      time: note.time,
      replies: note.replies.map(({ id, authorId, role, text, time }) => ({
        id,
        authorName: nameOf(ctx, authorId),
        role,
        text,
        time,
      })),
    })),
  };
}

/** 填写督导意见 POST /server-platform/api/supervision/save {orderId, text}: supervisors only */
function saveNote(ctx: RouteContext, body: Input<typeof C.saveSupervisionNote>) {
  const { caller, order } = access(ctx, body.orderId);
  if (caller.actor !== 'admin') throw fail(10403, M.notSupervisor);
  const store = ctx.db.casework;
  const note: SupervisionNote = {
    id: store.nextId('note'),
    orgId: order.orgId,
    orderId: order.id,
    cusUserId: order.cusUserId,
    authorId: caller.userId,
    text: body.text,
    time: formatDateTime(ctx.now),
    replies: [],
  };
  store.notes.set(note.id, note);
  return ok({ id: note.id }, '督导意见已保存');
}

/** 回复督导意见 POST /server-platform/api/supervision/reply {noteId, text}: the counsellor or a supervisor */
function reply(ctx: RouteContext, body: Input<typeof C.replySupervisionNote>) {
  const store = ctx.db.casework;
  const note = store.notes.get(body.noteId);
  if (!note) throw notFound();
  const { caller, counsellor } = access(ctx, note.orderId);
  const id = store.nextId('reply');
  const role = counsellor ? '咨询师' : caller.identity.userType === 1 ? '管理员' : '督导';
  store.notes.set(note.id, {
    ...note,
    replies: [
      ...note.replies,
      { id, authorId: caller.userId, role, text: body.text, time: formatDateTime(ctx.now) },
    ],
  });
  return ok({ id }, '回复成功');
}

/** 来访者的督导记录 GET /server-platform/api/supervision/byCustomer ?cusUserId: supervisors only (logged) */
function byCustomer(ctx: RouteContext, query: Input<typeof C.listCustomerSupervision>) {
  const { orgId, identity, name } = orgFor(ctx, [PERM.customers, PERM.consultOrders]);
  const customer = tablesOf(ctx).cusUsers.get(query.cusUserId);
  if (!customer || customer.orgId !== orgId) throw notFound();
  if (!supervises(identity)) throw fail(10403, M.supervisionForbidden);
  const orders = tablesOf(ctx).orders;
  const notes = [...ctx.db.casework.notes.values()]
    .filter((note) => note.cusUserId === customer.id && note.orgId === orgId)
    .sort((a, b) => b.time.localeCompare(a.time) || Number(b.id) - Number(a.id));
  if (notes.length > 0)
    logView(ctx, { name, identity }, [...new Set(notes.map((note) => note.orderId))], '来访者档案');
  return {
    rows: notes.map((note) => {
      const order = orders.get(note.orderId);
      return {
        id: note.id,
        orderId: note.orderId,
        orderNo: order?.orderNo ?? '',
        expertName: order ? expertName(ctx, order.expertId) : '',
        authorName: nameOf(ctx, note.authorId),
        text: note.text,
        time: note.time,
        replyCount: note.replies.length,
      };
    }),
  };
}

/** 督导记录查看记录 GET /server-platform/api/supervision/views ?orderId: supervisors only, newest first */
function views(ctx: RouteContext, query: Input<typeof C.listSupervisionViews>) {
  const { caller, order } = access(ctx, query.orderId);
  if (caller.actor !== 'admin') throw fail(10403, M.supervisionForbidden);
  const rows = ctx.db.casework.views
    .filter((view) => view.orderIds.includes(order.id))
    .reverse()
    .map(({ orderIds: _orders, ...row }) => row);
  return page(rows, query);
}

export const supervisionRoutes = createRouter()
  .handle(C.listSupervisionNotes, listNotes)
  .handle(C.saveSupervisionNote, saveNote)
  .handle(C.replySupervisionNote, reply)
  .handle(C.listCustomerSupervision, byCustomer)
  .handle(C.listSupervisionViews, views);
