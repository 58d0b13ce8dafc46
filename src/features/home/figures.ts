import type { FigureKey } from './api';

export type FigureGroup = 'today' | 'todos' | 'tasks' | 'applies' | 'mine';

export interface FigureDef {
  /** The figure's words; its link is named "<label> <count>". */
  label: string;
  group: FigureGroup;
  /** The list it counts, opened already filtered the same way. */
  to: (today: string) => string;
  /** Shown in the alert colour when not zero. */
  alert?: boolean;
}

const link = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;
const ordersOn = (path: string, status: number) => (today: string) =>
  link(path, { status: String(status), appointStart: today, appointEnd: today });

export const GROUP_TITLE: Record<FigureGroup, string> = {
  today: '今日订单',
  todos: '待办与危机',
  tasks: '测评任务',
  applies: '合作申请',
  mine: '我的咨询',
};

/** Every figure the mock may answer (docs/api/workbench.md), in the order they are shown. */
export const FIGURES: Record<FigureKey, FigureDef> = {
  todayPending: { label: '今日待接单', group: 'today', to: ordersOn('/consult/orders', 0) },
  todayToConsult: { label: '今日待咨询', group: 'today', to: ordersOn('/consult/orders', 1) },
  todayToConfirm: { label: '今日待确认', group: 'today', to: ordersOn('/consult/orders', 2) },
  todayCompleted: { label: '今日已完成', group: 'today', to: ordersOn('/consult/orders', 3) },
  todayCancelled: { label: '今日已取消', group: 'today', to: ordersOn('/consult/orders', 4) },
  // 待咨询 24 h after the session's end: the case record is overdue (docs/api/case-records.md).
  recordsOverdue: {
    label: '待写记录',
    group: 'todos',
    alert: true,
    to: () => link('/consult/orders', { recordOverdue: '1' }),
  },
  crisisTodos: {
    label: '待跟进危机',
    group: 'todos',
    alert: true,
    to: () => link('/consult/todos', { type: '危机跟进', status: '0' }),
  },
  openTodos: {
    label: '我的待办',
    group: 'todos',
    to: () => link('/consult/todos', { status: '0' }),
  },
  overdueTodos: {
    label: '逾期待办',
    group: 'todos',
    alert: true,
    to: () => link('/consult/todos', { status: '0', overdue: '1' }),
  },
  runningTasks: {
    label: '进行中的任务',
    group: 'tasks',
    to: () => link('/taskManagement', { status: '1' }),
  },
  // 合作申请 opens on its pending filter by default (待机构审核 / 待我处理), so the link needs no query.
  pendingApplies: { label: '待审核的合作申请', group: 'applies', to: () => '/cooper/apply' },
  expertTodaySessions: { label: '今日咨询', group: 'mine', to: ordersOn('/service/orders', 1) },
  expertPending: {
    label: '待接单',
    group: 'mine',
    to: () => link('/service/orders', { status: '0' }),
  },
  expertToConfirm: {
    label: '已完成待确认',
    group: 'mine',
    to: () => link('/service/orders', { status: '2' }),
  },
  expertRecordsOverdue: {
    label: '待写记录',
    group: 'mine',
    alert: true,
    to: () => link('/service/orders', { recordOverdue: '1' }),
  },
  expertPendingApplies: {
    label: '待我处理的合作申请',
    group: 'applies',
    to: () => '/expert-cooper/apply',
  },
};
