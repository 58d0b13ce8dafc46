/** The workbench (工作台): the caller's figures, counted from the tables at request time (docs/api/workbench.md). */
import type { Answer, Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/workbench';
import { isOverdue } from '../../src/shared/counselling/hotlineCodes';
import { MENU_TREE } from '../../src/shared/menu/menuTree';
import { visibleMenu } from '../../src/shared/menu/visibleMenu';
import { recordOverdue } from '../counselling/recordDue';
import type { ConsultOrder } from '../counselling/types';
import type { IdentityRow } from '../core/types';
import { formatDate, formatDateTime } from '../core/time';
import { createRouter } from '../core/router';
import { type RouteContext } from '../core/context';
import { identityView } from '../core/userView';
import { tablesOf } from '../counselling/access';
import { currentAccount, requireIdentity } from '../core/guards';
import { ownOrg } from '../core/scope';
import { visibleOrgIds } from '../core/scope';
import { fillCounts } from '../task/taskAccess';
import { mine } from '../todo/todoRoutes';

type FigureKey = Answer<typeof C.workbenchSummary>['figures'][number]['key'];
type Figure = { key: FigureKey; count: number };

/** The pages the figures link to: a figure is answered only when the identity's menu shows its page. */
const PAGE = {
  orders: '06-01-01',
  todos: '06-01-08',
  tasks: '16-01-01',
  applies: '05-01-03',
  myOrders: '20-01-01',
  myApplies: '14-01-04',
} as const;
const TODAY_BY_STATUS = [
  'todayPending',
  'todayToConsult',
  'todayToConfirm',
  'todayCompleted',
  'todayCancelled',
] as const;
const TREND_DAYS = 30;
const DAY_MS = 86_400_000;
const SHOWN_TASKS = 5;

/** Codes of the pages the identity's menu shows (the console's own rule: codes held, and the organisation type). */
function visiblePages(ctx: RouteContext, identity: IdentityRow): Set<string> {
  const { orgType } = identityView(ctx.db, identity);
  return new Set(
    visibleMenu(MENU_TREE, identity.btnCodes, orgType).flatMap((top) =>
      (top.childrens ?? []).map((page) => page.code),
    ),
  );
}

/** New orders per day over the last 30 days, today included (by the date part of createTime). */
function trendOf(orders: ConsultOrder[], now: number) {
  const days = Array.from({ length: TREND_DAYS }, (_, index) =>
    formatDate(now - (TREND_DAYS - 1 - index) * DAY_MS),
  );
  const counts = new Map(days.map((date) => [date, 0]));
  for (const order of orders) {
    const date = order.createTime.slice(0, 10);
    const count = counts.get(date);
    if (count !== undefined) counts.set(date, count + 1);
  }
  return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

function orgFigures(ctx: RouteContext, identity: IdentityRow, pages: Set<string>, today: string) {
  const figures: Figure[] = [];
  const org = ownOrg(ctx, identity);
  const orders = pages.has(PAGE.orders)
    ? [...tablesOf(ctx).orders.values()].filter((order) => order.orgId === org.id)
    : [];
  if (pages.has(PAGE.orders)) {
    const byStatus = [0, 0, 0, 0, 0];
    for (const order of orders) if (order.appointDate === today) byStatus[order.status] += 1;
    TODAY_BY_STATUS.forEach((key, status) => figures.push({ key, count: byStatus[status] }));
    const overdue = orders.filter((order) => recordOverdue(order, ctx.now)).length;
    figures.push({ key: 'recordsOverdue', count: overdue });
  }
  if (pages.has(PAGE.todos)) {
    const account = currentAccount(ctx);
    const caller = {
      orgId: org.id,
      userId: account.id,
      name: account.name,
      admin: identity.userType === 1,
    };
    const now = formatDateTime(ctx.now);
    const open = tablesOf(ctx).todos.filter((todo) => mine(caller, todo) && todo.status === 0);
    figures.push(
      { key: 'crisisTodos', count: open.filter((todo) => todo.type === '危机跟进').length },
      { key: 'openTodos', count: open.length },
      {
        key: 'overdueTodos',
        count: open.filter((todo) => isOverdue(todo.status, todo.dueTime, now)).length,
      },
    );
  }
  let runningTasks: ReturnType<typeof taskFill>[] = [];
  if (pages.has(PAGE.tasks)) {
    const orgs = visibleOrgIds(ctx);
    const running = [...ctx.db.survey.tasks.values()].filter(
      (task) => task.status === 1 && orgs.has(task.cusOrgId),
    );
    figures.push({ key: 'runningTasks', count: running.length });
    runningTasks = running
      .sort((a, b) => a.endTime.localeCompare(b.endTime) || Number(a.id) - Number(b.id))
      .slice(0, SHOWN_TASKS)
      .map((task) => taskFill(ctx, task));
  }
  if (pages.has(PAGE.applies)) {
    const count = ctx.db.cooperApplies.filter(
      (apply) => apply.orgId === org.id && apply.status === 0,
    ).length;
    figures.push({ key: 'pendingApplies', count });
  }
  return { figures, runningTasks, trend: pages.has(PAGE.orders) ? trendOf(orders, ctx.now) : [] };
}

/** A running task with its fill rate: answered people over covered people, in % with one decimal. */
function taskFill(ctx: RouteContext, task: Parameters<typeof fillCounts>[1]) {
  const { allPersonNum, fillPersonNum } = fillCounts(ctx, task);
  return {
    id: task.id,
    name: task.name,
    orgName: ctx.db.orgs.get(task.cusOrgId)?.name ?? '',
    endTime: task.endTime,
    allPersonNum,
    fillPersonNum,
    fillRate: allPersonNum === 0 ? 0 : Math.round((fillPersonNum / allPersonNum) * 1000) / 10,
  };
}

function expertFigures(ctx: RouteContext, pages: Set<string>, today: string) {
  const figures: Figure[] = [];
  const { id: userId } = currentAccount(ctx);
  const orders = pages.has(PAGE.myOrders)
    ? [...tablesOf(ctx).orders.values()].filter((order) => order.expertId === userId)
    : [];
  if (pages.has(PAGE.myOrders)) {
    const count = (test: (order: ConsultOrder) => boolean) => orders.filter(test).length;
    figures.push(
      {
        key: 'expertTodaySessions',
        count: count((order) => order.appointDate === today && order.status === 1),
      },
      { key: 'expertPending', count: count((order) => order.status === 0) },
      { key: 'expertToConfirm', count: count((order) => order.status === 2) },
      { key: 'expertRecordsOverdue', count: count((order) => recordOverdue(order, ctx.now)) },
    );
  }
  if (pages.has(PAGE.myApplies)) {
    const count = ctx.db.cooperApplies.filter(
      (apply) => apply.expertUserId === userId && (apply.status === 2 || apply.status === 4),
    ).length;
    figures.push({ key: 'expertPendingApplies', count });
  }
  return {
    figures,
    runningTasks: [],
    trend: pages.has(PAGE.myOrders) ? trendOf(orders, ctx.now) : [],
  };
}

/** 工作台指标 GET /server-platform/api/workbench/summary: only figures whose page the identity opens */
function workbenchSummary(ctx: RouteContext, _query: Input<typeof C.workbenchSummary>) {
  const identity = requireIdentity(ctx);
  const pages = visiblePages(ctx, identity);
  const today = formatDate(ctx.now);
  const answer =
    identity.userType === 2
      ? expertFigures(ctx, pages, today)
      : orgFigures(ctx, identity, pages, today);
  return { today, ...answer };
}

export const workbenchRoutes = createRouter().handle(C.workbenchSummary, workbenchSummary);
