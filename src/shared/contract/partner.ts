/**
 * Partners (合作伙伴) and their expert prices (医院专家价格) (shell spec §7 "partners (page, save,
 * update, expert price)", "hospital expert price page"; counselling design "Money";
 * docs/api/partner.md). Money is yuan with at most two decimals on the wire, cents in the mock.
 */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import {
  PARTNER_MESSAGES as M,
  PARTNER_STATUSES,
  PARTNER_TYPES,
  PRICE_MAX,
  RATIO_MAX,
  RATIO_MIN,
} from '../counselling/partnerCodes';
import { call } from './call';
import {
  bodyCode,
  consultType,
  consultWay,
  date,
  mobile,
  optionalText,
  queryCode,
} from './counsellingSchemas';
import { dateTime, filterText, id, pageQuery, paged, requiredText, sortQuery } from './schemas';

const BASE = '/server-platform/api/partner';

const isMissing = (input: unknown) => input === undefined || input === null;
const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Money (spec §5): a positive number of yuan with at most two decimals. */
function money(title: string, required: string) {
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? required : MESSAGES.money) })
    .positive(MESSAGES.money)
    .max(PRICE_MAX, `不能大于${PRICE_MAX}`)
    .refine(hasAtMostTwoDecimals, MESSAGES.money)
    .meta({ title, description: '元，大于0且最多两位小数', examples: [299.5] });
}

/** The partner's share of an order's amount, in percent. */
const settlementRatio = z
  .int({ error: (issue) => (isMissing(issue.input) ? M.ratioRequired : '必须为整数') })
  .min(RATIO_MIN, M.ratioRange)
  .max(RATIO_MAX, M.ratioRange)
  .meta({ title: '结算比例', description: '合作伙伴分成，百分比 0-100' });

/** Region codes 'province[-city[-district]]' (as organisations). */
const areaCode = z
  .string({ error: (issue) => (isMissing(issue.input) ? M.areaRequired : '格式不正确') })
  .trim()
  .min(1, M.areaRequired)
  .regex(/^\d{6}(-\d{6}){0,2}$/, '所在地区格式不正确')
  .meta({ title: '所在地区', examples: ['440000-440300-440305'] });

/** An optional 'YYYY-MM-DD' that may be left empty (open-ended). */
const openDate = (title: string) =>
  z
    .union([z.literal(''), date(title)], { error: '格式不正确' })
    .default('')
    .meta({ title, description: '为空表示长期有效' });

const partnerId = id('合作伙伴');

const partnerRow = z.object({
  id: z.string(),
  name: z.string(),
  type: z.literal(PARTNER_TYPES),
  contact: z.string(),
  mobile: z.string(),
  areaCode: z.string(),
  coopStart: z.string(),
  coopEnd: z.string(),
  settlementRatio: z.int(),
  status: z.literal(PARTNER_STATUSES),
  remark: z.string(),
  priceCount: z.int().min(0).meta({ description: '专家价格条数' }),
  createTime: dateTime,
  updateTime: dateTime,
});

const partnerFields = {
  name: requiredText('合作伙伴名称', M.nameRequired, 50),
  type: bodyCode('合作伙伴类型', PARTNER_TYPES),
  contact: requiredText('联系人', M.contactRequired, 15),
  mobile: mobile('联系电话', '请输入联系电话'),
  areaCode,
  coopStart: date('合作开始日期'),
  coopEnd: openDate('合作结束日期'),
  settlementRatio,
  remark: optionalText('备注', 200),
};

export const listPartners = call({
  summary: '合作伙伴分页（名称、类型、状态、地区筛选）',
  method: 'GET',
  path: `${BASE}/page`,
  source: 'spec',
  query: z.object({
    ...pageQuery,
    name: filterText('合作伙伴名称', 50),
    type: queryCode('合作伙伴类型', PARTNER_TYPES),
    status: queryCode('合作状态', PARTNER_STATUSES),
    areaCode: z
      .string()
      .trim()
      .regex(/^\d{6}(-\d{6}){0,2}$/, '格式不正确')
      .optional()
      .meta({ title: '所在地区', description: '地区编码前缀：省、省-市或省-市-区' }),
    ...sortQuery(['coopStart', 'settlementRatio', 'status']),
  }),
  data: paged(partnerRow),
  codes: [10400, 10403],
});

export const savePartner = call({
  summary: '新增合作伙伴（状态为合作中）',
  method: 'POST',
  path: `${BASE}/save`,
  source: 'spec',
  body: z.object(partnerFields),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10409],
});

export const updatePartner = call({
  summary: '编辑合作伙伴（已终止的不能编辑）',
  method: 'POST',
  path: `${BASE}/update`,
  source: 'spec',
  body: z.object({ id: partnerId, ...partnerFields }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const updatePartnerStatus = call({
  summary: '变更合作状态（合作中⇄暂停，→终止；终止不可恢复）',
  method: 'POST',
  path: `${BASE}/updateStatus`,
  source: 'spec',
  body: z.object({
    id: partnerId,
    status: bodyCode('合作状态', PARTNER_STATUSES),
  }),
  data: z.object({ id: z.string(), status: z.literal(PARTNER_STATUSES) }),
  codes: [10400, 10403, 10404, 10409],
});

const priceRow = z.object({
  id: z.string(),
  partnerId: z.string(),
  expertId: z.string(),
  expertName: z.string(),
  consultWay: z.literal(consultWay),
  consultType: z.literal(consultType),
  durationMin: z.int(),
  price: z.number().meta({ description: '元' }),
  settlementRatio: z.int(),
  effectiveFrom: z.string(),
  effectiveTo: z.string(),
  effective: z.boolean().meta({ description: '今天是否在生效期内' }),
  createTime: dateTime,
});

export const listPartnerPrices = call({
  summary: '医院专家价格分页（一个合作伙伴的专家价格）',
  method: 'GET',
  path: `${BASE}/expertPrice/page`,
  source: 'spec',
  query: z.object({
    ...pageQuery,
    partnerId,
    expertId: id('专家').optional(),
    consultWay: queryCode('咨询方式', consultWay),
    consultType: queryCode('咨询类型', consultType),
  }),
  data: paged(priceRow),
  codes: [10400, 10403, 10404],
});

export const savePartnerPrice = call({
  summary: '保存医院专家价格（无 id 时每种咨询方式新增一条；有 id 时编辑该条）',
  method: 'POST',
  path: `${BASE}/expertPrice/save`,
  source: 'spec',
  body: z.object({
    id: id('价格').optional(),
    partnerId,
    expertId: id('专家', '请选择专家'),
    consultType: bodyCode('咨询类型', consultType),
    durationMin: z
      .int({ error: (issue) => (isMissing(issue.input) ? M.durationRequired : '必须为整数') })
      .min(10, '时长范围10-240')
      .max(240, '时长范围10-240')
      .meta({ title: '时长（分钟）' }),
    prices: z
      .array(
        z.object({
          consultWay: bodyCode('咨询方式', consultWay),
          price: money('价格', M.priceRequired),
        }),
        { error: M.priceWaysRequired },
      )
      .min(1, M.priceWaysRequired)
      .max(consultWay.length, M.priceWaysRequired)
      .refine(
        (rows) => new Set(rows.map((row) => row.consultWay)).size === rows.length,
        '咨询方式不能重复',
      )
      .meta({ title: '各咨询方式价格' }),
    settlementRatio,
    effectiveFrom: date('生效日期'),
    effectiveTo: openDate('失效日期'),
  }),
  data: z.object({ ids: z.array(z.string()) }),
  codes: [10400, 10403, 10404, 10409],
});
