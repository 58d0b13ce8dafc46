/** The columns of the fee pages as data: one description feeds the table and the export, so the export writes what the page can show: every column, those it starts without (`defaultHidden`) too. */
import type { ExportColumn } from '@/shared/utils/excel';
import { formatYuan } from '@/shared/utils/money';
import {
  FEE_KIND_LABEL,
  LINE_TYPE_LABEL,
  PAY_ORDER_STATUS_LABEL,
  PAY_TYPE_LABEL,
  SETTLE_STATUS_LABEL,
  type FeeLineRow,
  type FeeRow,
  type PayOrderRow,
} from './types';

export interface Field<R> {
  key: string;
  title: string;
  width?: number;
  /** The cell's text, '/' where there is nothing (spec §9: missing value /). */
  text: (row: R) => string;
  /** Amounts align right. */
  money?: boolean;
  /** The list sorts by this column: its key is the call's sortField (SearchTable sorts by it). */
  sortable?: boolean;
  /**
   * The table starts without it (offered in 列设置) so the default columns fit at 1440
   * (docs/building-blocks.md); the export still writes it.
   */
  defaultHidden?: boolean;
}

const sorted = <R>(field: Field<R>): Field<R> => ({ ...field, sortable: true });

const orSlash = (text: string) => (text === '' ? '/' : text);
const ratio = (percent: number) => `${percent}%`;

export const FEE_FIELDS: readonly Field<FeeRow>[] = [
  { key: 'feeNo', title: '结算单号', width: 170, text: (row) => row.feeNo },
  { key: 'orderNo', defaultHidden: true, title: '订单号', width: 170, text: (row) => row.orderNo },
  { key: 'visitorName', title: '来访者', width: 90, text: (row) => row.visitorName },
  { key: 'expertName', title: '咨询师', width: 90, text: (row) => row.expertName },
  {
    key: 'orgName',
    defaultHidden: true,
    title: '服务机构',
    width: 180,
    text: (row) => row.orgName,
  },
  {
    key: 'partnerName',
    defaultHidden: true,
    title: '合作方',
    width: 120,
    text: (row) => orSlash(row.partnerName),
  },
  { key: 'kind', title: '类型', width: 70, text: (row) => FEE_KIND_LABEL[row.isBreakContract] },
  sorted({
    key: 'finishTime',
    defaultHidden: true,
    title: '完成时间',
    width: 170,
    text: (row) => row.finishTime,
  }),
  sorted({
    key: 'orderAmount',
    defaultHidden: true,
    title: '订单金额',
    money: true,
    text: (row) => formatYuan(row.orderAmount),
  }),
  sorted({
    key: 'paid',
    defaultHidden: true,
    title: '实收金额',
    money: true,
    text: (row) => formatYuan(row.paid),
  }),
  sorted({ key: 'amount', title: '结算金额', money: true, text: (row) => formatYuan(row.amount) }),
  {
    key: 'expertRatio',
    defaultHidden: true,
    title: '专家比例',
    width: 80,
    text: (row) => ratio(row.expertRatio),
  },
  sorted({
    key: 'expertShare',
    title: '专家分成',
    money: true,
    text: (row) => formatYuan(row.expertShare),
  }),
  sorted({
    key: 'platformShare',
    title: '平台分成',
    money: true,
    text: (row) => formatYuan(row.platformShare),
  }),
  sorted({
    key: 'partnerShare',
    title: '合作方分成',
    money: true,
    text: (row) => formatYuan(row.partnerShare),
  }),
  sorted({
    key: 'status',
    title: '结算状态',
    width: 90,
    text: (row) => SETTLE_STATUS_LABEL[row.status],
  }),
  sorted({
    key: 'settleTime',
    defaultHidden: true,
    title: '结算时间',
    width: 170,
    text: (row) => orSlash(row.settleTime),
  }),
];

/** A deduction (退款调整) shows its amount and shares with a minus sign. */
const signedYuan = (row: FeeLineRow, yuan: number) =>
  row.sign === -1 && yuan !== 0 ? `-${formatYuan(yuan)}` : formatYuan(yuan);

export const FEE_LINE_FIELDS: readonly Field<FeeLineRow>[] = [
  { key: 'feeNo', title: '结算单号', width: 170, text: (row) => row.feeNo },
  { key: 'orderNo', defaultHidden: true, title: '订单号', width: 170, text: (row) => row.orderNo },
  { key: 'visitorName', title: '来访者', width: 90, text: (row) => row.visitorName },
  { key: 'expertName', title: '咨询师', width: 90, text: (row) => row.expertName },
  {
    key: 'orgName',
    defaultHidden: true,
    title: '服务机构',
    width: 180,
    text: (row) => row.orgName,
  },
  { key: 'type', title: '费用类型', width: 90, text: (row) => LINE_TYPE_LABEL[row.type] },
  sorted({ key: 'amount', title: '金额', money: true, text: (row) => signedYuan(row, row.amount) }),
  {
    key: 'expertRatio',
    defaultHidden: true,
    title: '专家比例',
    width: 80,
    text: (row) => ratio(row.expertRatio),
  },
  {
    key: 'partnerRatio',
    defaultHidden: true,
    title: '合作方比例',
    width: 90,
    text: (row) => ratio(row.partnerRatio),
  },
  sorted({
    key: 'expertShare',
    title: '专家分成',
    money: true,
    text: (row) => signedYuan(row, row.expertShare),
  }),
  sorted({
    key: 'platformShare',
    title: '平台分成',
    money: true,
    text: (row) => signedYuan(row, row.platformShare),
  }),
  sorted({
    key: 'partnerShare',
    defaultHidden: true,
    title: '合作方分成',
    money: true,
    text: (row) => signedYuan(row, row.partnerShare),
  }),
  sorted({ key: 'time', title: '发生时间', width: 170, text: (row) => row.time }),
  { key: 'status', title: '结算状态', width: 90, text: (row) => SETTLE_STATUS_LABEL[row.status] },
  sorted({
    key: 'settleTime',
    defaultHidden: true,
    title: '结算时间',
    width: 170,
    text: (row) => orSlash(row.settleTime),
  }),
];

export const PAY_ORDER_FIELDS: readonly Field<PayOrderRow>[] = [
  { key: 'payNo', title: '支付单号', width: 170, text: (row) => row.payNo },
  { key: 'orderNo', title: '订单号', width: 170, text: (row) => row.orderNo },
  { key: 'visitorName', title: '来访者', width: 90, text: (row) => row.visitorName },
  { key: 'mobile', defaultHidden: true, title: '手机号', width: 120, text: (row) => row.mobile },
  {
    key: 'expertName',
    defaultHidden: true,
    title: '咨询师',
    width: 90,
    text: (row) => row.expertName,
  },
  sorted({ key: 'amount', title: '支付金额', money: true, text: (row) => formatYuan(row.amount) }),
  { key: 'payType', title: '支付方式', width: 90, text: (row) => PAY_TYPE_LABEL[row.payType] },
  sorted({
    key: 'status',
    title: '支付状态',
    width: 90,
    text: (row) => PAY_ORDER_STATUS_LABEL[row.status],
  }),
  sorted({ key: 'payTime', title: '支付时间', width: 170, text: (row) => orSlash(row.payTime) }),
  sorted({
    key: 'refundAmount',
    title: '退款金额',
    money: true,
    text: (row) => (row.refundAmount === 0 ? '/' : formatYuan(row.refundAmount)),
  }),
  sorted({
    key: 'refundTime',
    defaultHidden: true,
    title: '退款时间',
    width: 170,
    text: (row) => orSlash(row.refundTime),
  }),
];

/** Room for a sortable header's arrows. */
const SORTER_WIDTH = 24;

/** The table's columns from the fields; the first (the row's number) pinned left. */
export const tableColumns = <R>(fields: readonly Field<R>[]) =>
  fields.map((field, index) => ({
    key: field.key,
    sorter: field.sortable === true,
    title: field.title,
    fixed: index === 0 ? ('left' as const) : undefined,
    width: (field.width ?? (field.money ? 110 : 120)) + (field.sortable ? SORTER_WIDTH : 0),
    align: field.money ? ('right' as const) : undefined,
    defaultHidden: field.defaultHidden,
    render: (_: unknown, row: R) => field.text(row),
  }));

/** The export's columns: every field the table can show (hidden by default or not), as text. */
export const exportColumns = <R>(fields: readonly Field<R>[]): ExportColumn<R>[] =>
  fields.map((field) => ({ title: field.title, render: field.text }));
