/** Survey tasks, their people and exports (assessment spec §2, §4, §7 "Tasks"). */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { call } from './call';
import {
  dateTime,
  filterText,
  id,
  noData,
  pageQuery,
  paged,
  requiredText,
  sortQuery,
} from './schemas';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** An id that may be sent blank ('' means none, as the form sends a new task's id). */
const blankOrId = (title: string) =>
  z.string().trim().max(32, '格式不正确').regex(/^\d*$/, '格式不正确').optional().meta({ title });

/** A code filter of a list, as query text or a number; `message` when it is none of `values`. */
function queryCode<const V extends readonly number[]>(title: string, values: V, message: string) {
  const accepted = values.flatMap((value) => [value, String(value)]) as [
    number | string,
    ...(number | string)[],
  ];
  return z
    .literal(accepted, { error: message })
    .transform((value) => Number(value) as V[number])
    .optional()
    .meta({ title });
}

/** Ids joined by commas, as the export buttons send the chosen rows; blank means all. */
const commaIds = (title: string) =>
  z
    .string()
    .trim()
    .max(200_000, '格式不正确')
    .regex(/^(\d{1,32}(,\d{1,32})*)?$/, '格式不正确')
    .transform((text) => [...new Set(text.split(',').filter(Boolean))])
    .optional()
    .meta({ title, description: '以逗号分隔；不传为全部' });

/** A date-time filter 'YYYY-MM-DD HH:mm:ss'. */
const timeFilter = (title: string) =>
  z.string().trim().regex(DATE_TIME, '格式不正确').optional().meta({ title });

/** A required date-time of the task. */
const taskTime = (title: string, required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : '格式不正确') })
    .trim()
    .min(1, required)
    .regex(DATE_TIME, '格式不正确')
    .refine((text) => !Number.isNaN(Date.parse(text.replace(' ', 'T'))), '格式不正确')
    .meta({ title, examples: ['2026-03-02 08:00:00'] });

const taskStatus = z
  .literal([0, 1, 2, 3])
  .meta({ title: '任务状态', description: '0 未开始，1 进行中，2 已暂停，3 已结束' });
const releaseObj = z
  .literal([0, 1, 2], { error: MESSAGES.releaseObjectRequired })
  .meta({ title: '发布对象', description: '0 部分用户，1 全部用户，2 按部门' });
const sex = z.literal([0, 1]).meta({ description: '0 男，1 女' });
const fillStatus = z.literal([0, 1, 2]).meta({ description: '0 未作答，1 已作答，2 部分作答' });

const taskRow = z.object({
  id: z.string(),
  name: z.string(),
  orgName: z.string(),
  cusOrgId: z.string(),
  status: taskStatus,
  startTime: dateTime,
  endTime: dateTime,
  source: z.literal([0, 1]).meta({ description: '0 自建，1 客户创建' }),
  releaseObj,
  deptIds: z.string().meta({ description: '以逗号分隔的部门 id' }),
  userIdList: z.array(z.string()),
  formId: z.string(),
  formName: z.string(),
  coverImg: z.string(),
  fileUrl: z.string(),
  isOwner: z.boolean(),
  createTime: dateTime,
});

const personBrief = z.object({ id: z.string(), name: z.string(), username: z.string() });

const taskId = id('任务ID');
/** The fill-person filters the list and both exports share. */
const fillFilters = {
  deptId: blankOrId('部门'),
  account: filterText('账号或姓名'),
  fillStatus: queryCode('填写状态', [0, 1, 2], '填写状态不正确'),
};

/** A department and its children, as the task screens pick them. */
export interface TaskDeptNode {
  id: string;
  name: string;
  nodes: TaskDeptNode[];
}
const deptNode: z.ZodType<TaskDeptNode> = z
  .object({
    id: z.string(),
    name: z.string(),
    get nodes() {
      return z.array(deptNode);
    },
  })
  .meta({ id: 'TaskDeptNode', title: '部门（任务的下发范围，含下级部门）' });

const orgParam = z.object({
  orgId: blankOrId('机构').meta({ description: '不传为当前机构' }),
});

export const listTasks = call({
  summary: '任务分页（按任务时间与所选时段重叠筛选）',
  method: 'GET',
  path: '/api/task/page',
  source: 'spec',
  query: z.object({
    ...pageQuery,
    name: filterText('任务名称'),
    cusOrgId: blankOrId('客户机构'),
    status: queryCode('任务状态', [0, 1, 2, 3], '任务状态不正确'),
    source: queryCode('任务来源', [0, 1], '任务来源不正确'),
    startTime: timeFilter('开始时间'),
    endTime: timeFilter('结束时间'),
    // Sorting by the task's own times (the two filters above are the searched period).
    ...sortQuery(['startTime', 'endTime', 'status']),
  }),
  data: paged(taskRow),
  codes: [10400, 10403],
});

export const taskDetail = call({
  summary: '任务详情（含填写统计）',
  method: 'GET',
  path: '/api/task/detail',
  source: 'spec',
  query: z.object({ id: taskId }),
  data: taskRow.extend({
    allPersonNum: z.int(),
    fillPersonNum: z.int(),
    fillSomePersonNum: z.int(),
    unFillPersonNum: z.int(),
    deptNames: z.string(),
    userList: z.array(personBrief),
  }),
  codes: [10400, 10403, 10404],
});

export const listTaskOrgs = call({
  summary: '客户机构下拉（本机构与有任务的可见机构；远程搜索下拉取前 pageSize 条）',
  method: 'GET',
  path: '/api/task/getSelectOrgList',
  source: 'spec',
  query: z.object({
    ...pageQuery,
    // Without a size every row comes, as before the remote select sent one.
    pageSize: pageQuery.pageSize.unwrap().default(0),
    name: filterText('机构名称'),
  }),
  data: z.array(z.object({ orgId: z.string(), orgName: z.string() })),
  codes: [10400, 10403],
});

export const saveTask = call({
  summary: '保存任务（新建或编辑）',
  method: 'POST',
  path: '/api/task/save',
  source: 'spec',
  body: z
    .object({
      id: blankOrId('任务ID'),
      name: requiredText('标题', MESSAGES.titleRequired, 30),
      startTime: taskTime('开始时间', MESSAGES.startTimeRequired),
      endTime: taskTime('结束时间', MESSAGES.endTimeRequired),
      releaseObj,
      deptIds: z
        .string()
        .trim()
        .max(20_000, '格式不正确')
        .regex(/^(\d{1,32}(,\d{1,32})*)?$/, '格式不正确')
        .default('')
        .transform((text) => [...new Set(text.split(',').filter(Boolean))])
        .meta({ title: '部门', description: '以逗号分隔的部门 id（按部门发布时）' }),
      userIdList: z
        .array(id('用户'))
        .max(10_000)
        .default([])
        .overwrite((ids) => [...new Set(ids)])
        .meta({ title: '用户列表', description: '部分用户发布时的人员 id' }),
      formId: blankOrId('问卷'),
      coverImg: z.string().trim().max(2000, '格式不正确').default('').meta({ title: '封面地址' }),
      orgId: blankOrId('机构').meta({ description: '不传为当前机构（编辑时为任务的机构）' }),
      status: taskStatus.optional().meta({ description: '由服务端决定，传入的值不采用' }),
    })
    .check((ctx) => {
      const task = ctx.value;
      if (task.startTime > task.endTime)
        ctx.issues.push({
          code: 'custom',
          message: MESSAGES.startAfterEnd,
          path: ['startTime'],
          input: task.startTime,
        });
      if (task.releaseObj === 2 && task.deptIds.length === 0)
        ctx.issues.push({
          code: 'custom',
          message: MESSAGES.departmentRequired,
          path: ['deptIds'],
          input: task.deptIds,
        });
      if (task.releaseObj === 0 && task.userIdList.length === 0)
        ctx.issues.push({
          code: 'custom',
          message: MESSAGES.partialUsersRequired,
          path: ['userIdList'],
          input: task.userIdList,
        });
    }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const updateTaskStatus = call({
  summary: '修改任务状态（1 发布，2 暂停，3 结束）',
  method: 'POST',
  path: '/api/task/updateStatus',
  source: 'spec',
  body: z.object({
    id: taskId,
    status: z.literal([1, 2, 3], { error: '任务状态不正确' }).meta({ title: '任务状态' }),
  }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const deleteTask = call({
  summary: '删除任务（未开始、已暂停或已结束）',
  method: 'POST',
  path: '/api/task/delete',
  source: 'spec',
  body: z.object({ id: taskId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const listFillPeople = call({
  summary: '填写人员分页',
  method: 'GET',
  path: '/api/task/getFillPersonPage',
  source: 'spec',
  query: z.object({ ...pageQuery, taskId, ...fillFilters }),
  data: paged(
    z.object({
      id: z.string(),
      userId: z.string(),
      username: z.string(),
      mobile: z.string().meta({ description: '无“查看联系方式”(17-01-06-04) 时为掩码' }),
      sendMail: z.string(),
      name: z.string(),
      deptName: z.string(),
      sex,
      age: z.int(),
      fillStatus,
      fillStatusName: z.string(),
      fillTime: z.string(),
      resultId: z.string(),
      reportFormId: z.string(),
      addedInfo: z.string().meta({ description: 'JSON：[{type, name, value}]' }),
    }),
  ),
  codes: [10400, 10403, 10404],
});

export const listReleasePeople = call({
  summary: '发布对象（机构人员）分页',
  method: 'GET',
  path: '/api/task/getReleaseObjPage',
  source: 'spec',
  query: orgParam.extend({
    ...pageQuery,
    deptId: blankOrId('部门'),
    keyword: filterText('姓名或账号'),
  }),
  data: paged(
    personBrief.extend({
      mobile: z.string(),
      sendMail: z.string(),
      deptId: z.string(),
      deptName: z.string(),
      sex,
      age: z.int(),
    }),
  ),
  codes: [10400, 10403],
});

export const orgLoginTypes = call({
  summary: '机构登录方式',
  method: 'GET',
  path: '/server-platform/api/org/getLoginType',
  source: 'spec',
  query: orgParam,
  data: z.array(z.object({ regloginType: z.string(), name: z.string() })),
  codes: [10400, 10403, 10404],
});

export const taskDeptTree = call({
  summary: '部门树（发布对象与填写人员筛选）',
  method: 'GET',
  path: '/api/dept/getDeptTree',
  source: 'spec',
  query: orgParam,
  data: z.array(deptNode),
  codes: [10400, 10403],
});

export const deleteTaskAnswer = call({
  summary: '删除答题记录',
  method: 'GET',
  path: '/api/eval/deleteAnswer',
  source: 'spec',
  query: z.object({ resultId: id('答题记录ID') }),
  data: noData,
  codes: [10400, 10403, 10404],
});

export const exportFillPeople = call({
  summary: '导出答题人员名单（Excel，手机号按权限脱敏，记入操作日志）',
  method: 'GET',
  path: '/web/task/exportFillPerson',
  source: 'spec',
  query: z.object({ taskId, userIdList: commaIds('人员'), ...fillFilters }),
  data: noData,
  file: { contentType: XLSX_TYPE, description: '答题人员名单' },
  codes: [10400, 10403, 10404],
});

export const exportFillData = call({
  summary: '导出问卷填写数据（Excel，记入操作日志）',
  method: 'GET',
  path: '/web/form/exportFormFillData',
  source: 'spec',
  query: z.object({
    taskId,
    formId: blankOrId('问卷'),
    currentOrgId: blankOrId('当前机构'),
    resultIdList: commaIds('答题记录'),
    ...fillFilters,
  }),
  data: noData,
  file: { contentType: XLSX_TYPE, description: '问卷填写数据' },
  codes: [10400, 10403, 10404],
});

export const personalReportPdf = call({
  summary: '个人PDF报告（formId 为量表时是测试记录的报告，否则是任务填写记录的报告）',
  method: 'GET',
  path: '/web/eval/downloadReportPdf',
  source: 'spec',
  query: z.object({
    formId: blankOrId('量表或问卷'),
    resultId: id('答题记录', MESSAGES.respondentRequired),
    userId: filterText('答题人', 32),
  }),
  data: z.object({ base64: z.string(), fileName: z.string() }),
  codes: [10400, 10403, 10404],
});
