/** Shared reads of the task routes: a visible task, its questionnaire, its people and fill records. */
import type { FillRecordRow, TaskRow } from '../questionnaire/types';
import { deptWithChildren } from '../organisation/people';
import { coveredPeople, fillRecordsOf } from './tasks';
import type { OrgPerson } from '../core/types';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { visibleOrgIds } from '../core/scope';

/** A visible task by id (the schema has checked it is there); 10404 when unknown. */
export function taskOf(ctx: RouteContext, id: string): TaskRow {
  const task = ctx.db.survey.tasks.get(id);
  if (!task || !visibleOrgIds(ctx).has(task.cusOrgId)) throw fail(10404, '任务不存在');
  return task;
}

export function recordsOf(ctx: RouteContext, task: TaskRow): FillRecordRow[] {
  return fillRecordsOf(ctx.db.survey, ctx.db.seed, task, ctx.db.questionnaires.get(task.formId));
}

export interface FillPerson {
  person: OrgPerson;
  record: FillRecordRow | undefined;
}

/** The fill-person filters the list and the exports share (parsed by their schemas). */
export interface FillFilters {
  deptId?: string;
  account?: string;
  fillStatus?: 0 | 1 | 2;
}

/** Everyone the task covers, with their fill record, after the fill-person filters. */
export function fillPeople(
  ctx: RouteContext,
  task: TaskRow,
  { deptId, account, fillStatus }: FillFilters,
): FillPerson[] {
  const byUser = new Map(recordsOf(ctx, task).map((record) => [record.userId, record]));
  const depts = deptId ? deptWithChildren(ctx.db.departments, [deptId]) : undefined;
  const people: FillPerson[] = [];
  for (const person of coveredPeople(ctx.db.survey, task)) {
    const record = byUser.get(person.id);
    if (depts && !depts.has(person.deptId)) continue;
    if (account && !person.username.includes(account) && !person.name.includes(account)) continue;
    if (fillStatus !== undefined && (record?.fillStatus ?? 0) !== fillStatus) continue;
    people.push({ person, record });
  }
  return people;
}

/** Covered, answered, partly answered and unanswered counts, from the fill records. */
export function fillCounts(ctx: RouteContext, task: TaskRow) {
  const covered = coveredPeople(ctx.db.survey, task);
  const ids = new Set(covered.map((person) => person.id));
  let answered = 0;
  let partly = 0;
  for (const record of recordsOf(ctx, task)) {
    if (!ids.has(record.userId)) continue;
    if (record.fillStatus === 1) answered += 1;
    else partly += 1;
  }
  return {
    allPersonNum: covered.length,
    fillPersonNum: answered,
    fillSomePersonNum: partly,
    unFillPersonNum: covered.length - answered - partly,
  };
}

export const SEX_WORD = { 0: '男', 1: '女' } as const;
export const FILL_STATUS_WORD = { 0: '未作答', 1: '已作答', 2: '部分作答' } as const;

export function deptName(ctx: RouteContext, deptId: string): string {
  return ctx.db.departments.get(deptId)?.name ?? '';
}
