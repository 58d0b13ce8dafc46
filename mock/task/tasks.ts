/**
 * Survey tasks of the QA organisations, 320 in every status, released to the organisations'
 * own people and departments (organisation/people.ts), and fill records built per task on first access
 * (a task covering 5,000 people costs nothing until someone opens it).
 */
import type { IdSource } from '../core/ids';
import { deptWithChildren } from '../organisation/people';
import type { QaOrgIds } from '../organisation/orgs';
import { rngFor, type Rng } from '../core/random';
import { DAY_MS, SEED_NOW, formatDateTime } from '../core/time';
import type { Department, Org, OrgPerson } from '../core/types';
import type {
  AnswerRow,
  FillRecordRow,
  QuestionnaireRow,
  ReleaseObj,
  TaskRow,
  TaskStatus,
} from '../questionnaire/types';
import { leafQuestions } from '../questionnaire/questionnaires';

export interface SurveyTables {
  tasks: Map<string, TaskRow>;
  /** The same Map as `Db.departments` (one model for 部门与人员 and release objects). */
  depts: Map<string, Department>;
  /** The same Map as `Db.people` (one model for 部门与人员 and release objects). */
  respondents: Map<string, OrgPerson>;
  /** taskId → its fill records; a task's entry is built on first access (fillRecordsOf). */
  fillRecords: Map<string, FillRecordRow[]>;
  /** Id of the seeded task whose release object covers the 5,000 people of the QA root. */
  bigTaskId: string;
}

const TASK_TOPICS = [
  '员工心理健康普查',
  '新员工适应情况调查',
  '季度压力状况调研',
  '心理服务满意度回访',
  '睡眠与情绪专项调查',
  '团队氛围调研',
  '心理讲座效果反馈',
  '家庭关系关爱调查',
];

function taskTimes(rng: Rng, status: TaskStatus): [string, string] {
  const day = (n: number) => SEED_NOW + n * DAY_MS + rng.int(0, 8) * 3600 * 1000;
  if (status === 3) {
    const start = rng.int(-700, -60);
    return [formatDateTime(day(start)), formatDateTime(day(start + rng.int(7, 50)))];
  }
  if (status === 0) {
    const start = rng.int(520, 620);
    return [formatDateTime(day(start)), formatDateTime(day(start + rng.int(14, 90)))];
  }
  return [formatDateTime(day(-rng.int(1, 60))), formatDateTime(day(rng.int(520, 700)))];
}

/** Seeds 320 tasks of the QA organisations over their departments and people. */
export function seedSurvey(
  rng: Rng,
  ids: IdSource,
  qa: QaOrgIds,
  orgs: Map<string, Org>,
  questionnaires: Map<string, QuestionnaireRow>,
  depts: Map<string, Department>,
  respondents: Map<string, OrgPerson>,
): SurveyTables {
  const peopleOf = (orgId: string) =>
    [...respondents.values()].filter((person) => person.orgId === orgId);
  const deptsOf = (orgId: string) => [...depts.values()].filter((dept) => dept.orgId === orgId);
  const rootPeople = peopleOf(qa.comprehensive);
  const customerPeople = peopleOf(qa.customer);
  const rootDepts = deptsOf(qa.comprehensive);
  const customerDepts = deptsOf(qa.customer);
  const otherChildren = [...orgs.values()]
    .filter((org) => org.parentId === qa.comprehensive && org.orgType === 2)
    .map((org) => org.id);
  const forms = [...questionnaires.values()];

  const tasks = new Map<string, TaskRow>();
  const bigTask: TaskRow = {
    id: ids.next('task'),
    name: '2025年度全员心理健康普查',
    cusOrgId: qa.comprehensive,
    status: 1,
    startTime: formatDateTime(SEED_NOW - 20 * DAY_MS),
    endTime: formatDateTime(SEED_NOW + 600 * DAY_MS),
    source: 0,
    releaseObj: 1,
    deptIds: [],
    userIdList: [],
    formId: forms[0].id,
    coverImg: '',
    createTime: formatDateTime(SEED_NOW - 25 * DAY_MS),
  };
  tasks.set(bigTask.id, bigTask);

  for (let i = 1; i < 320; i += 1) {
    const cusOrgId = rng.weighted<string>([
      [qa.comprehensive, 70],
      [qa.customer, 20],
      [otherChildren.length > 0 ? rng.pick(otherChildren) : qa.customer, 10],
    ]);
    const status = rng.weighted<TaskStatus>([
      [0, 15],
      [1, 35],
      [2, 15],
      [3, 35],
    ]);
    const known = cusOrgId === qa.comprehensive || cusOrgId === qa.customer;
    const releaseObj: ReleaseObj = known
      ? rng.weighted<ReleaseObj>([
          [0, 50],
          [1, 10],
          [2, 40],
        ])
      : 1;
    const people = cusOrgId === qa.comprehensive ? rootPeople : customerPeople;
    const orgDepts = cusOrgId === qa.comprehensive ? rootDepts : customerDepts;
    const [startTime, endTime] = taskTimes(rng, status);
    const task: TaskRow = {
      id: ids.next('task'),
      name: `${startTime.slice(0, 4)}年${TASK_TOPICS[i % TASK_TOPICS.length]}（${String(i).padStart(3, '0')}）`,
      cusOrgId,
      status,
      startTime,
      endTime,
      source: cusOrgId === qa.comprehensive ? 0 : 1,
      releaseObj,
      deptIds: releaseObj === 2 ? [rng.pick(orgDepts).id] : [],
      userIdList:
        releaseObj === 0
          ? Array.from(new Set(Array.from({ length: rng.int(3, 40) }, () => rng.pick(people).id)))
          : [],
      formId: rng.pick(forms).id,
      coverImg: '',
      createTime: formatDateTime(Date.parse(startTime.replace(' ', 'T') + '+08:00') - 3 * DAY_MS),
    };
    tasks.set(task.id, task);
  }
  return { tasks, depts, respondents, fillRecords: new Map(), bigTaskId: bigTask.id };
}

/** The people a task's release object covers, in seed order. */
export function coveredPeople(survey: SurveyTables, task: TaskRow): OrgPerson[] {
  if (task.releaseObj === 0) {
    return task.userIdList
      .map((id) => survey.respondents.get(id))
      .filter((person): person is OrgPerson => person !== undefined);
  }
  const depts = task.releaseObj === 2 ? deptWithChildren(survey.depts, task.deptIds) : undefined;
  const people: OrgPerson[] = [];
  for (const person of survey.respondents.values()) {
    if (person.orgId === task.cusOrgId && (!depts || depts.has(person.deptId))) people.push(person);
  }
  return people;
}

const FREE_TEXTS = [
  '最近工作比较忙，偶尔失眠。',
  '希望多组织一些团体活动。',
  '暂无',
  '孩子教育问题让我有些焦虑。',
  '希望能有一对一的心理咨询。',
];

/** Answers to a paper: every question, or only the first half for a partly answered record. */
function answersFor(rng: Rng, form: QuestionnaireRow, partly: boolean): AnswerRow[] {
  const questions = leafQuestions(form.quesionList);
  const answered = partly
    ? questions.slice(0, Math.max(1, Math.floor(questions.length / 2)))
    : questions;
  return answered.map((question) => {
    const options = question.optionList.map((item) => item.option);
    if (question.questionType === 2) return { code: question.code, values: [rng.pick(FREE_TEXTS)] };
    if (question.questionType === 0 || question.questionType === 3) {
      if (question.questionType === 3 && rng.chance(0.1)) {
        return { code: question.code, values: ['其他'], other: '心理热线' };
      }
      return { code: question.code, values: [rng.pick(options)] };
    }
    const min = Math.max(1, question.selMin ?? 1);
    const max = Math.min(options.length, question.selMax ?? options.length);
    const count = rng.int(min, Math.max(min, max));
    const start = rng.int(0, options.length - 1);
    const values = Array.from({ length: count }, (_, k) => options[(start + k) % options.length]);
    return { code: question.code, values };
  });
}

/**
 * A fill record frozen to its answers: records are added and removed, never written, so the store
 * digest (mock/contract/digest.ts) serialises each derived one once instead of on every digest
 * (the 5,000 people of the QA root's task alone are 40 MB).
 */
function frozenRecord(record: FillRecordRow): FillRecordRow {
  for (const answer of record.answers) Object.freeze(Object.freeze(answer).values);
  Object.freeze(record.answers);
  return Object.freeze(record);
}

/**
 * A task's fill records, built on first access from the task's own random stream: a realistic
 * mix of answered (about 55%), partly answered (15%) and unanswered (30%) people.
 */
export function fillRecordsOf(
  survey: SurveyTables,
  seed: number,
  task: TaskRow,
  form: QuestionnaireRow | undefined,
): FillRecordRow[] {
  const existing = survey.fillRecords.get(task.id);
  if (existing) return existing;
  const records: FillRecordRow[] = [];
  if (task.status !== 0 && form) {
    const rng = rngFor(seed, `taskfill-${task.id}`);
    const start = Date.parse(task.startTime.replace(' ', 'T') + '+08:00');
    const end = Math.min(Date.parse(task.endTime.replace(' ', 'T') + '+08:00'), SEED_NOW);
    for (const person of coveredPeople(survey, task)) {
      const roll = rng.next();
      if (roll >= 0.7) continue;
      const partly = roll >= 0.55;
      records.push(
        frozenRecord({
          id: `${task.id}${person.id}`,
          taskId: task.id,
          userId: person.id,
          fillStatus: partly ? 2 : 1,
          fillTime: formatDateTime(start + Math.floor(rng.next() * Math.max(1, end - start))),
          answers: answersFor(rng, form, partly),
        }),
      );
    }
  }
  survey.fillRecords.set(task.id, records);
  return records;
}
