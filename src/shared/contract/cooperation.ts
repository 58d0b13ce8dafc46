/** Expert ↔ organisation cooperation applications (shell spec §6, §7 "Experts"). */
import { z } from 'zod';
import { call } from './call';
import { optionalText } from './counsellingSchemas';
import { dateTime, filterText, id, noData, pageQuery, paged, sortQuery } from './schemas';

const BASE = '/server-platform/api/expert';

/** 0 expert applied; 1 cooperating; 2 organisation invited; 3 refused or ended; 4 organisation ends, awaiting the expert. */
const cooperStatus = z.literal([0, 1, 2, 3, 4]).meta({
  title: '合作状态',
  description: '0 待机构审核，1 合作中，2 待专家确认，3 已拒绝/已结束，4 机构申请解除，待专家确认',
});

/** One status or a comma-separated list ('2,4' feeds a badge in one call); -99 or nothing means all. */
const statusFilter = z.coerce
  .string<number | string>()
  .trim()
  .regex(/^(-99|[0-4](,[0-4]){0,4})?$/, '状态参数不正确')
  .transform((text) =>
    !text || text === '-99' ? undefined : [...new Set(text.split(',').map(Number))],
  )
  .optional()
  .meta({ title: '状态', description: '单个状态或以逗号分隔的多个状态；-99 全部' });

const applyRow = z.object({
  id: z.string(),
  userId: z.string(),
  expertName: z.string(),
  expertType: z.literal([0, 1]),
  orgId: z.string(),
  orgName: z.string(),
  orgType: z.literal([0, 1, 2]),
  status: cooperStatus,
  remark: z.string(),
  createTime: dateTime,
  updateTime: dateTime,
  show: z.literal([0, 1]),
  sn: z.int(),
});

const applyQuery = z.object({
  ...pageQuery,
  status: statusFilter,
  name: filterText('专家或机构名称'),
  expertType: z
    .literal([-99, 0, 1, '-99', '0', '1'], { error: '取值不正确' })
    .transform((value) => (Number(value) === -99 ? undefined : (Number(value) as 0 | 1)))
    .optional()
    .meta({ title: '专家类型', description: '0 咨询师，1 倾听者，-99 全部' }),
  ...sortQuery(['createTime', 'status']),
});

const serviceOrg = z.object({
  id: z.string(),
  name: z.string(),
  orgType: z.literal([0, 1]),
  areaCode: z.string(),
});

const remark = optionalText('备注', 100);

export const listExpertApplies = call({
  summary: '专家的合作申请分页（专家身份）',
  method: 'GET',
  path: `${BASE}/showAllOrgExpertCooperApplyByExpert`,
  source: 'spec',
  query: applyQuery,
  data: paged(applyRow),
  codes: [10400, 10403],
});

export const listOrgApplies = call({
  summary: '机构的合作申请分页',
  method: 'GET',
  path: `${BASE}/showAllOrgExpertCooperApply`,
  source: 'spec',
  query: applyQuery,
  data: paged(applyRow),
  codes: [10400, 10403],
});

export const getCooperApply = call({
  summary: '合作申请详情（机构看本机构的申请，专家看本人的申请）',
  method: 'GET',
  path: `${BASE}/getOrgExpertCooperApply`,
  source: 'spec',
  query: z.object({ id: id('申请') }),
  data: applyRow,
  codes: [10400, 10403, 10404],
});

export const auditCooperApply = call({
  summary: '处理合作申请（机构审核专家的申请；专家回应邀请或解除合作）',
  method: 'POST',
  path: `${BASE}/auditOrgExpertCooperApply`,
  source: 'ours',
  body: z.object({
    id: id('申请'),
    agree: z.boolean({ error: '请选择是否同意' }).meta({ title: '是否同意' }),
    remark,
  }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const saveCooperApply = call({
  summary: '发起合作申请（专家 {orgId} 申请；机构 {userId} 邀请，18-01-01）',
  method: 'POST',
  path: `${BASE}/saveOrgExpertCooperApply`,
  source: 'spec',
  body: z.object({
    orgId: id('服务机构', '请选择服务机构').optional().meta({ description: '专家申请时必填' }),
    userId: id('专家', '请选择专家').optional().meta({ description: '机构邀请时必填' }),
    remark,
  }),
  data: noData,
  codes: [10400, 10403, 10409],
});

export const listServiceOrgs = call({
  summary: '可申请合作的服务机构分页（专家身份）',
  method: 'GET',
  path: `${BASE}/showAllOrgPageByUse`,
  source: 'spec',
  query: z.object({ ...pageQuery, name: filterText('机构名称') }),
  data: paged(serviceOrg),
  codes: [10400, 10403],
});

export const listServiceOrgsWithData = call({
  summary: '可申请合作的服务机构及其合作专家数与本人最近的申请状态（专家身份）',
  method: 'GET',
  path: `${BASE}/showAllOrgPageByUseAndData`,
  source: 'spec',
  query: z.object({ ...pageQuery, id: id('机构').optional(), name: filterText('机构名称') }),
  data: paged(
    serviceOrg.extend({
      expertCount: z.int().min(0),
      applyStatus: cooperStatus.nullable(),
    }),
  ),
  codes: [10400, 10403],
});
