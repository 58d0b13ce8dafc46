/** Organisations, their apps and the transfer of administration (docs/api/account-org-expert-role.md). */
import { z } from 'zod';
import { MESSAGES, maxInputMessage } from '../validation/messages';
import { call } from './call';
import { bodyCode, optionalText, queryCode } from './counsellingSchemas';
import { sessionEndsAt } from './personSchemas';
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

const orgStatus = [0, 1, 2, 3, 4, 5] as const;
const orgType = [0, 1, 2] as const;
const orgId = id('机构');
/** The organisation the call acts on; the caller's own when left out. */
const scopeOrgId = orgId.optional();

const orgRow = z.object({
  id: z.string(),
  name: z.string(),
  orgType: z.literal(orgType),
  areaCode: z.string(),
  status: z.literal(orgStatus),
  statusName: z.string(),
  createTime: dateTime,
  bodyType: z.string(),
  srvUserCount: z.int(),
  themeColor: z.string().meta({ description: 'JSON 文本 {"r":..,"g":..,"b":..}' }),
  parentId: z.string().nullable(),
  parentName: z.string(),
  level: z.int(),
  childCount: z.int(),
  direct: z.boolean().meta({ description: '是否为当前机构的直属下级' }),
  contactName: z.string(),
  contactMobile: z.string(),
  contactMail: z.string(),
});

const orgNode = z
  .object({
    id: z.string(),
    name: z.string(),
    orgType: z.literal(orgType),
    status: z.literal(orgStatus),
    level: z.int(),
    get children() {
      return z.array(orgNode);
    },
  })
  .meta({ id: 'OrgNode', title: '机构（含下级机构）' });

const orgListQuery = z.object({
  ...pageQuery,
  orgId: scopeOrgId,
  name: filterText('机构名称'),
  areaCode: z
    .string()
    .trim()
    .regex(/^\d{6}(-\d{6}){0,2}$/, '格式不正确')
    .optional()
    .meta({ title: '地区' }),
  status: queryCode('机构状态', orgStatus),
  type: queryCode('机构类型', orgType),
  ...sortQuery(['createTime', 'level', 'status']),
});

const channel = z
  .int({ error: '主题色不正确' })
  .min(0, '主题色不正确')
  .max(255, '主题色不正确')
  .meta({ title: '主题色', description: '0-255 的颜色分量' });

/** An optional contact field: blank, or text the rule accepts. */
const optionalMatch = (title: string, pattern: RegExp, message: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, maxInputMessage(max))
    .refine((value) => value === '' || pattern.test(value), message)
    .default('')
    .meta({ title, maxLength: max });

/** What the organisation form sends (saveOrg, its check, and the edit of a child). */
const orgFields = {
  name: requiredText('机构名称', '机构名称不能为空', 30),
  orgType: bodyCode('机构类型', orgType),
  areaCode: z
    .string({ error: MESSAGES.regionRequired })
    .trim()
    .regex(/^\d{6}-\d{6}-\d{6}$/, MESSAGES.regionRequired)
    .meta({ title: '地区', examples: ['440000-440300-440305'] }),
  bodyType: z
    .string({ error: '请选择主体类型' })
    .trim()
    .regex(/^[A-Za-z0-9_]{1,20}$/, '请选择主体类型')
    .meta({ title: '主体类型', description: '字典 body_type 的编码' }),
  themeColor: z
    .object({ r: channel, g: channel, b: channel }, { error: '主题色不正确' })
    .meta({ title: '主题色' }),
  contactName: optionalText('管理员姓名', 15),
  contactMobile: optionalMatch('手机号', /^1[3-9]\d{9}$/, MESSAGES.mobileInvalid, 11),
  contactMail: optionalMatch(
    '邮箱',
    /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,3}$/,
    MESSAGES.emailInvalid,
    50,
  ),
};
const orgDraft = z.object({
  id: id('机构').optional(),
  parentId: id('上级机构').optional(),
  ...orgFields,
});

const identity = z.object({
  id: z.string(),
  userType: z.literal([0, 1, 2]),
  status: z.literal(orgStatus),
  orgId: z.string(),
  orgName: z.string(),
  orgType: z.literal([0, 1, 2, 3]),
  orgStatus: z.literal(orgStatus),
  themeColor: z.string().optional(),
});

/** The session of an identity (as chooseIdentity answers it). */
const identitySession = z.object({
  token: z.string(),
  sessionEndsAt,
  user: z.object({
    id: z.string(),
    username: z.string(),
    name: z.string(),
    userType: z.literal([0, 1, 2]),
    status: z.literal(orgStatus),
    headImg: z.string(),
    sex: z.literal([0, 1, -1]),
    birthday: z.string(),
    areaCode: z.string(),
    mobile: z.string(),
    mail: z.string(),
    isSetPwd: z.literal([0, 1]),
    createTime: dateTime,
    token: z.string(),
    identities: z.array(identity),
    identityId: z.string(),
    orgId: z.string(),
    orgName: z.string(),
    orgType: z.literal([0, 1, 2, 3]),
    orgStatus: z.literal(orgStatus),
    themeColor: z.string().optional(),
  }),
  btnCodeList: z.array(z.string()),
});

const orgApp = z.object({
  id: z.string(),
  appId: z.string(),
  name: z.string(),
  type: z.enum(['H5', '小程序', '公众号']),
  description: z.string(),
  createTime: dateTime,
  orgIds: z.array(z.string()),
  orgNames: z.array(z.string()),
});
const appId = z
  .string({ error: '应用ID不能为空' })
  .trim()
  .min(1, '应用ID不能为空')
  .regex(/^[A-Za-z0-9]{1,32}$/, '格式不正确')
  .meta({ title: '应用ID' });

export const getOrgTree = call({
  summary: '当前机构的机构树',
  method: 'GET',
  path: '/server-platform/api/org/getChildServerOrgList',
  source: 'spec',
  query: z.object({ orgId: scopeOrgId }),
  data: z.array(orgNode),
  codes: [10400, 10403, 10404],
});

export const listChildOrgs = call({
  summary: '下级机构分页（所选机构之下全部层级）',
  method: 'GET',
  path: '/api/org/getChildOrgPage',
  source: 'spec',
  query: orgListQuery.extend({
    tagType: z
      .literal('form', { error: '取值不正确' })
      .optional()
      .meta({ title: '标签类型', description: '标签分配用：form' }),
  }),
  data: paged(orgRow),
  codes: [10400, 10403, 10404],
});

export const listCustomOrgs = call({
  summary: '客户机构分页',
  method: 'GET',
  path: '/server-platform/api/org/getCustomOrgPage',
  source: 'spec',
  query: orgListQuery,
  data: paged(orgRow),
  codes: [10400, 10403, 10404],
});

export const getOrgInfo = call({
  summary: '机构详情',
  method: 'GET',
  path: '/server-platform/api/org/getOrgInfo',
  source: 'spec',
  query: z.object({ orgId: scopeOrgId }),
  data: orgRow,
  codes: [10400, 10403, 10404],
});

export const getOrgAdmin = call({
  summary: '机构管理员（联系信息与管理员账号）',
  method: 'GET',
  path: '/server-platform/api/org/getOrgAdmin',
  source: 'spec',
  query: z.object({ orgId: scopeOrgId }),
  data: z.object({
    name: z.string(),
    mobile: z.string(),
    mail: z.string(),
    accounts: z.array(z.object({ id: z.string(), name: z.string(), username: z.string() })),
  }),
  codes: [10400, 10403, 10404],
});

export const validOrg = call({
  summary: '校验机构参数（不保存）',
  method: 'POST',
  path: '/server-platform/api/org/saveOrgValidParam',
  source: 'spec',
  body: orgDraft,
  data: noData,
  codes: [10400, 10409],
});

export const saveOrg = call({
  summary: '新增或编辑机构',
  method: 'POST',
  path: '/server-platform/api/org/saveOrg',
  source: 'spec',
  body: orgDraft,
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const updateChildOrgInfo = call({
  summary: '编辑下级机构信息',
  method: 'POST',
  path: '/server-platform/api/org/updateChildOrgInfo',
  source: 'spec',
  body: z.object({ orgId, ...orgFields }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const updateOrgStatus = call({
  summary: '变更机构状态',
  method: 'POST',
  path: '/server-platform/api/org/updateAdminOrgStatus',
  source: 'spec',
  body: z.object({ orgId, status: bodyCode('状态', orgStatus, MESSAGES.statusRequired) }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const deleteOrg = call({
  summary: '删除机构',
  method: 'POST',
  path: '/server-platform/api/org/delete',
  source: 'spec',
  body: z.object({ orgId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const sendActiveMail = call({
  summary: '发送激活邮件',
  method: 'POST',
  path: '/server-platform/api/org/sendActiveMail',
  source: 'spec',
  body: z.object({ orgId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const agentOperate = call({
  summary: '代理操作下级机构（进入下级机构的身份）',
  method: 'POST',
  path: '/server-platform/api/org/agentOperate',
  source: 'spec',
  body: z.object({ orgId }),
  data: identitySession,
  codes: [10400, 10403, 10404, 10409],
});

export const getTransferCandidates = call({
  summary: '可接收机构的人员（本机构的操作员）',
  method: 'GET',
  path: '/server-platform/api/org/getTransferCandidates',
  source: 'ours',
  query: z.object({}),
  data: z.array(
    z.object({
      identityId: z.string(),
      userId: z.string(),
      name: z.string(),
      username: z.string(),
    }),
  ),
  codes: [10403],
});

export const transferAdmin = call({
  summary: '转移机构（接收人成为管理员，本人成为操作员）',
  method: 'POST',
  path: '/server-platform/api/org/transferAdmin',
  source: 'ours',
  body: z.object({
    identityId: id('接收人', '请选择接收人'),
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(32, maxInputMessage(32))
      .meta({ title: '密码' }),
  }),
  data: noData,
  codes: [10005, 10400, 10403, 10404, 10429],
});

export const listOrgApps = call({
  summary: '机构应用分页',
  method: 'GET',
  path: '/server-platform/api/app/queryAppPageListByOrg',
  source: 'spec',
  query: z.object({ ...pageQuery, orgId: scopeOrgId, name: filterText('应用名称') }),
  data: paged(orgApp),
  codes: [10400, 10403, 10404],
});

export const orgAppList = call({
  summary: '机构应用列表',
  method: 'GET',
  path: '/server-platform/api/app/queryAppListByOrg',
  source: 'spec',
  query: z.object({ orgId: scopeOrgId, name: filterText('应用名称') }),
  data: z.array(orgApp),
  codes: [10400, 10403, 10404],
});

export const appDetail = call({
  summary: '应用详情',
  method: 'GET',
  path: '/server-platform/api/app/getAppByAppId',
  source: 'spec',
  query: z.object({ appId }),
  data: orgApp,
  codes: [10400, 10403, 10404],
});

export const assignApp = call({
  summary: '分配应用给下级机构（分配后持有它的下级机构）',
  method: 'POST',
  path: '/server-platform/api/app/saveOrgAppToOrg',
  source: 'spec',
  body: z.object({
    appId,
    // An empty list takes the app back from every child.
    orgIds: z
      .array(orgId, { error: MESSAGES.organisationRequired })
      .max(1000)
      .overwrite((ids) => [...new Set(ids)])
      .meta({ title: '机构列表' }),
  }),
  data: noData,
  codes: [10400, 10403, 10404],
});
