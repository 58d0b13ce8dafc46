/** What a hotline call or a follow-up sets off: to-dos (seed and routes share them; the crisis to-do: crisis.ts). */
import type { IdSource } from '../core/ids';
import { formatDateTime } from '../core/time';
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

/** A planned follow-up (status 0) and its 待回访 to-do for the planner. */
export function addPlannedFollowUp(
  ids: IdSource,
  t: CounsellingTables,
  plan: {
    orgId: string;
    orderId: string;
    hotlineId: string;
    cusUserId: string;
    /** What is known of the visitor when planning, so a crisis case's pending follow-up is found by the crisis filter. */
    mentalStatus: FollowUp['mentalStatus'];
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
    mentalStatus: plan.mentalStatus,
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
