import type { Moment } from 'moment';
import { DATE_TIME_FORMAT, moment } from '@/shared/utils/dates';
import { PERM } from '@/shared/session/permissions';
import {
  ACTION_TARGET,
  DELETABLE_STATUSES,
  STATUS_MOVES,
  STATUS_PERM,
  type StatusAction,
} from '@/shared/assessment/taskStatusRules';
import type { PersonBrief, ReleaseObj, TaskSavePayload, TaskStatus } from './types';

export type TaskAction = 'edit' | 'publish' | 'pause' | 'end' | 'delete';

const STATUS_ACTIONS = Object.keys(ACTION_TARGET) as StatusAction[];

/** Row actions by status (assessment spec §4): edit always, the moves of taskStatusRules, delete when it may. */
export const TASK_ACTIONS: Record<TaskStatus, readonly TaskAction[]> = {
  0: actionsOf(0),
  1: actionsOf(1),
  2: actionsOf(2),
  3: actionsOf(3),
};

function actionsOf(status: TaskStatus): TaskAction[] {
  const moves = STATUS_ACTIONS.filter((action) =>
    STATUS_MOVES[status].includes(ACTION_TARGET[action]),
  );
  return ['edit', ...moves, ...(DELETABLE_STATUSES.includes(status) ? (['delete'] as const) : [])];
}

const ACTION_PERM: Record<TaskAction, string> = {
  edit: PERM.taskEdit,
  publish: STATUS_PERM[ACTION_TARGET.publish],
  pause: STATUS_PERM[ACTION_TARGET.pause],
  end: STATUS_PERM[ACTION_TARGET.end],
  delete: PERM.taskDelete,
};

export const ACTION_LABEL: Record<TaskAction, string> = {
  edit: '编辑',
  publish: '发布',
  pause: '暂停',
  end: '结束',
  delete: '删除',
};

/** The actions an identity sees on a task of this status. */
export function actionsFor(status: TaskStatus, codes: readonly string[]): TaskAction[] {
  return TASK_ACTIONS[status].filter((action) => codes.includes(ACTION_PERM[action]));
}

/**
 * Start picker: days before yesterday are disabled; a running or paused task cannot move its
 * start after the end. (An ended task's start picker is disabled altogether.)
 */
export function disabledStartDate(
  current: Moment,
  status: TaskStatus | undefined,
  end: Moment | undefined,
): boolean {
  if (current.isBefore(moment().subtract(1, 'day'), 'day')) return true;
  return (status === 1 || status === 2) && end !== undefined && current.isAfter(end, 'day');
}

/** End picker: days before the start or before today are disabled. */
export function disabledEndDate(current: Moment, start: Moment | undefined): boolean {
  if (current.isBefore(moment(), 'day')) return true;
  return start !== undefined && current.isBefore(start, 'day');
}

export interface TaskFormValues {
  name: string;
  startTime: Moment;
  endTime: Moment;
  releaseObj: ReleaseObj;
  deptIds?: string[];
  users?: PersonBrief[];
  formId?: string;
  coverImg?: string;
}

/** The save payload of the form (assessment spec §7): times as YYYY-MM-DD HH:mm:ss, departments comma-joined. */
export function toSavePayload(
  values: TaskFormValues,
  context: { id?: string; status?: TaskStatus; orgId: string; formId?: string },
): TaskSavePayload {
  return {
    id: context.id ?? '',
    name: values.name.trim(),
    startTime: values.startTime.format(DATE_TIME_FORMAT),
    endTime: values.endTime.format(DATE_TIME_FORMAT),
    releaseObj: values.releaseObj,
    userIdList: values.releaseObj === 0 ? (values.users ?? []).map((user) => user.id) : [],
    formId: values.formId ?? context.formId ?? '',
    deptIds: values.releaseObj === 2 ? (values.deptIds ?? []).join(',') : '',
    coverImg: values.coverImg ?? '',
    orgId: context.orgId,
    status: context.status ?? 0,
  };
}

/** The respondent's fill page, for sharing (link and QR code). */
export const taskFillUrl = (taskId: string, origin = window.location.origin): string =>
  `${origin}/h5/task?taskId=${encodeURIComponent(taskId)}`;
