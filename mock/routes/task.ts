/** Survey tasks (assessment spec §2, §4, §7 "Tasks"): list, detail, save, status, delete, people, departments. */
import type { ReleaseObj, TaskRow, TaskStatus } from '../db/assessmentTypes';
import { nextId } from '../db';
import { deptWithChildren } from '../db/people';
import { DAY_MS, formatDate, formatDateTime } from '../db/time';
import type { OrgType } from '../db/types';
import { createRouter, fail, ok, page, textField, type RouteContext } from '../router';
import { PERM } from '../../src/shared/session/permissions';
import type { Input } from '../../src/shared/contract/call';
import * as Q from '../../src/shared/contract/questionnaire';
import { imageUrl } from './file';
import { requireIdentity, requirePermission } from './guards';
import { PAGE, READ_PAGES } from './pageCodes';
import { ownerFileUrl, questionnaireOf, visibleOrgIds } from './questionnaireAccess';
import {
  FILL_STATUS_WORD,
  deptName,
  fillCounts,
  fillPeople,
  recordsOf,
  taskOf,
} from './taskAccess';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const toMs = (text: string) => Date.parse(text.replace(' ', 'T') + '+08:00');

/** Status changes the platform allows: from → to (spec §4: publish 1, pause 2, end 3). */
export const TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  0: [],
  1: [2, 3],
  2: [1, 3],
  3: [],
};
const STATUS_PERM: Record<1 | 2 | 3, string> = {
  1: PERM.taskPublish,
  2: PERM.taskPause,
  3: PERM.taskEnd,
};
const STATUS_DONE: Record<1 | 2 | 3, string> = { 1: '发布成功', 2: '已暂停', 3: '已结束' };
/** Statuses whose task may be deleted (spec §4). */
const DELETABLE: readonly TaskStatus[] = [0, 2, 3];

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

function timeQuery(ctx: RouteContext, key: string): string {
  const value = textField(ctx.req.query, key).trim();
  if (value && !DATE_TIME.test(value)) throw fail(10400, '时间格式不正确');
  return value;
}

/** 任务分页 GET /api/task/page */
function list(ctx: RouteContext) {
  const orgs = visibleOrgIds(ctx);
  const q = ctx.req.query;
  const name = textField(q, 'name').trim();
  const cusOrgId = textField(q, 'cusOrgId').trim();
  const status = textField(q, 'status').trim();
  const source = textField(q, 'source').trim();
  const startTime = timeQuery(ctx, 'startTime');
  const endTime = timeQuery(ctx, 'endTime');
  if (status && !['0', '1', '2', '3'].includes(status)) throw fail(10400, '任务状态不正确');
  if (source && !['0', '1'].includes(source)) throw fail(10400, '任务来源不正确');
  const rows = [...ctx.db.survey.tasks.values()]
    .filter(
      (task) =>
        orgs.has(task.cusOrgId) &&
        (!name || task.name.includes(name)) &&
        (!cusOrgId || task.cusOrgId === cusOrgId) &&
        (!status || String(task.status) === status) &&
        (!source || String(task.source) === source) &&
        // A task overlapping the searched period.
        (!startTime || task.endTime >= startTime) &&
        (!endTime || task.startTime <= endTime),
    )
    .sort((a, b) => Number(b.id) - Number(a.id));
  const answer = page(rows, q);
  return { total: answer.total, rows: answer.rows.map((task) => taskView(ctx, task)) };
}

/** 任务详情（含填写统计） GET /api/task/detail */
function detail(ctx: RouteContext) {
  const task = taskOf(ctx);
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

/** 客户机构下拉 GET /api/task/getSelectOrgList */
function selectOrgList(ctx: RouteContext) {
  const visible = visibleOrgIds(ctx);
  const own = requireIdentity(ctx).orgId;
  const withTasks = new Set([...ctx.db.survey.tasks.values()].map((task) => task.cusOrgId));
  const name = textField(ctx.req.query, 'name').trim();
  return [...visible]
    .filter((id) => id === own || withTasks.has(id))
    .map((id) => ({ orgId: id, orgName: ctx.db.orgs.get(id)?.name ?? '' }))
    .filter((org) => !name || org.orgName.includes(name));
}

interface SaveInput {
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  releaseObj: ReleaseObj;
  deptIds: string[];
  userIdList: string[];
  formId: string;
  coverImg: string;
  orgId: string;
}

function readSave(ctx: RouteContext, existing: TaskRow | undefined): SaveInput {
  const body = ctx.req.body;
  const name = textField(body, 'name');
  if (!name.trim()) throw fail(10400, '标题不能为空');
  if (Array.from(name.trim()).length > 30) throw fail(10400, '标题最大输入长度30');
  const startTime = textField(body, 'startTime').trim();
  const endTime = textField(body, 'endTime').trim();
  if (!startTime) throw fail(10400, '开始时间不能为空');
  if (!endTime) throw fail(10400, '结束时间不能为空');
  if (!DATE_TIME.test(startTime) || Number.isNaN(toMs(startTime)))
    throw fail(10400, '开始时间格式不正确');
  if (!DATE_TIME.test(endTime) || Number.isNaN(toMs(endTime)))
    throw fail(10400, '结束时间格式不正确');
  if (startTime > endTime) throw fail(10400, '开始时间不能晚于结束时间');
  if (existing?.status === 3 && startTime !== existing.startTime) {
    throw fail(10409, '已结束的任务不能修改开始时间');
  }
  // The form's pickers: a start before yesterday or an end before now cannot be picked, while
  // the times a task already has are sent back unchanged (an ended task keeps its past end).
  if (startTime !== existing?.startTime && startTime.slice(0, 10) < formatDate(ctx.now - DAY_MS))
    throw fail(10400, '开始时间不能早于昨天');
  if (endTime !== existing?.endTime && toMs(endTime) < ctx.now)
    throw fail(10400, '结束时间不能早于当前时间');
  const releaseText = textField(body, 'releaseObj').trim();
  if (!['0', '1', '2'].includes(releaseText)) throw fail(10400, '请选择发布对象');
  const releaseObj = Number(releaseText) as ReleaseObj;
  const orgId = textField(body, 'orgId').trim() || existing?.cusOrgId || requireIdentity(ctx).orgId;
  if (!visibleOrgIds(ctx).has(orgId)) throw fail(10403, '无权为该机构发布任务');
  const deptIds = textField(body, 'deptIds')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (releaseObj === 2) {
    if (deptIds.length === 0) throw fail(10400, '请选择部门');
    for (const id of deptIds) {
      if (ctx.db.departments.get(id)?.orgId !== orgId) throw fail(10400, '部门不存在');
    }
  }
  const rawUsers = (body as { userIdList?: unknown } | undefined)?.userIdList;
  const userIdList = Array.isArray(rawUsers) ? rawUsers.map((id) => String(id)) : [];
  if (releaseObj === 0) {
    if (userIdList.length === 0) throw fail(10400, '请选择部分用户');
    for (const id of userIdList) {
      if (ctx.db.people.get(id)?.orgId !== orgId) throw fail(10400, '所选用户不存在');
    }
  }
  const formId = textField(body, 'formId').trim();
  if (!existing && !formId) throw fail(10400, '请选择问卷');
  if (formId) questionnaireOf(ctx, formId);
  if (existing && formId && formId !== existing.formId && recordsOf(ctx, existing).length > 0) {
    throw fail(10409, '任务已有答题记录，不能更换问卷');
  }
  const coverImg = textField(body, 'coverImg').trim();
  imageUrl(ctx, coverImg, '封面地址不正确', existing?.coverImg);
  return {
    id: existing?.id ?? '',
    name: name.trim(),
    startTime,
    endTime,
    releaseObj,
    deptIds: releaseObj === 2 ? Array.from(new Set(deptIds)) : [],
    userIdList: releaseObj === 0 ? Array.from(new Set(userIdList)) : [],
    formId: formId || existing?.formId || '',
    coverImg,
    orgId,
  };
}

/** 保存任务（新建或编辑） POST /api/task/save */
function save(ctx: RouteContext) {
  const id = textField(ctx.req.body, 'id').trim();
  requirePermission(ctx, id ? PERM.taskEdit : PERM.taskCreate);
  const existing = id ? taskOf(ctx) : undefined;
  const input = readSave(ctx, existing);
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
function updateStatus(ctx: RouteContext) {
  const target = textField(ctx.req.body, 'status').trim();
  if (!['1', '2', '3'].includes(target)) throw fail(10400, '任务状态不正确');
  const status = Number(target) as 1 | 2 | 3;
  requirePermission(ctx, STATUS_PERM[status]);
  const task = taskOf(ctx);
  if (!TRANSITIONS[task.status].includes(status)) throw fail(10409, '当前状态不允许该操作');
  recordsOf(ctx, task); // answers given so far are fixed before the status changes
  task.status = status;
  return ok(null, STATUS_DONE[status]);
}

/** 删除任务 POST /api/task/delete {id} */
function remove(ctx: RouteContext) {
  requirePermission(ctx, PERM.taskDelete);
  const task = taskOf(ctx);
  if (!DELETABLE.includes(task.status)) throw fail(10409, '进行中的任务不能删除');
  ctx.db.survey.tasks.delete(task.id);
  ctx.db.survey.fillRecords.delete(task.id);
  return ok(null, '删除成功');
}

/** 填写人员分页 GET /api/task/getFillPersonPage ?taskId, deptId, account, fillStatus */
function fillPersonPage(ctx: RouteContext) {
  const task = taskOf(ctx, 'taskId');
  const answer = page(fillPeople(ctx, task), ctx.req.query);
  return {
    total: answer.total,
    rows: answer.rows.map(({ person, record }) => ({
      id: person.id,
      userId: person.id,
      username: person.username,
      mobile: person.mobile,
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

function orgParam(ctx: RouteContext): string {
  const orgId = textField(ctx.req.query, 'orgId').trim() || requireIdentity(ctx).orgId;
  if (!visibleOrgIds(ctx).has(orgId)) throw fail(10403, '无权查看该机构');
  return orgId;
}

/** 发布对象（机构人员）分页 GET /api/task/getReleaseObjPage ?orgId, deptId, keyword */
function releaseObjPage(ctx: RouteContext) {
  requirePermission(ctx, PAGE.tasks);
  const orgId = orgParam(ctx);
  const deptId = textField(ctx.req.query, 'deptId').trim();
  const keyword = textField(ctx.req.query, 'keyword').trim();
  const depts = deptId ? deptWithChildren(ctx.db.departments, [deptId]) : undefined;
  const rows = [...ctx.db.people.values()].filter(
    (person) =>
      person.orgId === orgId &&
      (!depts || depts.has(person.deptId)) &&
      (!keyword || person.name.includes(keyword) || person.username.includes(keyword)),
  );
  const answer = page(rows, ctx.req.query);
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
function loginType(ctx: RouteContext) {
  requirePermission(ctx, PAGE.tasks);
  const org = ctx.db.orgs.get(orgParam(ctx));
  if (!org) throw fail(10404, '机构不存在');
  return LOGIN_TYPES[org.orgType].map((type) => ({ ...type }));
}

interface DeptNode {
  id: string;
  name: string;
  nodes: DeptNode[];
}

/** 部门树 GET /api/dept/getDeptTree ?orgId */
function deptTree(ctx: RouteContext): DeptNode[] {
  requirePermission(ctx, READ_PAGES.deptTree);
  const orgId = orgParam(ctx);
  const depts = [...ctx.db.departments.values()].filter((dept) => dept.orgId === orgId);
  const build = (parentId: string | null): DeptNode[] =>
    depts
      .filter((dept) => dept.parentId === parentId)
      .map((dept) => ({ id: dept.id, name: dept.name, nodes: build(dept.id) }));
  return build(null);
}

/** 删除答题记录 GET /api/eval/deleteAnswer ?resultId */
function deleteAnswer(ctx: RouteContext, { resultId }: Input<typeof Q.deleteAnswer>) {
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
  .get('/api/task/page', list)
  .get('/api/task/detail', detail)
  .get('/api/task/getSelectOrgList', selectOrgList)
  .post('/api/task/save', save)
  .post('/api/task/updateStatus', updateStatus)
  .post('/api/task/delete', remove)
  .get('/api/task/getFillPersonPage', fillPersonPage)
  .get('/api/task/getReleaseObjPage', releaseObjPage)
  .get('/server-platform/api/org/getLoginType', loginType)
  .get('/api/dept/getDeptTree', deptTree)
  .handle(Q.deleteAnswer, deleteAnswer);
