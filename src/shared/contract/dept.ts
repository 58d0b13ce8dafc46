/** Departments and the people of an organisation (docs/api/account-org-expert-role.md). */
import { z } from 'zod';
import { MESSAGES, maxLengthMessage } from '../validation/messages';
import { charLength } from '../validation/ruleKit';
import { call } from './call';
import { staffAccountFields } from './personSchemas';
import { dateTime, filterText, id, noData, pageQuery, paged, sortQuery } from './schemas';

/** The organisation the call acts on; the caller's own when left out. */
const scopeOrgId = id('机构').optional();
const sex = [0, 1] as const;

const deptNode = z
  .object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    get children() {
      return z.array(deptNode);
    },
  })
  .meta({ id: 'DeptNode', title: '部门（含下级部门）' });

const person = z.object({
  id: z.string(),
  orgId: z.string(),
  deptId: z.string(),
  account: z.string().meta({ description: '登录账号' }),
  name: z.string(),
  mobile: z.string(),
  sex: z.literal(sex),
  createTime: dateTime,
});

export const getOrgDeptTree = call({
  summary: '部门树（部门与人员）',
  method: 'GET',
  path: '/server-platform/api/dept/getDeptTree',
  source: 'spec',
  query: z.object({ orgId: scopeOrgId }),
  data: z.array(deptNode),
  codes: [10400, 10403, 10404],
});

export const saveDept = call({
  summary: '新增或重命名部门',
  method: 'POST',
  path: '/server-platform/api/dept/save',
  source: 'spec',
  body: z.object({
    id: id('部门').optional(),
    orgId: scopeOrgId,
    parentId: id('上级部门').optional(),
    name: z
      .string({ error: '部门名称不能为空' })
      .trim()
      .min(1, '部门名称不能为空')
      .refine((value) => charLength(value) <= 20, maxLengthMessage(20))
      .meta({ title: '部门名称', maxLength: 20 }),
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const deleteDept = call({
  summary: '删除部门（有子部门或人员时拒绝）',
  method: 'POST',
  path: '/server-platform/api/dept/delete',
  source: 'spec',
  body: z.object({ id: id('部门'), orgId: scopeOrgId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const listPeople = call({
  summary: '机构人员分页（部门含其子部门）',
  method: 'GET',
  path: '/server-platform/api/org/getOrgOperatorPage',
  source: 'spec',
  query: z.object({
    ...pageQuery,
    orgId: scopeOrgId,
    deptId: id('部门').optional(),
    account: filterText('账号'),
    name: filterText('姓名'),
    ...sortQuery(['createTime']),
  }),
  data: paged(person.extend({ deptName: z.string() })),
  codes: [10400, 10403, 10404],
});

export const personDetail = call({
  summary: '人员详情',
  method: 'GET',
  path: '/server-platform/api/orgPeople/get',
  source: 'spec',
  query: z.object({ id: id('人员'), orgId: scopeOrgId }),
  data: person,
  codes: [10400, 10403, 10404],
});

export const savePerson = call({
  summary: '新增或编辑人员',
  method: 'POST',
  path: '/server-platform/api/orgPeople/save',
  source: 'spec',
  body: z.object({
    id: id('人员').optional(),
    orgId: scopeOrgId,
    deptId: id('部门', MESSAGES.departmentRequired),
    ...staffAccountFields,
    // Text or number, as the form and the older callers send it.
    sex: z
      .literal([0, 1, '0', '1'], { error: '请选择性别' })
      .transform((value) => Number(value) as (typeof sex)[number])
      .meta({ title: '性别' }),
  }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const deletePerson = call({
  summary: '删除人员',
  method: 'POST',
  path: '/server-platform/api/orgPeople/delete',
  source: 'spec',
  body: z.object({ id: id('人员'), orgId: scopeOrgId }),
  data: noData,
  codes: [10400, 10403, 10404],
});
