/**
 * Dimensions, columns and shaping rules of 数据统计 (counselling design "Statistics";
 * docs/api/statistics.md), shared by the contract, the mock and the console. Pure.
 */
import { AGE_BANDS } from './hotlineCodes';
import {
  APPOINT_MODE_LABELS,
  CONSULT_TYPE_LABELS,
  MENTAL_STATUS_LABELS,
  ORDER_CONSULT_WAY_LABELS,
  SEX_LABELS,
} from './consultLabels';

export const STAT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];

export const STAT_DIMENSIONS = [
  ...STAT_PERIODS,
  'expert',
  'org',
  'customerOrg',
  'problemType',
  'consultWay',
  'appointMode',
  'consultType',
  'sex',
  'ageBand',
  'mentalStatus',
] as const;
export type StatDimension = (typeof STAT_DIMENSIONS)[number];

export const STAT_DIMENSION_LABELS: Record<StatDimension, string> = {
  day: '按日',
  week: '按周',
  month: '按月',
  year: '按年',
  expert: '咨询师',
  org: '服务机构',
  customerOrg: '客户机构',
  problemType: '问题类型',
  consultWay: '咨询方式',
  appointMode: '预约方式',
  consultType: '咨询类型',
  sex: '性别',
  ageBand: '年龄段',
  mentalStatus: '心理状态',
};

/**
 * The metric columns of 咨询统计 (docs/api/statistics.md). Money is yuan, summed in cents from the
 * fees (settlement amount and expert share) and the pay orders (paid less refunds); satisfaction
 * from the visitors' satisfaction sheets of the completed orders.
 */
export const STAT_COLUMNS = [
  'orders',
  'completed',
  'cancelled',
  'breaches',
  'completionRate',
  'visitors',
  'consultHours',
  'amount',
  'paid',
  'expertSettlement',
  'avgSatisfaction',
  'responseRate',
  'crisis',
  'attention',
  'followUpsDone',
  'followUpRate',
  'hotlineCalls',
  'hotlineConversions',
] as const;
export type StatColumn = (typeof STAT_COLUMNS)[number];

export const STAT_COLUMN_LABELS: Record<StatColumn, string> = {
  orders: '订单数',
  completed: '已完成',
  cancelled: '已取消',
  breaches: '爽约',
  completionRate: '完成率(%)',
  visitors: '来访人数',
  consultHours: '咨询时长(小时)',
  amount: '结算金额(元)',
  paid: '实收金额(元)',
  expertSettlement: '专家结算(元)',
  avgSatisfaction: '平均满意度',
  responseRate: '满意度回收率(%)',
  crisis: '危机个案',
  attention: '关注个案',
  followUpsDone: '已回访',
  followUpRate: '回访率(%)',
  hotlineCalls: '热线来电',
  hotlineConversions: '热线转预约',
};

/** What a new user sees before saving a choice. */
export const DEFAULT_STAT_CONFIG: { dimension: StatDimension; columns: StatColumn[] } = {
  dimension: 'month',
  columns: ['orders', 'completed', 'cancelled', 'completionRate', 'visitors', 'consultHours'],
};

/** The figures of 运营统计, per period. */
export const OPERATE_COLUMNS = [
  'newCustomers',
  'orders',
  'paid',
  'activeExperts',
  'smsSent',
  'surveyTasks',
  'surveyFillRate',
] as const;
export type OperateColumn = (typeof OPERATE_COLUMNS)[number];

export const OPERATE_COLUMN_LABELS: Record<OperateColumn, string> = {
  newCustomers: '新增来访者',
  orders: '订单数',
  paid: '实收金额(元)',
  activeExperts: '活跃咨询师',
  smsSent: '短信发送',
  surveyTasks: '问卷任务',
  surveyFillRate: '问卷填写率(%)',
};

export const STAT_MESSAGES = {
  startRequired: '请选择开始日期',
  endRequired: '请选择结束日期',
  endBeforeStart: '结束日期不能早于开始日期',
  future: '统计日期不能晚于今天',
  columnsRequired: '请至少选择一列',
} as const;

const DAY_MS = 86_400_000;

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The date part of a 'YYYY-MM-DD HH:mm:ss' (spec §9: date-only grouping uses the part before the space). */
export function datePart(dateTime: string): string {
  const space = dateTime.indexOf(' ');
  return space < 0 ? dateTime : dateTime.slice(0, space);
}

/** Monday of the date's week, 'YYYY-MM-DD' (calendar arithmetic in UTC: no time zone shifts). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The period a datetime (or date) falls in: its day, its week's Monday, its month or its year. */
export function periodKey(dateTime: string, period: StatPeriod): string {
  const date = datePart(dateTime);
  if (period === 'day') return date;
  if (period === 'week') return weekStart(date);
  return period === 'month' ? date.slice(0, 7) : date.slice(0, 4);
}

/** How a period is shown: a week as its Monday to Sunday. */
export function periodLabel(key: string, period: StatPeriod): string {
  if (period !== 'week') return key;
  return `${key}～${addDays(key, 6)}`;
}

/** The first day of the period after the one a key names. */
function nextPeriodStart(key: string, period: StatPeriod): string {
  if (period === 'day') return addDays(key, 1);
  if (period === 'week') return addDays(key, 7);
  if (period === 'year') return `${Number(key) + 1}-01-01`;
  const [year, month] = key.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Every period from the start date to the end date, in order (empty ones included). */
export function periodsBetween(start: string, end: string, period: StatPeriod): string[] {
  const last = periodKey(end, period);
  const keys = [periodKey(start, period)];
  while (keys[keys.length - 1] < last) {
    keys.push(periodKey(nextPeriodStart(keys[keys.length - 1], period), period));
  }
  return keys;
}

export type AgeBand = (typeof AGE_BANDS)[number];

/** The hotline's age bands, for a visitor's age. */
export function ageBandOf(age: number): AgeBand {
  if (age < 18) return AGE_BANDS[0];
  if (age <= 25) return AGE_BANDS[1];
  if (age <= 35) return AGE_BANDS[2];
  if (age <= 45) return AGE_BANDS[3];
  if (age <= 60) return AGE_BANDS[4];
  return AGE_BANDS[5];
}

/** part / whole as a percentage with one decimal; null over nothing. */
export const percent = (part: number, whole: number): number | null =>
  whole ? Math.round((part / whole) * 1000) / 10 : null;

/** Labels of the order codes as the statistics rows name them (the mock labels its rows): the consult pages' own. */
export const STAT_CODE_LABELS = {
  consultWay: ORDER_CONSULT_WAY_LABELS,
  appointMode: APPOINT_MODE_LABELS,
  consultType: CONSULT_TYPE_LABELS,
  sex: { '-1': '未知', ...SEX_LABELS },
  mentalStatus: MENTAL_STATUS_LABELS,
} as const satisfies Record<string, Record<number, string>>;
