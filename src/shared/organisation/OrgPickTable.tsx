import { Form, Select, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, type Key } from 'react';
import {
  ALL_OPTION,
  SearchTable,
  TextFilter,
  useSearchTable,
  withAll,
} from '@/shared/components/SearchTable';
import { namesInTree, useRegionTree } from '@/shared/regions/regionNames';
import { STATUS_LABEL, ORG_TYPE_LABEL } from '@/shared/session/types';
import { useListDistributableOrgsQuery } from './distributableOrgsApi';
import type { DistributableOrg } from './distributableOrgs';

export interface OrgPickTableProps {
  /** Ticked organisation ids, kept across pages. */
  selected: string[];
  onSelect: (ids: string[]) => void;
  /** Ids not offered (already assigned). */
  exclude?: string[];
  listKey: string;
}

const TYPE_OPTIONS = withAll([
  { value: 0, label: '综合服务机构' },
  { value: 1, label: '资源服务机构' },
  { value: 2, label: '客户机构' },
]);

/** The organisation table of the distribution wizard and the tag's 待分配 tab: filters, paging, row checkboxes across pages. */
export function OrgPickTable({ selected, onSelect, exclude = [], listKey }: OrgPickTableProps) {
  const search = useSearchTable<{ type: number; name?: string }>({
    listKey,
    inUrl: false,
    initialFilters: { type: ALL_OPTION },
  });
  const { data, isFetching, error, refetch } = useListDistributableOrgsQuery(search.query);
  const tree = useRegionTree();
  // One object per answer, whatever array `exclude` comes in: the table numbers its rows by the
  // page each answer is of.
  const excluded = exclude.join('\n');
  const rows = useMemo(() => {
    const hidden = new Set(excluded.split('\n'));
    return data && { ...data, rows: data.rows.filter((row) => !hidden.has(row.id)) };
  }, [data, excluded]);

  const columns: TableProps<DistributableOrg>['columns'] = [
    { title: '机构ID', dataIndex: 'id' },
    { title: '机构名称', dataIndex: 'name' },
    {
      title: '所在地',
      dataIndex: 'areaCode',
      render: (code: string) => (tree ? namesInTree(tree, code) || '/' : '…'),
    },
    {
      title: '机构类型',
      dataIndex: 'orgType',
      render: (type: DistributableOrg['orgType']) => ORG_TYPE_LABEL[type] ?? ORG_TYPE_LABEL[0],
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: keyof typeof STATUS_LABEL) => <Tag>{STATUS_LABEL[status] ?? status}</Tag>,
    },
    { title: '创建时间', dataIndex: 'createTime' },
  ];

  return (
    <SearchTable<DistributableOrg, { type: number; name?: string }>
      search={search}
      filters={
        <>
          <Form.Item label="机构类型" name="type">
            <Select options={TYPE_OPTIONS} style={{ width: 160 }} aria-label="机构类型" />
          </Form.Item>
          <TextFilter label="机构名称" name="name" />
        </>
      }
      columns={columns}
      data={rows}
      numbered
      loading={isFetching}
      error={error}
      onRetry={refetch}
      rowKey="id"
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys: Key[]) => onSelect(keys.map(String)),
      }}
    />
  );
}
