/**
 * Fees (费用列表, 费用明细), settling them, and pay orders (支付订单): counselling design "Money",
 * docs/api/fee.md. Amounts are yuan with at most two decimals (spec §5); the mock adds in cents.
 */
import { z } from 'zod';
import { call } from './call';
import { queryCode } from './counsellingSchemas';
import { filterText, id, idList, pageQuery, paged, sortQuery, timeFilter } from './schemas';

/** A yuan amount of an answer: at least 0 (a waived breach settles 0), at most two decimals. */
function yuan(title: string) {
  return z
    .number()
    .min(0)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, '最多两位小数')
    .meta({ title });
}

/** A ratio of an answer in percent (65 = 65 %), at most two decimals. */
const percent = (title: string) => z.number().min(0).max(100).meta({ title });

const settleStatus = [0, 1, 2] as const;
const lineType = [1, 2, 3] as const;
const payType = [1, 2, 3, 4] as const;
const payStatus = [1, 2, 3, 4, 5] as const;

const feeFilters = {
  ...pageQuery,
  periodStart: timeFilter('结算周期起').meta({
    description: '订单完成（确认或爽约）日期，YYYY-MM-DD',
  }),
  periodEnd: timeFilter('结算周期止'),
  expertId: id('咨询师').optional(),
  orgId: id('服务机构').optional(),
  status: queryCode('结算状态', settleStatus),
  orderNo: filterText('订单号', 30),
};

const shares = {
  expertShare: yuan('专家分成'),
  platformShare: yuan('平台分成'),
  partnerShare: yuan('合作方分成'),
};

const feeRow = z.object({
  id: z.string(),
  feeNo: z.string().meta({ title: '结算单号' }),
  orderId: z.string(),
  orderNo: z.string(),
  visitorName: z.string(),
  expertId: z.string(),
  expertName: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  partnerName: z.string().meta({ description: '无合作方时为空' }),
  isBreakContract: z.literal([0, 1]),
  finishTime: z.string().meta({ title: '完成时间' }),
  orderAmount: yuan('订单金额'),
  paid: yuan('实收金额').meta({ description: '已支付减去已退款' }),
  amount: yuan('结算金额').meta({ description: '明细的代数和（退款调整为减项）' }),
  expertRatio: percent('专家分成比例'),
  ...shares,
  status: z
    .literal(settleStatus)
    .meta({ title: '结算状态', description: '0 待结算, 1 部分结算, 2 已结算' }),
  settleTime: z.string(),
});

const feeSummary = z.object({
  amount: yuan('结算金额合计'),
  ...shares,
});

export const listFees = call({
  summary: '费用列表：每个已完成或爽约订单一条结算（含合计）',
  method: 'GET',
  path: '/server-platform/api/fee/page',
  source: 'spec',
  query: z.object({
    ...feeFilters,
    ...sortQuery([
      'finishTime',
      'orderAmount',
      'paid',
      'amount',
      'expertShare',
      'platformShare',
      'partnerShare',
      'status',
      'settleTime',
    ]),
  }),
  data: paged(feeRow).extend({ summary: feeSummary }),
  codes: [10400, 10403],
});

const feeLineRow = z.object({
  id: z.string(),
  feeId: z.string(),
  feeNo: z.string(),
  orderNo: z.string(),
  visitorName: z.string(),
  expertName: z.string(),
  orgName: z.string(),
  partnerName: z.string(),
  type: z
    .literal(lineType)
    .meta({ title: '费用类型', description: '1 咨询费, 2 爽约费, 3 退款调整（减项）' }),
  sign: z.literal([1, -1]).meta({ title: '方向', description: '-1：金额与分成均为减项' }),
  amount: yuan('金额'),
  expertRatio: percent('专家分成比例'),
  partnerRatio: percent('合作方分成比例'),
  ...shares,
  time: z.string().meta({ title: '发生时间' }),
  status: z.literal([0, 2]).meta({ title: '结算状态' }),
  settleTime: z.string(),
});

export const listFeeLines = call({
  summary: '费用明细：结算的各项费用（咨询费、爽约费、退款调整），含合计',
  method: 'GET',
  path: '/server-platform/api/fee/detail/page',
  source: 'spec',
  query: z.object({
    ...feeFilters,
    status: queryCode('结算状态', [0, 2] as const),
    type: queryCode('费用类型', lineType),
    feeNo: filterText('结算单号', 30),
    ...sortQuery(['amount', 'expertShare', 'platformShare', 'partnerShare', 'time', 'settleTime']),
  }),
  data: paged(feeLineRow).extend({
    summary: z.object({
      amount: z.number().meta({ title: '金额合计（减项已扣除）' }),
      expertShare: z.number(),
      platformShare: z.number(),
      partnerShare: z.number(),
    }),
  }),
  codes: [10400, 10403],
});

export const settleFees = call({
  summary: '结算：把所选结算单的待结算明细标为已结算',
  method: 'POST',
  path: '/server-platform/api/fee/settle',
  source: 'ours',
  body: z.object({ ids: idList('结算单', '请选择要结算的费用').max(500, '一次最多结算500条') }),
  data: z.object({ settled: z.int().min(1).meta({ title: '结算的明细条数' }) }),
  codes: [10400, 10403, 10404, 10409],
});

export const listFeeOrgs = call({
  summary: '费用页的服务机构选项（本机构及下级）',
  method: 'GET',
  path: '/server-platform/api/fee/orgs',
  source: 'ours',
  query: z.object({}),
  data: z.array(z.object({ id: z.string(), name: z.string() })),
  codes: [10403],
});

const payOrderRow = z.object({
  id: z.string(),
  payNo: z.string().meta({ title: '支付单号' }),
  orderId: z.string(),
  orderNo: z.string(),
  visitorName: z.string(),
  mobile: z.string().meta({ description: '3+4 掩码' }),
  expertName: z.string(),
  amount: yuan('支付金额'),
  payType: z
    .literal(payType)
    .meta({ title: '支付方式', description: '1 微信, 2 支付宝, 3 银行卡, 4 线下' }),
  status: z.literal(payStatus).meta({
    title: '支付状态',
    description: '1 待支付, 2 已支付, 3 已取消, 4 退款中, 5 已退款',
  }),
  payTime: z.string(),
  refundAmount: yuan('退款金额'),
  refundTime: z.string(),
  createTime: z.string(),
});

export const listPayOrders = call({
  summary: '支付订单分页（含退款；合计）',
  method: 'GET',
  path: '/server-platform/api/payOrder/page',
  source: 'spec',
  query: z.object({
    ...pageQuery,
    payNo: filterText('支付单号', 30),
    orderNo: filterText('订单号', 30),
    visitor: filterText('来访者', 30),
    payType: queryCode('支付方式', payType),
    status: queryCode('支付状态', payStatus),
    payTimeStart: timeFilter('支付时间起'),
    payTimeEnd: timeFilter('支付时间止'),
    ...sortQuery(['amount', 'status', 'payTime', 'refundAmount', 'refundTime']),
  }),
  data: paged(payOrderRow).extend({
    summary: z.object({ amount: yuan('支付金额合计'), refundAmount: yuan('退款金额合计') }),
  }),
  codes: [10400, 10403],
});
