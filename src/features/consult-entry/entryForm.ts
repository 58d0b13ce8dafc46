/** The manual-entry form: its values, the initial ones a link may carry, and the body it sends. */
import type { Body } from '@/shared/contract/call';
import type * as Consult from '@/shared/contract/consult';
import type * as Series from '@/shared/contract/consultSeries';
import type { SeriesEvery } from '@/shared/counselling/seriesRule';
import { DATE_FORMAT, type Moment } from '@/shared/utils/dates';
import { slotPrefill } from './prefill';

export interface EntryFormValues {
  cusUserId?: string;
  expertId?: string;
  appointDate?: Moment;
  bucketId?: string;
  consultWay?: number;
  consultType: number;
  identity: number;
  problemTypeIds: string[];
  problemDesc?: string;
  emergencyName?: string;
  emergencyRelation?: string;
  emergencyMobile?: string;
  /** The enabled custom fields in their order; a value as its control gives it. */
  customFields: { name: string; value?: CustomFieldValue }[];
  remark?: string;
  /** 合作伙伴 (optional): the order takes the partner's price for the expert, way and type. */
  partnerId?: string;
  /** 周期预约: the date and slot above are the first session; every 1 or 2 weeks, N sessions or until a date. */
  series?: boolean;
  every?: SeriesEvery;
  endBy?: 'count' | 'until';
  count?: number;
  until?: Moment;
}

type CustomFieldValue = string | number | string[] | Moment | null;

/** A custom field's value as visitorInfo stores it: dates as YYYY-MM-DD, choices joined by 、. */
function customFieldText(value: CustomFieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join('、');
  if (typeof value === 'object') return value.format(DATE_FORMAT);
  return String(value).trim();
}

/** The mock's words (docs/api/counselling.md, contract/consult.ts), so the form says the same. */
export const ENTRY_MESSAGES = {
  customer: '请选择来访者',
  archived: '该来访者已归档，不能预约',
  expert: '请选择咨询师',
  date: '请选择预约日期',
  slot: '请选择预约时段',
  way: '请选择咨询方式',
  type: '请选择咨询类型',
  problemTypes: '请选择问题类型',
  minorContact: '未成年来访者须填写紧急联系人',
  seriesCount: '请输入次数',
  seriesUntil: '请选择截止日期',
  seriesKept: '周期预约至少保留2次',
} as const;

const TEXT_PARAMS = [
  'cusUserId',
  'problemDesc',
  'emergencyName',
  'emergencyRelation',
  'emergencyMobile',
  'remark',
] as const;
const CODE_PARAMS = ['consultWay', 'consultType', 'identity'] as const;

/**
 * Values a link may prefill (a hotline call turned into an order links here with
 * `?hotlineId=…&cusUserId=…&problemTypeIds=a,b&problemDesc=…`, the calendar's free slot with its
 * counsellor, date and slot: prefill.ts); unknown parameters are ignored.
 */
export function entryInitialValues(params: URLSearchParams): EntryFormValues {
  const values: EntryFormValues = {
    consultType: 0,
    identity: 0,
    problemTypeIds: [],
    customFields: [],
  };
  for (const key of TEXT_PARAMS) {
    const value = params.get(key);
    if (value) values[key] = value;
  }
  for (const key of CODE_PARAMS) {
    const value = params.get(key);
    if (value && /^\d$/.test(value)) values[key] = Number(value);
  }
  Object.assign(values, slotPrefill(params));
  const types = params.get('problemTypeIds');
  if (types) values.problemTypeIds = types.split(',').filter(Boolean);
  // 续约 from an order opens the entry as a series (the order's visitor, expert and way).
  if (params.get('series') === '1') values.series = true;
  return { every: 1, endBy: 'count', count: 6, ...values };
}

/** Where the order comes from: 1 热线转预约 with the call it converts, when a hotline call links here; else 2 手动录入. */
export type EntrySource = { appointMode: 1; hotlineId: string } | { appointMode: 2 };

export function entrySourceOf(params: URLSearchParams): EntrySource {
  const hotlineId = params.get('hotlineId');
  return hotlineId ? { appointMode: 1, hotlineId } : { appointMode: 2 };
}

/** An individual consultation for a visitor under 18 needs an emergency contact (design: Consult order). */
export const needsEmergencyContact = (age: number | undefined, consultType: number | undefined) =>
  consultType === 0 && age !== undefined && age < 18;

export function entryBody(
  values: EntryFormValues,
  source: EntrySource,
): Body<typeof Consult.createConsultOrder> {
  return {
    ...source,
    cusUserId: values.cusUserId ?? '',
    expertId: values.expertId ?? '',
    appointDate: values.appointDate?.format(DATE_FORMAT) ?? '',
    bucketId: values.bucketId ?? '',
    consultWay: values.consultWay as 0 | 1 | 2 | 3,
    consultType: values.consultType as 0 | 1,
    identity: values.identity as 0 | 1 | 2 | 3 | 4,
    problemTypeIds: values.problemTypeIds,
    problemDesc: values.problemDesc ?? '',
    emergencyName: values.emergencyName ?? '',
    emergencyRelation: values.emergencyRelation ?? '',
    emergencyMobile: values.emergencyMobile ?? '',
    customFields: (values.customFields ?? []).flatMap((field) => {
      const value = customFieldText(field.value);
      return field.name && value ? [{ name: field.name, value }] : [];
    }),
    remark: values.remark ?? '',
    ...(values.partnerId ? { partnerId: values.partnerId } : {}),
  };
}

/** One session a series books: the preview's date, or where the user moved it. */
export interface SeriesSession {
  appointDate: string;
  bucketId: string;
}

/** The series call's body: the entry's fields, the rule (first date and slot, every, count or until) and the kept sessions. */
export function seriesBody(
  values: EntryFormValues,
  sessions: SeriesSession[],
): Body<typeof Series.createConsultSeries> {
  const { appointDate, bucketId, ...entry } = entryBody(values, { appointMode: 2 });
  return {
    ...entry,
    appointMode: 2,
    startDate: appointDate,
    bucketId,
    every: values.every ?? 1,
    ...(values.endBy === 'until'
      ? { until: values.until?.format(DATE_FORMAT) ?? '' }
      : { count: values.count ?? 0 }),
    sessions,
  };
}
