/** Chinese labels of the consult-order codes (spec §3, counselling design), one home for every counselling page. */

export { CONSULT_WAY_LABEL as CONSULT_WAY_LABELS } from '@/shared/components/ExpertPriceForm/expertPriceModel';

export const CONSULT_TYPE_LABELS: Record<number, string> = { 0: '个体咨询', 1: '伴侣/家庭咨询' };

export const IDENTITY_LABELS: Record<number, string> = {
  0: '本人',
  1: '配偶',
  2: '父母',
  3: '子女',
  4: '其他',
};

export const WEEKDAY_LABELS: Record<string, string> = {
  '1': '周一',
  '2': '周二',
  '3': '周三',
  '4': '周四',
  '5': '周五',
  '6': '周六',
  '0': '周日',
};

/** Monday first, as the week grid and the calendar show it. */
export const WEEK_ORDER = ['1', '2', '3', '4', '5', '6', '0'] as const;

/** Select options for a label table, in code order. */
export const codeOptions = (labels: Record<number, string>, codes?: readonly number[]) =>
  (codes ?? Object.keys(labels).map(Number)).map((code) => ({ value: code, label: labels[code] }));
