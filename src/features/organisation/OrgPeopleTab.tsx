import { useState } from 'react';
import { Table } from 'antd';
import { maskMobile } from '@/shared/utils/format';
import { useListPeopleQuery } from './api';
import type { Person } from './types';

/** 人员 of an organisation's detail: its people, read only (they are managed in its own 部门与人员). */
export function OrgPeopleTab({ orgId }: { orgId: string }) {
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useListPeopleQuery({ orgId, pageNum, pageSize: 10 });
  return (
    <Table<Person>
      rowKey="id"
      size="small"
      loading={isFetching}
      dataSource={data?.rows}
      locale={{ emptyText: '暂无人员' }}
      pagination={{
        current: pageNum,
        pageSize: 10,
        total: data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: setPageNum,
      }}
      columns={[
        { title: '账号', dataIndex: 'account' },
        { title: '姓名', dataIndex: 'name' },
        { title: '部门', dataIndex: 'deptName' },
        { title: '手机号', dataIndex: 'mobile', render: (mobile: string) => maskMobile(mobile) },
        { title: '创建时间', dataIndex: 'createTime' },
      ]}
    />
  );
}
