import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/shared/components/PageTitle';
import { RemoteSelect } from '@/shared/components/RemoteSelect';
import {
  ALL_OPTION,
  type SearchColumn,
  SearchTable,
  TextFilter,
  useSearchTable,
} from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { RangePicker } from '@/shared/components/RangePicker';
import { searchCustomerOrgs, useListTasksQuery } from './api';
import { TaskRowActions } from './TaskRowActions';
import { TaskShareModal } from './TaskShareModal';
import {
  TASK_SOURCE_LABEL,
  TASK_STATUS_COLOR,
  TASK_STATUS_LABEL,
  type Task,
  type TaskListFilters,
  type TaskSource,
  type TaskStatus,
} from './types';

const statusOptions = [
  { label: '全部', value: ALL_OPTION },
  ...([0, 1, 2, 3] as const).map((status) => ({
    label: TASK_STATUS_LABEL[status],
    value: status,
  })),
];
const sourceOptions = [
  { label: '全部', value: ALL_OPTION },
  ...([0, 1] as const).map((source) => ({
    label: TASK_SOURCE_LABEL[source],
    value: source,
  })),
];

/** 任务管理: search, create, row actions by status and code, share (assessment spec §2, §4). */
export default function TaskListPage() {
  const navigate = useNavigate();
  // A link (the workbench's running tasks, `?status=1`) opens the list already filtered.
  const search = useSearchTable<TaskListFilters>({
    initialFilters: { status: ALL_OPTION, source: ALL_OPTION },
    dateRanges: { period: ['startTime', 'endTime'] },
  });
  const { data, isFetching, error, refetch } = useListTasksQuery(search.query);
  const [sharing, setSharing] = useState<Task>();

  const columns: SearchColumn<Task>[] = [
    // The title is the key column: the ID (spec: the list's first column) and 来源 wait in 列设置,
    // so the two times and every action fit at 1440 (docs/building-blocks.md).
    { title: '任务标题', dataIndex: 'name', width: 180, fixed: 'left' },
    { title: 'ID', dataIndex: 'id', width: 90, defaultHidden: true },
    { title: '客户', dataIndex: 'orgName', width: 160 },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 110,
      render: (status: TaskStatus) => (
        <Tag color={TASK_STATUS_COLOR[status]}>{TASK_STATUS_LABEL[status]}</Tag>
      ),
    },
    // Sortable columns: their key is the call's sortField.
    { title: '开始时间', dataIndex: 'startTime', key: 'startTime', sorter: true, width: 190 },
    { title: '结束时间', dataIndex: 'endTime', key: 'endTime', sorter: true, width: 190 },
    {
      title: '来源',
      dataIndex: 'source',
      width: 90,
      defaultHidden: true,
      render: (source: TaskSource) => TASK_SOURCE_LABEL[source],
    },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_, task) => <TaskRowActions task={task} onShare={setSharing} />,
    },
  ];

  return (
    <>
      <PageTitle title="任务管理" />
      <SearchTable<Task, TaskListFilters>
        search={search}
        filters={
          <>
            <TextFilter label="任务标题" name="name" />
            <Form.Item label="客户" name="cusOrgId">
              <RemoteSelect
                allowClear
                placeholder="请选择客户"
                style={{ width: 220 }}
                fetchOptions={async (keyword, signal) =>
                  (await searchCustomerOrgs(keyword, signal)).map((org) => ({
                    label: org.orgName,
                    value: org.orgId,
                  }))
                }
              />
            </Form.Item>
            <Form.Item label="状态" name="status">
              <Select options={statusOptions} style={{ width: 110 }} aria-label="状态" />
            </Form.Item>
          </>
        }
        moreFilters={
          <>
            <Form.Item label="任务时间" name="period">
              <RangePicker />
            </Form.Item>
            <Form.Item label="来源" name="source">
              <Select options={sourceOptions} style={{ width: 110 }} aria-label="来源" />
            </Form.Item>
          </>
        }
        toolbar={
          <PermissionButton
            perm={PERM.taskCreate}
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/taskManagement/add')}
          >
            新建
          </PermissionButton>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {sharing && <TaskShareModal task={sharing} onClose={() => setSharing(undefined)} />}
    </>
  );
}
