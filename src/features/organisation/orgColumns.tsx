import { Form, Tag } from 'antd';
import { TextFilter } from '@/shared/components/SearchTable';
import type { TableProps } from 'antd';
import { RegionCascader } from '@/shared/components/RegionCascader';
import { ORG_STATUS_NAME } from '@/shared/organisation/orgRules';
import { ORG_KIND_LABEL, type Org } from './types';

export const ORG_STATUS_COLOR = {
  0: 'gold',
  1: 'red',
  2: 'green',
  3: 'default',
  4: 'volcano',
  5: 'blue',
} as const;

/** The columns every organisation list shows. */
export const orgColumns: NonNullable<TableProps<Org>['columns']> = [
  { title: '机构名称', dataIndex: 'name', width: 220, fixed: 'left' },
  {
    title: '机构类型',
    dataIndex: 'orgType',
    width: 100,
    render: (type: Org['orgType']) => ORG_KIND_LABEL[type],
  },
  { title: '上级机构', dataIndex: 'parentName', width: 200 },
  // Sortable columns: their key is the call's sortField.
  {
    title: '层级',
    dataIndex: 'level',
    key: 'level',
    sorter: true,
    width: 90,
    render: (level: number) => `第${level}级`,
  },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    sorter: true,
    width: 90,
    render: (status: Org['status']) => (
      <Tag color={ORG_STATUS_COLOR[status]}>{ORG_STATUS_NAME[status]}</Tag>
    ),
  },
  { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 170 },
];

/** The name and region filters of the organisation lists (机构查询, 客户机构). */
export function OrgFilters() {
  return (
    <>
      <TextFilter label="机构名称" name="name" />
      <Form.Item label="地区" name="areaCode">
        <RegionCascader changeOnSelect aria-label="地区" style={{ width: 220 }} />
      </Form.Item>
    </>
  );
}
