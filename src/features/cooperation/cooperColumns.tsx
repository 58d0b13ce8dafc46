import { Tag } from 'antd';
import type { TableProps } from 'antd';
import { COOPER_STATUS_LABEL, EXPERT_TYPE_LABEL, type CooperApply } from './types';

const COLOR = { 0: 'gold', 1: 'green', 2: 'blue', 3: 'default', 4: 'volcano' } as const;

type Columns = NonNullable<TableProps<CooperApply>['columns']>;

/** An expert's own lists: every row is the expert's, so no 专家 column repeating its name. */
export const ownCooperColumns: Columns = [
  { title: '专家类型', dataIndex: 'expertType', render: (type: 0 | 1) => EXPERT_TYPE_LABEL[type] },
  { title: '机构', dataIndex: 'orgName' },
  // Sortable columns: their key is the call's sortField.
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    sorter: true,
    render: (status: CooperApply['status']) => (
      <Tag color={COLOR[status]}>{COOPER_STATUS_LABEL[status]}</Tag>
    ),
  },
  { title: '说明', dataIndex: 'remark' },
  { title: '申请时间', dataIndex: 'createTime', key: 'createTime', sorter: true },
];

/** An organisation's lists, of many experts. */
export const cooperColumns: Columns = [
  { title: '专家', dataIndex: 'expertName' },
  ...ownCooperColumns,
];

export const statusOptions = (statuses: CooperApply['status'][]) => [
  { value: -99, label: '全部' },
  ...statuses.map((status) => ({ value: status, label: COOPER_STATUS_LABEL[status] })),
];
