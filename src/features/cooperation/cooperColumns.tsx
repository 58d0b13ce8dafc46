import { Tag } from 'antd';
import type { TableProps } from 'antd';
import { COOPER_STATUS_LABEL, EXPERT_TYPE_LABEL, type CooperApply } from './types';

const COLOR = { 0: 'gold', 1: 'green', 2: 'blue', 3: 'default', 4: 'volcano' } as const;

export const cooperColumns: NonNullable<TableProps<CooperApply>['columns']> = [
  { title: '专家', dataIndex: 'expertName' },
  { title: '专家类型', dataIndex: 'expertType', render: (type: 0 | 1) => EXPERT_TYPE_LABEL[type] },
  { title: '机构', dataIndex: 'orgName' },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: CooperApply['status']) => (
      <Tag color={COLOR[status]}>{COOPER_STATUS_LABEL[status]}</Tag>
    ),
  },
  { title: '说明', dataIndex: 'remark' },
  { title: '申请时间', dataIndex: 'createTime' },
];

export const statusOptions = (statuses: CooperApply['status'][]) => [
  { value: -99, label: '全部' },
  ...statuses.map((status) => ({ value: status, label: COOPER_STATUS_LABEL[status] })),
];
