/** Survey tasks (assessment spec §2, §4, §7 "Tasks"): list, detail, save, status, delete, people, departments. */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/task';
import { MESSAGES } from '../../src/shared/validation/messages';
import type { TaskRow } from '../questionnaire/types';
import { nextId } from '../db';
import { deptWithChildren } from '../organisation/people';
import { DAY_MS, formatDate, formatDateTime } from '../core/time';
import type { OrgType } from '../core/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import { PERM } from '../../src/shared/session/permissions';
import {
  DELETABLE_STATUSES,
  STATUS_DONE,
  STATUS_MOVES,
  STATUS_PERM,
} from '../../src/shared/assessment/taskStatusRules';
import { imageUrl } from '../core/files';
import { requireIdentity, requirePermission } from '../core/guards';
import { contactMobile } from '../core/personalExport';
import { PAGE, READ_PAGES } from '../core/pageCodes';
import { ownerFileUrl, questionnaireOf } from '../questionnaire/questionnaireAccess';
import { visibleOrgIds } from '../core/scope';
import {
  FILL_STATUS_WORD,
  deptName,
  fillCounts,
  fillPeople,
  recordsOf,
  taskOf,
} from './taskAccess';

const toMs = (text: string) => Date.parse(text.replace(' ', 'T') + '+08:00');

function taskView(ctx: RouteContext, task: TaskRow) {
  const form = ctx.db.questionnaires.get(task.formId);
  return {
    id: task.id,
    name: task.name,
    orgName: ctx.db.orgs.get(task.cusOrgId)?.name ?? '',
    cusOrgId: task.cusOrgId,
    status: task.status,
    startTime: task.startTime,
    endTime: task.endTime,
    source: task.source,
    releaseObj: task.releaseObj,
    deptIds: task.deptIds.join(','),
    userIdList: task.userIdList,
    formId: task.formId,
    formName: form?.name ?? '',
    coverImg: task.coverImg,
    fileUrl: ownerFileUrl(ctx, form),
    isOwner: requireIdentity(ctx).orgId === task.cusOrgId,
    createTime: task.createTime,
  };
}

/** 任务管理's sortable columns: 开始时间, 结束时间, 状态. */
const TASK_SORTS: SortKeys<
  { startTime: string; endTime: string; status: number },
  NonNullable<Input<typeof C.listTasks>['sortField']>
> = {
  startTime: (task) => task.startTime,
  endTime: (task) => task.endTime,
  status: (task) => task.status,
};

/** 任务分页 GET /api/task/page */
function list(ctx: RouteContext, query: Input<typeof C.listTasks>) {
  const orgs = visibleOrgIds(ctx);
  const { name, cusOrgId, status, source, startTime, endTime } = query;
  const rows = [...ctx.db.survey.tasks.values()]
    .filter(
      (task) =>
        orgs.has(task.cusOrgId) &&
        (!name || task.name.includes(name)) &&
        (!cusOrgId || task.cusOrgId === cusOrgId) &&
        (status === undefined || task.status === status) &&
        (source === undefined || task.source === source) &&
        // A task overlapping the searched period.
        (!startTime || task.endTime >= startTime) &&
        (!endTime || task.startTime <= endTime),
    )
    .sort((a, b) => Number(b.id) - Number(a.id));
  const answer = page(rows, query, TASK_SORTS);
  return { total: answer.total, rows: answer.rows.map((task) => taskView(ctx, task)) };
}

/** 任务详情（含填写统计） GET /api/task/detail */
function detail(ctx: RouteContext, { id }: Input<typeof C.taskDetail>) {
  const task = taskOf(ctx, id);
  const people = task.userIdList
    .map((id) => ctx.db.people.get(id))
    .filter((person) => person !== undefined)
    .map((person) => ({ id: person.id, name: person.name, username: person.username }));
  return {
    ...taskView(ctx, task),
    ...fillCounts(ctx, task),
    deptNames: task.deptIds.map((id) => deptName(ctx, id)).join('，'),
    userList: people,
  };
}

/** 客户机构下拉 GET /api/task/getSelectOrgList ?name, pageNum, pageSize: a list (not a page), cut as the remote select asks (shell spec §9, pageSize 200) */
function selectOrgList(ctx: RouteContext, query: Input<typeof C.listTaskOrgs>) {
  const { name } = query;
  const visible = visibleOrgIds(ctx);
  const own = requireIdentity(ctx).orgId;
  const withTasks = new Set([...ctx.db.survey.tasks.values()].map((task) => task.cusOrgId));
  const rows = [...visible]
    .filter((id) => id === own || withTasks.has(id))
    .map((id) => ({ orgId: id, orgName: ctx.db.orgs.get(id)?.name ?? '' }))
    .filter((org) => !name || org.orgName.includes(name));
  return page(rows, query).rows;
}

type SaveBody = Input<typeof C.saveTask>;

/**
 * What the schema cannot check of a save: the task's own times and status, the clock, the
 * organisation, departments, people, questionnaire and cover against the store.
 */
function checkSave(ctx: RouteContext, body: SaveBody, existing: TaskRow | undefined) {
  const { startTime, endTime, releaseObj } = body;
  if (existing?.status === 3 && startTime !== existing.startTime) {
    throw fail(10409, '已结束的任务不能修改开始时间');
  }
  // The form's pickers: a start before yesterday or an end before now cannot be picked, while
  // the times a task already has are sent back unchanged (an ended task keeps its past end).
  if (startTime !== existing?.startTime && startTime.slice(0, 10) < formatDate(ctx.now - DAY_MS))
    throw fail(10400, '开始时间不能早于昨天');
  if (endTime !== existing?.endTime && toMs(endTime) < ctx.now)
    throw fail(10400, '结束时间不能早于当前时间');
  const orgId = body.orgId || existing?.cusOrgId || requireIdentity(ctx).orgId;
  if (!visibleOrgIds(ctx).has(orgId)) throw fail(10403, '无权为该机构发布任务');
  if (releaseObj === 2 && body.deptIds.some((id) => ctx.db.departments.get(id)?.orgId !== orgId))
    throw fail(10400, '部门不存在');
  if (releaseObj === 0 && body.userIdList.some((id) => ctx.db.people.get(id)?.orgId !== orgId))
    throw fail(10400, '所选用户不存在');
  const formId = body.formId ?? '';
  if (!existing && !formId) throw fail(10400, MESSAGES.questionnaireRequired);
  if (formId) questionnaireOf(ctx, formId);
  if (existing && formId && formId !== existing.formId && recordsOf(ctx, existing).length > 0) {
    throw fail(10409, '任务已有答题记录，不能更换问卷');
  }
  imageUrl(ctx, body.coverImg, '封面地址不正确', existing?.coverImg);
  return {
    name: body.name,
    startTime,
    endTime,
    releaseObj,
    deptIds: releaseObj === 2 ? body.deptIds : [],
    userIdList: releaseObj === 0 ? body.userIdList : [],
    formId: formId || existing?.formId || '',
    coverImg: body.coverImg,
    orgId,
  };
}

/** 保存任务（新建或编辑） POST /api/task/save */
function save(ctx: RouteContext, body: SaveBody) {
  const { id } = body;
  requirePermission(ctx, id ? PERM.taskEdit : PERM.taskCreate);
  const existing = id ? taskOf(ctx, id) : undefined;
  const input = checkSave(ctx, body, existing);
  const startsNow = toMs(input.startTime) <= ctx.now;
  const own = requireIdentity(ctx).orgId;
  if (existing) {
    // Answers given so far are built from the coverage they were given under, before it changes.
    recordsOf(ctx, existing);
    Object.assign(existing, {
      name: input.name,
      startTime: input.startTime,
      endTime: input.endTime,
      releaseObj: input.releaseObj,
      deptIds: input.deptIds,
      userIdList: input.userIdList,
      formId: input.formId,
      coverImg: input.coverImg,
      cusOrgId: input.orgId,
      source: input.orgId === own ? 0 : 1,
      status: existing.status === 0 && startsNow ? 1 : existing.status,
    });
    return ok({ id: existing.id }, '编辑成功');
  }
  const task: TaskRow = {
    id: nextId(ctx.db, 'task'),
    name: input.name,
    cusOrgId: input.orgId,
    status: startsNow ? 1 : 0,
    startTime: input.startTime,
    endTime: input.endTime,
    source: input.orgId === own ? 0 : 1,
    releaseObj: input.releaseObj,
    deptIds: input.deptIds,
    userIdList: input.userIdList,
    formId: input.formId,
    coverImg: input.coverImg,
    createTime: formatDateTime(ctx.now),
  };
  ctx.db.survey.tasks.set(task.id, task);
  // A new task has no answers yet.
  ctx.db.survey.fillRecords.set(task.id, []);
  return ok({ id: task.id }, '保存成功');
}

/** 修改任务状态 POST /api/task/updateStatus {id, status} */
function updateStatus(ctx: RouteContext, { id, status }: Input<typeof C.updateTaskStatus>) {
  requirePermission(ctx, STATUS_PERM[status]);
  const task = taskOf(ctx, id);
  if (!STATUS_MOVES[task.status].includes(status)) throw fail(10409, '当前状态不允许该操作');
  recordsOf(ctx, task); // answers given so far are fixed before the status changes
  task.status = status;
  return ok(null, STATUS_DONE[status]);
}

/** 删除任务 POST /api/task/delete {id} */
function remove(ctx: RouteContext, { id }: Input<typeof C.deleteTask>) {
  requirePermission(ctx, PERM.taskDelete);
  const task = taskOf(ctx, id);
  if (!DELETABLE_STATUSES.includes(task.status)) throw fail(10409, '进行中的任务不能删除');
  ctx.db.survey.tasks.delete(task.id);
  ctx.db.survey.fillRecords.delete(task.id);
  return ok(null, '删除成功');
}

/**
 * 填写人员分页 GET /api/task/getFillPersonPage ?taskId, deptId, account, fillStatus. No column
 * shows the mobile, but the answer carries it: masked unless the identity holds 查看联系方式.
 */
function fillPersonPage(ctx: RouteContext, query: Input<typeof C.listFillPeople>) {
  const mobileSeen = contactMobile(requireIdentity(ctx));
  const task = taskOf(ctx, query.taskId);
  const answer = page(fillPeople(ctx, task, query), query);
  return {
    total: answer.total,
    rows: answer.rows.map(({ person, record }) => ({
      id: person.id,
      userId: person.id,
      username: person.username,
      mobile: mobileSeen(person.mobile),
      sendMail: person.sendMail,
      name: person.name,
      deptName: deptName(ctx, person.deptId),
      sex: person.sex,
      age: person.age,
      fillStatus: record?.fillStatus ?? 0,
      fillStatusName: FILL_STATUS_WORD[record?.fillStatus ?? 0],
      fillTime: record?.fillTime ?? '',
      resultId: record?.id ?? '',
      reportFormId: record ? task.formId : '',
      addedInfo: JSON.stringify([
        { type: 'dept', name: '部门', value: deptName(ctx, person.deptId) },
      ]),
    })),
  };
}

function orgParam(ctx: RouteContext, wanted: string | undefined): string {
  const orgId = wanted || requireIdentity(ctx).orgId;
  if (!visibleOrgIds(ctx).has(orgId)) throw fail(10403, '无权查看该机构');
  return orgId;
}

/** 发布对象（机构人员）分页 GET /api/task/getReleaseObjPage ?orgId, deptId, keyword */
function releaseObjPage(ctx: RouteContext, query: Input<typeof C.listReleasePeople>) {
  requirePermission(ctx, PAGE.tasks);
  const orgId = orgParam(ctx, query.orgId);
  const { deptId, keyword } = query;
  const depts = deptId ? deptWithChildren(ctx.db.departments, [deptId]) : undefined;
  const rows = [...ctx.db.people.values()].filter(
    (person) =>
      person.orgId === orgId &&
      (!depts || depts.has(person.deptId)) &&
      (!keyword || person.name.includes(keyword) || person.username.includes(keyword)),
  );
  const answer = page(rows, query);
  return {
    total: answer.total,
    rows: answer.rows.map((person) => ({
      id: person.id,
      name: person.name,
      username: person.username,
      mobile: person.mobile,
      sendMail: person.sendMail,
      deptId: person.deptId,
      deptName: deptName(ctx, person.deptId),
      sex: person.sex,
      age: person.age,
    })),
  };
}

const ACCOUNT_LOGIN = { regloginType: 'username', name: '账号' };
/** How an organisation's people log in, by organisation type: customers' people by mail, providers' staff by mobile. */
const LOGIN_TYPES: Record<OrgType, Array<{ regloginType: string; name: string }>> = {
  0: [ACCOUNT_LOGIN, { regloginType: 'mobile', name: '手机号' }],
  1: [ACCOUNT_LOGIN, { regloginType: 'mobile', name: '手机号' }],
  2: [ACCOUNT_LOGIN, { regloginType: 'sendMail', name: '邮箱' }],
};

/** 机构登录方式 GET /server-platform/api/org/getLoginType ?orgId */
function loginType(ctx: RouteContext, { orgId }: Input<typeof C.orgLoginTypes>) {
  requirePermission(ctx, PAGE.tasks);
  const org = ctx.db.orgs.get(orgParam(ctx, orgId));
  if (!org) throw fail(10404, '机构不存在');
  return LOGIN_TYPES[org.orgType].map((type) => ({ ...type }));
}

type DeptNode = C.TaskDeptNode;

/** 部门树 GET /api/dept/getDeptTree ?orgId */
function deptTree(ctx: RouteContext, query: Input<typeof C.taskDeptTree>): DeptNode[] {
  requirePermission(ctx, READ_PAGES.deptTree);
  const orgId = orgParam(ctx, query.orgId);
  const depts = [...ctx.db.departments.values()].filter((dept) => dept.orgId === orgId);
  const build = (parentId: string | null): DeptNode[] =>
    depts
      .filter((dept) => dept.parentId === parentId)
      .map((dept) => ({ id: dept.id, name: dept.name, nodes: build(dept.id) }));
  return build(null);
}

/** 删除答题记录 GET /api/eval/deleteAnswer ?resultId */
function deleteAnswer(ctx: RouteContext, { resultId }: Input<typeof C.deleteTaskAnswer>) {
  requirePermission(ctx, PERM.taskEdit);
  const visible = visibleOrgIds(ctx);
  for (const [taskId, records] of ctx.db.survey.fillRecords) {
    const index = records.findIndex((record) => record.id === resultId);
    const task = ctx.db.survey.tasks.get(taskId);
    if (index < 0 || !task || !visible.has(task.cusOrgId)) continue;
    records.splice(index, 1);
    return ok(null, '删除成功');
  }
  throw fail(10404, '答题记录不存在');
}

export const taskRoutes = createRouter()
  .handle(C.listTasks, list)
  .handle(C.taskDetail, detail)
  .handle(C.listTaskOrgs, selectOrgList)
  .handle(C.saveTask, save)
  .handle(C.updateTaskStatus, updateStatus)
  .handle(C.deleteTask, remove)
  .handle(C.listFillPeople, fillPersonPage)
  .handle(C.listReleasePeople, releaseObjPage)
  .handle(C.orgLoginTypes, loginType)
  .handle(C.taskDeptTree, deptTree)
  .handle(C.deleteTaskAnswer, deleteAnswer);
