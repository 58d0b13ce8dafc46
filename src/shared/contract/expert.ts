/** Experts of an organisation: list, detail, settings, show and order, disengagement (shell spec §6, §7 "Experts"). */
import { z } from 'zod';
import { SERVICE_TYPE_CODES } from '../counselling/consultLabels';
import { MESSAGES } from '../validation/messages';
import { call } from './call';
import { consultPrices, consultWay, consultWays } from './consultPrice';
import { dateTime, filterText, id, noData, pageQuery, paged, sortQuery } from './schemas';

const BASE = '/server-platform/api/expert';

const expertType = z.literal([0, 1]).meta({ title: '专家类型', description: '0 咨询师，1 倾听者' });
const SERVICE_TYPE_TEXT =
  '0 心理咨询（个体咨询），1 法律咨询，2 财务咨询，3 健康咨询，4 主动干预，6 个案跟进，7 家庭咨询，8 上门服务（决定 0016）';
const serviceType = z.literal(SERVICE_TYPE_CODES, { error: '服务类型不正确' }).meta({
  title: '服务类型',
  description: SERVICE_TYPE_TEXT,
});

/** The expert a call names (digits); 专家ID不能为空 when it is missing. */
const expertId = id('专家ID');

/** A filter code of a list: the all-option -99 (or nothing) means every row. */
function allOrCode<const V extends readonly number[]>(title: string, values: V) {
  const accepted = [-99, ...values].flatMap((value) => [value, String(value)]) as [
    number | string,
    ...(number | string)[],
  ];
  return z
    .literal(accepted, { error: '取值不正确' })
    .transform((value) => (Number(value) === -99 ? undefined : (Number(value) as V[number])))
    .optional()
    .meta({ title, description: '-99 全部' });
}

const expertRow = z.object({
  userId: z.string(),
  name: z.string(),
  expertType,
  title: z.string(),
  intro: z.string(),
  tags: z.array(z.string()),
  consultWays: z.array(z.int()),
  prices: z.record(z.string(), z.number()).meta({ description: '按咨询方式的心理咨询价格（元）' }),
  mobile: z.string(),
  sex: z.literal([-1, 0, 1]),
  headImg: z.string(),
  show: z.literal([0, 1]),
  sn: z.int(),
  joinTime: dateTime,
  specialInfo: z.string().optional().meta({ description: '仅持有 18-01-07 的身份可见' }),
});

const servicePrice = z.object({
  serviceType,
  consultWays: z.array(consultWay),
  consultPrices: z.array(z.object({ consultWay, price: z.int() })),
  faceAddress: z.string().optional(),
});

const settings = z.object({
  userId: z.string(),
  serviceTypes: z.array(serviceType),
  list: z.array(servicePrice),
  tags: z.array(z.string()),
  show: z.literal([0, 1]),
  sn: z.int(),
});

const byUser = z.object({ userId: expertId });

export const listCooperExperts = call({
  summary: '合作专家分页',
  method: 'GET',
  path: `${BASE}/getCooperExpertPage`,
  source: 'spec',
  query: z.object({
    ...pageQuery,
    name: filterText('专家姓名'),
    expertType: allOrCode('专家类型', [0, 1]),
    show: allOrCode('展示状态', [0, 1]),
    ...sortQuery(['joinTime', 'show']),
  }),
  data: paged(expertRow),
  codes: [10400, 10403],
});

export const counselorDetail = call({
  summary: '咨询师详情',
  method: 'GET',
  path: `${BASE}/getCounselorById`,
  source: 'spec',
  query: byUser,
  data: expertRow,
  codes: [10400, 10403, 10404],
});

export const audienterDetail = call({
  summary: '倾听者详情',
  method: 'GET',
  path: `${BASE}/getAudienterById`,
  source: 'spec',
  query: byUser,
  data: expertRow,
  codes: [10400, 10403, 10404],
});

export const counselorSettings = call({
  summary: '咨询师设置',
  method: 'GET',
  path: `${BASE}/getCounselorSettingsById`,
  source: 'spec',
  query: byUser,
  data: settings,
  codes: [10400, 10403, 10404],
});

export const audienterSettings = call({
  summary: '倾听者设置',
  method: 'GET',
  path: `${BASE}/getAudienterSettingsById`,
  source: 'spec',
  query: byUser,
  data: settings,
  codes: [10400, 10403, 10404],
});

export const listPlatformExperts = call({
  summary: '平台专家（可邀请：无进行中的合作或申请，手机号脱敏）',
  method: 'GET',
  path: `${BASE}/showAllExpert`,
  source: 'spec',
  query: z.object({
    ...pageQuery,
    name: filterText('专家姓名'),
    expertType: allOrCode('专家类型', [0, 1]),
  }),
  data: paged(
    z.object({
      userId: z.string(),
      name: z.string(),
      expertType,
      title: z.string(),
      tags: z.array(z.string()),
      mobile: z.string().meta({ description: '脱敏：138****0002' }),
    }),
  ),
  codes: [10400, 10403],
});

export const faceAddressList = call({
  summary: '面询地址列表（专家本人，或机构的合作专家）',
  method: 'GET',
  path: '/server-platform/api/faceAddress/getFaceAddressList',
  source: 'spec',
  query: byUser,
  data: z.array(z.object({ address: z.string() })),
  codes: [10400, 10403, 10404],
});

export const expertTypeAndInfo = call({
  summary: '专家类型与资料（与本机构有过申请、邀请或合作的专家，或专家本人）',
  method: 'GET',
  path: `${BASE}/getExpertTypeAndExpertInfoByUserId`,
  source: 'spec',
  query: byUser,
  data: z.object({
    expertType,
    expertInfo: z.object({
      userId: z.string(),
      name: z.string(),
      sex: z.literal([-1, 0, 1]),
      headImg: z.string(),
      title: z.string(),
      intro: z.string(),
      tags: z.array(z.string()),
    }),
  }),
  codes: [10400, 10403, 10404],
});

export const expertTypes = call({
  summary: '专家类型（用户持有的类型：0 咨询师，1 倾听者）',
  method: 'GET',
  path: `${BASE}/getExpertTypeById`,
  source: 'spec',
  query: byUser,
  data: z.array(expertType),
  codes: [10400, 10403, 10404],
});

export const consultWaysOfExpert = call({
  summary: '专家各服务类型可选的咨询方式',
  method: 'GET',
  path: `${BASE}/getConsultWaysByExpertId`,
  source: 'ours',
  query: z.object({ expertId }),
  data: z
    .record(z.string(), z.array(consultWay))
    .meta({ description: '键为服务类型，值为可选的咨询方式' }),
  codes: [10400, 10403, 10404],
});

export const updateExpertSettings = call({
  summary: '保存专家设置（各服务类型的咨询方式、价格与面询地址）',
  method: 'POST',
  path: `${BASE}/updateSettingsById`,
  source: 'spec',
  body: z.object({
    userId: expertId,
    serviceTypes: z
      .array(z.literal(SERVICE_TYPE_CODES, { error: '请选择服务类型' }), {
        error: '请选择服务类型',
      })
      .min(1, '请选择服务类型')
      .max(SERVICE_TYPE_CODES.length, '请选择服务类型')
      .overwrite((types) => [...new Set(types)])
      .meta({ title: '服务类型' }),
    list: z
      .array(
        z.object({
          serviceType,
          consultWays,
          consultPrices,
          faceAddress: z.string().trim().max(200, '格式不正确').optional().meta({
            title: '面询地址',
          }),
        }),
      )
      .max(SERVICE_TYPE_CODES.length)
      .meta({ title: '服务设置' }),
  }),
  data: noData,
  codes: [10400, 10403, 10404],
});

const tag = z
  .string({ error: MESSAGES.tagEachLength })
  .trim()
  .refine((text) => [...text].length >= 2 && [...text].length <= 12, MESSAGES.tagEachLength)
  .meta({ title: '标签', maxLength: 12 });

export const updateExpertTags = call({
  summary: '编辑专家标签（每个2-12字，3-50个，不重复）',
  method: 'POST',
  path: `${BASE}/updateExpertTags`,
  source: 'ours',
  body: z.object({
    userId: expertId,
    tags: z
      .array(tag, { error: MESSAGES.tagCount })
      .max(1000, MESSAGES.tagCount)
      .overwrite((tags) => [...new Set(tags)])
      .refine((tags) => tags.length >= 3 && tags.length <= 50, MESSAGES.tagCount)
      .meta({ title: '标签' }),
  }),
  data: noData,
  codes: [10400, 10403, 10404],
});

export const updateExpertShow = call({
  summary: '专家展示开关',
  method: 'POST',
  path: `${BASE}/updateExpertShow`,
  source: 'ours',
  body: z.object({
    userId: expertId,
    show: z.literal([0, 1], { error: '展示状态不正确' }).meta({ title: '展示状态' }),
  }),
  data: noData,
  codes: [10400, 10403, 10404],
});

export const updateExpertSn = call({
  summary: '专家排序（1-999，升序）',
  method: 'POST',
  path: `${BASE}/updateExpertSn`,
  source: 'ours',
  body: z.object({
    userId: expertId,
    // The range is the handler's check: its tested message (范围1-999) does not name the field.
    sn: z.int({ error: '排序必须为整数' }).meta({ title: '排序', minimum: 1, maximum: 999 }),
  }),
  data: noData,
  codes: [10400, 10403, 10404],
});

export const disengageExpert = call({
  summary: '解除合作（状态 4，待专家确认）',
  method: 'POST',
  path: `${BASE}/disengagementExpertById`,
  source: 'spec',
  body: z.object({
    userId: expertId,
    expertType: z.literal([0, 1], { error: '专家类型不正确' }).meta({ title: '专家类型' }),
    srcOrgId: id('机构ID'),
  }),
  data: noData,
  codes: [10400, 10403, 10404],
});
