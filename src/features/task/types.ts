import type { Answer, Body, Row } from '@/shared/contract/call';
import type {
  listFillPeople,
  listReleasePeople,
  listTasks,
  saveTask,
  taskDetail,
} from '@/shared/contract/task';

/** 0 not started, 1 running, 2 paused, 3 ended (assessment spec §4). */
export type TaskStatus = Task['status'];
export const TASK_STATUS_LABEL: Record<TaskStatus, string> = {
  0: '未开始',
  1: '进行中',
  2: '已暂停',
  3: '已结束',
};
export const TASK_STATUS_COLOR: Record<TaskStatus, string> = {
  0: 'default',
  1: 'processing',
  2: 'warning',
  3: 'error',
};

/** 0 created by this organisation, 1 by a customer organisation. */
export type TaskSource = Task['source'];
export const TASK_SOURCE_LABEL: Record<TaskSource, string> = { 0: '自建', 1: '客户创建' };

/** 0 individual (partial users), 1 all, 2 by department. */
export type ReleaseObj = Task['releaseObj'];
export const RELEASE_OBJ_LABEL: Record<ReleaseObj, string> = {
  0: '部分用户',
  1: '全部用户',
  2: '按部门',
};

/** On a person in a task: 0 unanswered, 1 answered, 2 partly answered. */
export type FillStatus = FillPerson['fillStatus'];
export const FILL_STATUS_LABEL: Record<FillStatus, string> = {
  0: '未作答',
  1: '已作答',
  2: '部分作答',
};

// The shapes are the contract's (src/shared/contract/task.ts), named for the screens.
export type Task = Row<typeof listTasks>;
export type TaskDetail = Answer<typeof taskDetail>;
export type PersonBrief = TaskDetail['userList'][number];
export type FillPerson = Row<typeof listFillPeople>;
export type ReleasePerson = Row<typeof listReleasePeople>;
/** POST /api/task/save, exactly as assessment spec §7. */
export type TaskSavePayload = Body<typeof saveTask>;

export interface TaskListFilters {
  name?: string;
  cusOrgId?: string;
  period?: unknown;
  status?: string | number;
  source?: string | number;
}
