/** To-dos (待办) of the signed-in user, and the menu 06 badge (docs/api/counselling.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/todo';
import { isOverdue } from '../../src/shared/counselling/hotlineCodes';
import { PERM } from '../../src/shared/session/permissions';
import { changeAt } from '../counselling/rows';
import type { Todo } from '../counselling/types';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import { conflict, notFound, tablesOf } from '../counselling/access';
import { staffCaller, type StaffCaller } from '../hotline/hotlineAccess';
import { referralBizNo } from '../consult/referralRoutes';

/** The caller's to-dos: those assigned to it, and the administrators' ones for an administrator. */
export const mine = (caller: StaffCaller, todo: Todo): boolean =>
  todo.orgId === caller.orgId &&
  (todo.assignee === 'orgAdmins' ? caller.admin : todo.assignee === caller.userId);

function bizNo(ctx: RouteContext, todo: Todo): string {
  const t = tablesOf(ctx);
  if (todo.bizType === 'consultOrder') return t.orders.get(todo.bizId)?.orderNo ?? '';
  if (todo.bizType === 'hotline') return t.hotlines.get(todo.bizId)?.hotlineNo ?? '';
  if (todo.bizType === 'cusUser') return t.cusUsers.get(todo.bizId)?.name ?? '';
  if (todo.bizType === 'referral') return referralBizNo(ctx, todo.bizId);
  if (todo.bizType === 'waitlist')
    return t.cusUsers.get(t.waitlist.get(todo.bizId)?.cusUserId ?? '')?.name ?? '';
  const followUp = t.followUps.find((row) => row.id === todo.bizId);
  if (!followUp) return '';
  return followUp.hotlineId
    ? (t.hotlines.get(followUp.hotlineId)?.hotlineNo ?? '')
    : (t.orders.get(followUp.orderId)?.orderNo ?? '');
}

/** The visitor a to-do is about ('' for an anonymous hotline caller), so the list links their chart. */
function visitorIdOf(ctx: RouteContext, todo: Todo): string {
  const t = tablesOf(ctx);
  if (todo.bizType === 'consultOrder') return t.orders.get(todo.bizId)?.cusUserId ?? '';
  if (todo.bizType === 'hotline') return t.hotlines.get(todo.bizId)?.cusUserId ?? '';
  if (todo.bizType === 'cusUser') return todo.bizId;
  if (todo.bizType === 'referral')
    return ctx.db.casework.referrals.get(todo.bizId)?.cusUserId ?? '';
  if (todo.bizType === 'waitlist') return t.waitlist.get(todo.bizId)?.cusUserId ?? '';
  return t.followUps.find((row) => row.id === todo.bizId)?.cusUserId ?? '';
}

function view(ctx: RouteContext, todo: Todo, now: string) {
  const { orgId: _orgId, ...fields } = todo;
  const cusUserId = visitorIdOf(ctx, todo);
  return {
    ...fields,
    cusUserId,
    visitorName: tablesOf(ctx).cusUsers.get(cusUserId)?.name ?? '',
    remark: todo.remark ?? '',
    bizNo: bizNo(ctx, todo),
    assignee:
      todo.assignee === 'orgAdmins'
        ? '机构管理员'
        : (ctx.db.accounts.get(todo.assignee)?.name ?? ''),
    overdue: isOverdue(todo.status, todo.dueTime, now),
  };
}

/** 待办's sortable columns: 截止时间, 优先级, 状态. */
const TODO_SORTS: SortKeys<Todo, NonNullable<Input<typeof C.listTodos>['sortField']>> = {
  dueTime: (todo) => todo.dueTime,
  priority: (todo) => todo.priority,
  status: (todo) => todo.status,
};

/** 我的待办分页 GET /server-platform/api/todo/page: open ones first, the most urgent on top */
function listTodos(ctx: RouteContext, query: Input<typeof C.listTodos>) {
  const caller = staffCaller(ctx, PERM.todos);
  const now = formatDateTime(ctx.now);
  const rows = tablesOf(ctx)
    .todos.filter((todo) => mine(caller, todo))
    .filter((todo) => !query.type || todo.type === query.type)
    .filter((todo) => query.status === undefined || todo.status === query.status)
    .filter(
      (todo) =>
        query.overdue === undefined ||
        isOverdue(todo.status, todo.dueTime, now) === (query.overdue === 1),
    )
    .sort(
      (a, b) =>
        a.status - b.status ||
        (a.status === 0
          ? a.dueTime.localeCompare(b.dueTime)
          : b.doneTime.localeCompare(a.doneTime)) ||
        Number(b.id) - Number(a.id),
    );
  const answer = page(rows, query, TODO_SORTS);
  return { ...answer, rows: answer.rows.map((todo) => view(ctx, todo, now)) };
}

/** An open to-do of the caller (10404 when not theirs, 10409 when done or closed already). */
function openTodo(ctx: RouteContext, caller: StaffCaller, id: string): Todo {
  const todo = tablesOf(ctx).todos.find((row) => row.id === id);
  if (!todo || !mine(caller, todo)) throw notFound();
  if (todo.status === 1) throw conflict('该待办已办理');
  if (todo.status === 2) throw conflict('该待办已关闭');
  return todo;
}

/** 办理待办 POST /server-platform/api/todo/done {id} */
function doneTodo(ctx: RouteContext, { id }: Input<typeof C.doneTodo>) {
  const caller = staffCaller(ctx, PERM.todos);
  const todo = openTodo(ctx, caller, id);
  // Done only by what it waits for: the referral's result, recorded on the chart.
  if (todo.bizType === 'referral') throw conflict('请在来访者档案的外部转介中记录转介结果');
  changeAt(tablesOf(ctx).todos, todo, {
    status: 1,
    doneBy: caller.name,
    doneTime: formatDateTime(ctx.now),
  });
  return ok(null, '办理成功');
}

/** 关闭待办 POST /server-platform/api/todo/close {id, reason} */
function closeTodo(ctx: RouteContext, { id, reason }: Input<typeof C.closeTodo>) {
  const caller = staffCaller(ctx, PERM.todos);
  const todo = openTodo(ctx, caller, id);
  changeAt(tablesOf(ctx).todos, todo, {
    status: 2,
    doneBy: caller.name,
    doneTime: formatDateTime(ctx.now),
    remark: reason,
  });
  return ok(null, '关闭成功');
}

/**
 * 菜单角标 GET /server-platform/api/todo/badge ?menuCode=06: the caller's open crisis to-dos (those
 * its 待办 list shows: the administrators' for an administrator) and the organisation's 待接单 orders
 */
function menuBadge(ctx: RouteContext, _query: Input<typeof C.menuBadge>) {
  const caller = staffCaller(ctx, '06');
  const { orgId } = caller;
  const t = tablesOf(ctx);
  const crisisTodos = t.todos.filter(
    (todo) => mine(caller, todo) && todo.type === '危机跟进' && todo.status === 0,
  ).length;
  let pendingOrders = 0;
  for (const order of t.orders.values())
    if (order.orgId === orgId && order.status === 0) pendingOrders += 1;
  return { total: crisisTodos + pendingOrders, crisisTodos, pendingOrders };
}

export const todoRoutes = createRouter()
  .handle(C.listTodos, listTodos)
  .handle(C.doneTodo, doneTodo)
  .handle(C.closeTodo, closeTodo)
  .handle(C.menuBadge, menuBadge);
