/** The list's columns as data: one description feeds the table and the export, so the export writes what the list can show: every column, those it starts without (`defaultHidden`) too. */
import { ORDER_STATUS_LABELS } from '@/shared/counselling/orderTransitions';
import { seriesLabel } from '@/shared/counselling/seriesRule';
import type { CellValue, ExportColumn } from '@/shared/utils/excel';
import {
  APPOINT_MODE_LABEL,
  BREACH_LABEL,
  CONSULT_TYPE_LABEL,
  CONSULT_WAY_LABEL,
  MENTAL_STATUS_LABEL,
  type ConsultOrderRow,
} from './types';

export type MentalStatus = ConsultOrderRow['mentalStatus'];

export interface OrderField {
  key: string;
  title: string;
  width?: number;
  /** The list call's sortField when the list sorts by this column. */
  sortField?: string;
  /**
   * The table starts without it (offered in 列设置) so the default columns fit at 1440
   * (docs/building-blocks.md); the export still writes it.
   */
  defaultHidden?: boolean;
  text: (row: ConsultOrderRow) => CellValue;
}

export const slotText = (row: Pick<ConsultOrderRow, 'appointDate' | 'startTime' | 'endTime'>) =>
  `${row.appointDate} ${row.startTime}-${row.endTime}`;

export const ORDER_FIELDS: readonly OrderField[] = [
  { key: 'orderNo', title: '订单号', width: 170, text: (row) => row.orderNo },
  { key: 'visitorName', title: '来访者', width: 100, text: (row) => row.visitorName },
  { key: 'mobile', defaultHidden: true, title: '手机号', width: 120, text: (row) => row.mobile },
  { key: 'expertName', title: '咨询师', width: 100, text: (row) => row.expertName },
  {
    key: 'slot',
    title: '预约时段',
    width: 190,
    sortField: 'appointTime',
    // A series session says which one it is (第 3/8 次).
    text: (row) =>
      [slotText(row), seriesLabel(row.seriesIndex, row.seriesCount)].filter(Boolean).join(' '),
  },
  {
    key: 'consultWay',
    title: '咨询方式',
    width: 100,
    text: (row) => CONSULT_WAY_LABEL[row.consultWay],
  },
  {
    key: 'appointMode',
    defaultHidden: true,
    title: '预约方式',
    width: 100,
    text: (row) => APPOINT_MODE_LABEL[row.appointMode],
  },
  {
    key: 'consultType',
    defaultHidden: true,
    title: '咨询类型',
    width: 110,
    text: (row) => CONSULT_TYPE_LABEL[row.consultType],
  },
  { key: 'problemTypeNames', title: '问题类型', width: 120, text: (row) => row.problemTypeNames },
  {
    key: 'mentalStatus',
    title: '心理状态',
    width: 90,
    text: (row) => MENTAL_STATUS_LABEL[row.mentalStatus],
  },
  {
    key: 'isBreakContract',
    defaultHidden: true,
    title: '爽约',
    width: 70,
    text: (row) => BREACH_LABEL[row.isBreakContract],
  },
  {
    key: 'status',
    title: '状态',
    width: 90,
    sortField: 'status',
    text: (row) => ORDER_STATUS_LABELS[row.status],
  },
  {
    key: 'createTime',
    defaultHidden: true,
    title: '创建时间',
    width: 170,
    sortField: 'createTime',
    text: (row) => row.createTime,
  },
];

export const EXPORT_COLUMNS: readonly ExportColumn<ConsultOrderRow>[] = ORDER_FIELDS.map(
  (field) => ({ title: field.title, render: field.text }),
);
