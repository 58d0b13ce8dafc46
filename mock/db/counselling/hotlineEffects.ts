/** What a hotline call or a follow-up sets off: to-dos, the crisis to-do and its SMS (seed and routes share them). */
import type { IdSource } from '../ids';
import { DAY_MS, formatDateTime } from '../time';
import { DEFAULT_ORDER_CONFIG } from './config';
import { sendSms } from './effects';
import type { HotlineCall } from './hotline';
import type { CounsellingTables, FollowUp, Todo } from './types';

/** 'YYYY-MM-DD HH:mm:ss' (China Standard Time) → epoch ms. */
export const cstMs = (text: string): number => Date.parse(`${text.replace(' ', 'T')}+08:00`);

type NewTodo = Pick<Todo, 'orgId' | 'type' | 'bizType' | 'bizId' | 'title' | 'assignee'> &
  Partial<Pick<Todo, 'priority' | 'status' | 'doneBy' | 'doneTime'>> & {
    time: string;
    dueMs: number;
  };

export function addTodo(ids: IdSource, t: CounsellingTables, todo: NewTodo): Todo {
  const row: Todo = {
    id: ids.next('todo'),
    orgId: todo.orgId,
    type: todo.type,
    bizType: todo.bizType,
    bizId: todo.bizId,
    title: todo.title,
    assignee: todo.assignee,
    priority: todo.priority ?? 1,
    dueTime: formatDateTime(todo.dueMs),
    status: todo.status ?? 0,
    doneBy: todo.doneBy ?? '',
    doneTime: todo.doneTime ?? '',
    createTime: todo.time,
    remark: '',
  };
  t.todos.push(row);
  return row;
}

/** A crisis call: a 危机跟进 to-do due in 24 h for the administrators, and an SMS to each crisis mobile. */
export function addHotlineCrisis(
  ids: IdSource,
  t: CounsellingTables,
  call: HotlineCall,
  time: string,
  done?: { by: string; time: string },
): Todo {
  const todo = addTodo(ids, t, {
    orgId: call.orgId,
    type: '危机跟进',
    bizType: 'hotline',
    bizId: call.id,
    title: `危机跟进：热线来电（${call.hotlineNo}）`,
    assignee: 'orgAdmins',
    priority: 2,
    time,
    dueMs: cstMs(time) + DAY_MS,
    ...(done ? { status: 1, doneBy: done.by, doneTime: done.time } : {}),
  });
  const config = t.configs.get(call.orgId) ?? DEFAULT_ORDER_CONFIG;
  for (const mobile of config.crisisNotifyMobiles)
    sendSms(ids, t, {
      orgId: call.orgId,
      mobile,
      bizType: 'crisis',
      template: 'CRISIS_NOTIFY',
      content: `危机预警：热线来电${call.hotlineNo}评估为危机（自杀意念${call.suicideIntent}），请在24小时内跟进`,
      time,
    });
  return todo;
}

/** A planned follow-up (status 0) and its 待回访 to-do for the planner. */
export function addPlannedFollowUp(
  ids: IdSource,
  t: CounsellingTables,
  plan: {
    orgId: string;
    orderId: string;
    hotlineId: string;
    cusUserId: string;
    planTime: string;
    method: string;
    content: string;
    operator: string;
    assignee: string;
    subject: string;
    time: string;
  },
): { followUp: FollowUp; todo: Todo } {
  const followUp: FollowUp = {
    id: ids.next('followUp'),
    orderId: plan.orderId,
    hotlineId: plan.hotlineId,
    cusUserId: plan.cusUserId,
    planTime: plan.planTime,
    doneTime: '',
    method: plan.method,
    operator: plan.operator,
    content: plan.content,
    result: '',
    mentalStatus: 0,
    nextAction: '',
    nextFollowUpDate: '',
    status: 0,
  };
  t.followUps.push(followUp);
  const todo = addTodo(ids, t, {
    orgId: plan.orgId,
    type: '待回访',
    bizType: 'followUp',
    bizId: followUp.id,
    title: `待回访：${plan.subject}`,
    assignee: plan.assignee,
    time: plan.time,
    dueMs: cstMs(plan.planTime),
  });
  return { followUp, todo };
}
