/**
 * Measurement-based care (测评追踪): the scored scales, a visitor's measurement plans and results,
 * and the visitor's submit (counselling design "The visitor's chart, measures and consent";
 * docs/api/measures.md). All paths are ours.
 */
import { z } from 'zod';
import { MEASURE_WHEN } from '../counselling/measureRules';
import { call } from './call';
import { choice } from './choiceSchemas';
import { date } from './counsellingSchemas';
import { id, noData } from './schemas';

const BASE = '/server-platform/api/measure';

const band = z.object({ from: z.int(), to: z.int(), label: z.string() });

const scaleRow = z.object({
  id: z.string(),
  code: z.string().meta({ description: '简称，如 PHQ-9' }),
  name: z.string(),
  intro: z.string(),
  itemCount: z.int(),
  minScore: z.int(),
  maxScore: z.int(),
  scoring: z.enum(['sum', 'standard']).meta({ description: 'sum 选项分相加；standard 标准分换算' }),
  bands: z.array(band).meta({ description: '严重程度分段（从低到高，含两端）' }),
  criticalItems: z.array(z.int()).meta({ description: '危急条目的题号（从 1 起）' }),
  reliableChange: z.int().meta({ description: '较首次升高至少此分数即为可靠恶化' }),
  items: z.array(z.string()),
  options: z.array(z.object({ label: z.string(), score: z.int() })),
});

export const listMeasureScales = call({
  summary: '可追踪的计分量表（含分段、危急条目、题目与选项）',
  method: 'GET',
  path: `${BASE}/scales`,
  source: 'ours',
  query: z.object({}),
  data: z.array(scaleRow),
  codes: [10403],
});

const cusUserId = id('来访者', '请选择来访者');

const planRow = z.object({
  id: z.string(),
  cusUserId: z.string(),
  formId: z.string(),
  scaleCode: z.string(),
  scaleName: z.string(),
  when: z.enum(MEASURE_WHEN),
  n: z.int(),
  from: z.string(),
  to: z.string(),
  createBy: z.string(),
  createTime: z.string(),
});

export const listMeasurePlans = call({
  summary: '来访者的测评计划',
  method: 'GET',
  path: `${BASE}/plan/list`,
  source: 'ours',
  query: z.object({ cusUserId }),
  data: z.array(planRow),
  codes: [10400, 10403, 10404],
});

/** Which scale and when: a plan's own choice, and each scale of an organisation's default plan. */
const scaleMoment = z.object({
  formId: id('量表', '请选择量表'),
  when: choice('测评时机', MEASURE_WHEN),
  n: z
    .int({ error: '必须为整数' })
    .min(0, '范围0-20')
    .max(20, '范围0-20')
    .default(0)
    .meta({ title: '间隔次数', description: '每 N 次咨询时的 N（2-20），其余时机为 0' }),
});

export const saveMeasurePlan = call({
  summary: '保存测评计划（来访者的咨询师或机构管理员；仅一次的计划保存即发送测评）',
  method: 'POST',
  path: `${BASE}/plan/save`,
  source: 'ours',
  body: z.object({
    id: id('测评计划').optional(),
    cusUserId,
    ...scaleMoment.shape,
    from: date('开始日期'),
    to: date('结束日期').or(z.literal('')).default('').meta({ description: '为空表示不限' }),
  }),
  data: z.object({
    id: z.string(),
    sentSms: z.int().meta({ description: '本次发送的测评短信数' }),
  }),
  codes: [10400, 10403, 10404, 10409],
});

export const deleteMeasurePlan = call({
  summary: '删除测评计划（已有的测评结果保留）',
  method: 'POST',
  path: `${BASE}/plan/delete`,
  source: 'ours',
  body: z.object({ id: id('测评计划') }),
  data: noData,
  codes: [10400, 10403, 10404],
});

export const getDefaultMeasurePlan = call({
  summary: '本机构的默认测评计划（订单设置），及可选的计分量表',
  method: 'GET',
  path: `${BASE}/defaultPlan`,
  source: 'ours',
  query: z.object({}),
  data: z.object({
    items: z.array(scaleMoment.extend({ scaleCode: z.string(), scaleName: z.string() })),
    scales: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  }),
  codes: [10403],
});

export const saveDefaultMeasurePlan = call({
  summary: '保存本机构的默认测评计划（订单设置）：来访者首次预约且尚无测评计划时，按此为其建立计划',
  method: 'POST',
  path: `${BASE}/defaultPlan/save`,
  source: 'ours',
  body: z.object({
    items: z
      .array(scaleMoment, { error: '请填写默认测评计划' })
      .max(10, '默认测评计划最多10个量表')
      .refine(
        (items) => new Set(items.map((item) => item.formId)).size === items.length,
        '默认测评计划中同一量表只能设置一次',
      )
      .meta({ title: '默认测评计划', description: '为空表示不设默认计划' }),
  }),
  data: noData,
  codes: [10400, 10403],
});

const resultRow = z.object({
  id: z.string(),
  formId: z.string(),
  scaleCode: z.string(),
  orderId: z.string().meta({ description: '测评所在的下一次咨询（之前提交），无则为空' }),
  orderNo: z.string(),
  score: z.int(),
  band: z.string(),
  topBand: z.boolean(),
  criticalHit: z.boolean(),
  change: z.int().nullable().meta({ description: '较该量表首次结果的变化，首次为 null' }),
  verdict: z
    .enum(['improved', 'unchanged', 'deteriorated'])
    .nullable()
    .meta({ description: '按可靠变化规则的判断，首次为 null' }),
  submitTime: z.string(),
});

export const listMeasureResults = call({
  summary: '来访者的测评结果（按时间先后，含较首次的变化）与其咨询日期',
  method: 'GET',
  path: `${BASE}/result/list`,
  source: 'ours',
  query: z.object({ cusUserId }),
  data: z.object({
    results: z.array(resultRow),
    sessions: z.array(
      z.object({
        orderId: z.string(),
        orderNo: z.string(),
        appointDate: z.string(),
        startTime: z.string(),
        status: z.int(),
      }),
    ),
  }),
  codes: [10400, 10403, 10404],
});

export const measureResultDetail = call({
  summary: '一次测评的作答（每次查看记入日志）',
  method: 'GET',
  path: `${BASE}/result/detail`,
  source: 'ours',
  query: z.object({ id: id('测评结果') }),
  data: resultRow.extend({
    scaleName: z.string(),
    visitorName: z.string(),
    answers: z.array(
      z.object({ item: z.string(), answer: z.string(), score: z.int(), critical: z.boolean() }),
    ),
  }),
  codes: [10400, 10403, 10404],
});

export const submitMeasure = call({
  summary: '来访者提交测评（小程序；来访者令牌；到达即计分，记在来访者与其下一次咨询上）',
  method: 'POST',
  path: `${BASE}/submit`,
  source: 'ours',
  public: true,
  body: z.object({
    formId: id('量表', '请选择量表'),
    orderId: id('订单').optional().meta({ description: '测评所在的咨询；不填则取下一次咨询' }),
    answers: z
      .array(z.int({ error: '选项必须为整数' }), { error: '请填写答案' })
      .min(1, '请填写答案')
      .max(100, '答案过多')
      .meta({ title: '答案', description: '每题所选选项的序号（从 0 起）' }),
  }),
  data: z.object({
    id: z.string(),
    score: z.int(),
    band: z.string(),
    alert: z.boolean().meta({ description: '是否生成测评预警待办' }),
  }),
  codes: [10001, 10400, 10404],
});

const outcomeRow = z.object({
  key: z.string().meta({ description: '咨询师 id；合计行为 all' }),
  name: z.string(),
  visitors: z.int().meta({ description: '有两次及以上测评结果的来访者数' }),
  improved: z.int(),
  unchanged: z.int(),
  deteriorated: z.int(),
  improvedRate: z.number().meta({ description: '好转占比（%，一位小数）' }),
  unchangedRate: z.number(),
  deterioratedRate: z.number(),
});

export const measureOutcomes = call({
  summary:
    '测评结局：有两次及以上结果的来访者按可靠变化规则好转、无变化、恶化的人数与占比（按咨询师，及机构合计）',
  method: 'GET',
  path: `${BASE}/outcomes`,
  source: 'ours',
  query: z.object({
    startDate: date('开始日期').optional(),
    endDate: date('结束日期').optional(),
  }),
  data: z.object({ rows: z.array(outcomeRow), summary: outcomeRow }),
  codes: [10400, 10403],
});
