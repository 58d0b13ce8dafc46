/**
 * A survey task's statuses and how it moves between them (assessment spec §4), one home for the
 * console's row actions and the mock's refusals (as forms/templateRules.ts is): 0 未开始, 1 进行中,
 * 2 已暂停, 3 已结束. Pure: the mock imports it (docs/decisions/0005-mock-imports-from-src.md).
 */
import { PERM } from '../session/permissions';

export type TaskStatusValue = 0 | 1 | 2 | 3;
/** A status a task is moved to by 修改任务状态: published, paused or ended. */
export type TargetStatus = 1 | 2 | 3;

/** Where each status may go: a running task pauses or ends, a paused one runs again or ends. */
export const STATUS_MOVES: Record<TaskStatusValue, readonly TargetStatus[]> = {
  0: [],
  1: [2, 3],
  2: [1, 3],
  3: [],
};

/** Statuses whose task may be deleted: all but 进行中. */
export const DELETABLE_STATUSES: readonly TaskStatusValue[] = [0, 2, 3];

/** The status each status change sends (修改任务状态), its button code and the message when it is done. */
export const ACTION_TARGET = { publish: 1, pause: 2, end: 3 } as const;
export type StatusAction = keyof typeof ACTION_TARGET;
export const STATUS_PERM: Record<TargetStatus, string> = {
  1: PERM.taskPublish,
  2: PERM.taskPause,
  3: PERM.taskEnd,
};
export const STATUS_DONE: Record<TargetStatus, string> = {
  1: '发布成功',
  2: '已暂停',
  3: '已结束',
};
