import { App, Button, Form, Input, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useListCustomersQuery } from '@/shared/counselling/lookupApi';
import { MentalStatusFilter } from '@/shared/counselling/MentalStatusFilter';
import { PageTitle } from '@/shared/components/PageTitle';
import {
  ALL_OPTION,
  SearchTable,
  useSearchTable,
  type SearchColumn,
} from '@/shared/components/SearchTable';
import { PermissionButton, useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useArchiveCustomerMutation, useRestoreCustomerMutation } from './api';
import { CustomerFormModal } from './CustomerFormModal';
import { MENTAL_STATUS_COLOR, MENTAL_STATUS_LABEL, SEX_LABEL, type Customer } from './types';
import { formatCount } from '@/shared/utils/format';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

interface Filters {
  keyword?: string;
  mentalStatus?: number;
}

/** 来访者: 在册 / 已归档 tabs, search by name or mobile and mental status; add, edit, archive, restore. */
export default function CustomerListPage() {
  const { message } = App.useApp();
  const search = useSearchTable<Filters>({ initialFilters: { mentalStatus: ALL_OPTION } });
  const [archived, setArchived] = useState<0 | 1>(0);
  const { data, isFetching, error, refetch } = useListCustomersQuery({ ...search.query, archived });
  const [archive] = useArchiveCustomerMutation();
  const [restore] = useRestoreCustomerMutation();
  const [editing, setEditing] = useState<{ customer?: Customer } | undefined>();
  const canEdit = useCan(PERM.customerEdit);
  const canArchive = useCan(PERM.customerArchive);
  const canRestore = useCan(PERM.customerRestore);

  const act = (call: Promise<unknown>, done: string) =>
    call.then(
      () => message.success(done),
      () => undefined, // the failure's msg is shown by the request layer
    );

  const columns: SearchColumn<Customer>[] = [
    {
      title: '姓名',
      dataIndex: 'name',
      width: 100,
      render: (name: string, row) => <Link to={`/consult/customers/${row.id}`}>{name}</Link>,
    },
    {
      title: '性别',
      dataIndex: 'sex',
      width: 70,
      render: (sex: Customer['sex']) => SEX_LABEL[sex],
    },
    { title: '年龄', dataIndex: 'age', width: 70 },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    { title: '来源', dataIndex: 'source', width: 100, defaultHidden: true },
    // Sortable columns: their key is the call's sortField.
    {
      title: '咨询次数',
      dataIndex: 'consultCount',
      key: 'consultCount',
      sorter: true,
      width: 100,
      render: formatCount,
    },
    {
      title: '最近咨询',
      dataIndex: 'lastConsultTime',
      key: 'lastConsultTime',
      sorter: true,
      width: 180,
    },
    {
      title: '心理状态',
      dataIndex: 'mentalStatus',
      width: 90,
      render: (status: Customer['mentalStatus']) => (
        <Tag color={MENTAL_STATUS_COLOR[status]}>{MENTAL_STATUS_LABEL[status]}</Tag>
      ),
    },
    archived
      ? {
          title: '归档时间',
          dataIndex: 'archiveTime',
          key: 'archiveTime',
          sorter: true,
          width: 180,
        }
      : { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_value, row) => (
        <Space size={0} wrap>
          {canEdit && !archived && (
            <Button
              type="link"
              size="small"
              autoInsertSpace={false}
              onClick={() => setEditing({ customer: row })}
            >
              编辑
            </Button>
          )}
          {canArchive && !archived && (
            <ConfirmAction
              title={`确定归档来访者“${row.name}”吗？归档后不能预约。`}
              onConfirm={() => act(archive(row.id).unwrap(), '归档成功')}
            >
              <Button type="link" size="small" autoInsertSpace={false}>
                归档
              </Button>
            </ConfirmAction>
          )}
          {canRestore && archived === 1 && (
            <ConfirmAction
              title={`确定恢复来访者“${row.name}”吗？`}
              onConfirm={() => act(restore(row.id).unwrap(), '恢复成功')}
            >
              <Button type="link" size="small" autoInsertSpace={false}>
                恢复
              </Button>
            </ConfirmAction>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="来访者" />
      <Tabs
        activeKey={String(archived)}
        onChange={(key) => {
          setArchived(key === '1' ? 1 : 0);
          search.setPageNum(1);
        }}
        items={[
          { key: '0', label: '在册' },
          { key: '1', label: '已归档' },
        ]}
      />
      <SearchTable<Customer, Filters>
        search={search}
        filters={
          <>
            <Form.Item label="姓名或手机号" name="keyword">
              <Input allowClear maxLength={30} style={{ width: 180 }} />
            </Form.Item>
            <MentalStatusFilter />
          </>
        }
        toolbar={
          <PermissionButton
            perm={PERM.customerAdd}
            type="primary"
            autoInsertSpace={false}
            onClick={() => setEditing({})}
          >
            新增来访者
          </PermissionButton>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {editing && (
        <CustomerFormModal
          customerId={editing.customer?.id}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
