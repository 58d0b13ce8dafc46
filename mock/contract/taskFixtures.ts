/**
 * Fixtures of the task calls (see fixtures.ts): the organisation's tasks, people and fill
 * records of the seeded store. Each changing call takes its own task, so the reads and exports
 * still find theirs.
 */
import type { Body, Query } from '../../src/shared/contract/call';
import type * as Task from '../../src/shared/contract/task';
import type { FillRecordRow, TaskRow, TaskStatus } from '../questionnaire/types';
import { fillRecordsOf } from '../task/tasks';
import { DAY_MS, formatDateTime } from '../core/time';
import type { FixtureContext } from './fixtures';

type In<C> = Query<C> | Body<C>;

function tasks(f: FixtureContext, status: TaskStatus): TaskRow[] {
  const rows = [...f.db.survey.tasks.values()]
    .filter((task) => task.cusOrgId === f.orgId && task.status === status)
    .sort((a, b) => Number(a.id) - Number(b.id));
  if (rows.length < 3) throw new Error('the seed has too few tasks for the contract fixtures');
  return rows;
}

const records = (f: FixtureContext, task: TaskRow): FillRecordRow[] =>
  fillRecordsOf(f.db.survey, f.db.seed, task, f.db.questionnaires.get(task.formId));

/** A running task with an answered record: the reads and exports use it. */
function answered(f: FixtureContext): { task: TaskRow; record: FillRecordRow } {
  for (const task of tasks(f, 1)) {
    const record = records(f, task).find((row) => row.fillStatus === 1);
    if (record) return { task, record };
  }
  throw new Error('the seed has no answered task record');
}

const ownOrg = (f: FixtureContext) => ({ orgId: f.orgId });

export const TASK_FIXTURES = {
  listTasks: (): In<typeof Task.listTasks> => ({
    pageNum: 1,
    pageSize: 10,
    name: '',
    status: 1,
    source: 0,
    startTime: '2024-01-01 00:00:00',
    endTime: '2099-12-31 23:59:59',
  }),
  taskDetail: (f: FixtureContext) => ({ id: answered(f).task.id }),
  listTaskOrgs: () => ({ name: '' }),
  saveTask: (f: FixtureContext): In<typeof Task.saveTask> => {
    const form = [...f.db.questionnaires.values()].find((row) => row.orgId === f.orgId);
    return {
      id: '',
      name: '契约测试任务',
      startTime: formatDateTime(f.now + DAY_MS),
      endTime: formatDateTime(f.now + 30 * DAY_MS),
      releaseObj: 1,
      deptIds: '',
      userIdList: [],
      formId: form?.id ?? '',
      coverImg: '',
      orgId: f.orgId,
      status: 0,
    };
  },
  updateTaskStatus: (f: FixtureContext): In<typeof Task.updateTaskStatus> => ({
    id: tasks(f, 2)[0].id,
    status: 1,
  }),
  deleteTask: (f: FixtureContext) => ({ id: tasks(f, 3).at(-1)?.id ?? '' }),
  listFillPeople: (f: FixtureContext): In<typeof Task.listFillPeople> => ({
    pageNum: 1,
    pageSize: 20,
    taskId: answered(f).task.id,
    fillStatus: 1,
  }),
  listReleasePeople: (f: FixtureContext): In<typeof Task.listReleasePeople> => ({
    ...ownOrg(f),
    pageNum: 1,
    pageSize: 20,
    keyword: '',
  }),
  orgLoginTypes: ownOrg,
  taskDeptTree: ownOrg,
  deleteTaskAnswer: (f: FixtureContext) => {
    const task = tasks(f, 3).find((row) => records(f, row).length > 0);
    return { resultId: task ? records(f, task)[0].id : '' };
  },
  exportFillPeople: (f: FixtureContext): In<typeof Task.exportFillPeople> => ({
    taskId: answered(f).task.id,
  }),
  exportFillData: (f: FixtureContext): In<typeof Task.exportFillData> => {
    const { task, record } = answered(f);
    return { taskId: task.id, formId: task.formId, currentOrgId: f.orgId, resultIdList: record.id };
  },
  personalReportPdf: (f: FixtureContext): In<typeof Task.personalReportPdf> => {
    const { task, record } = answered(f);
    return { formId: task.formId, resultId: record.id, userId: record.userId };
  },
};
