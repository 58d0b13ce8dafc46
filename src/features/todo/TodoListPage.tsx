import { App, Button, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/todo';
import { PageTitle } from '@/shared/components/PageTitle';
import {
  ALL_OPTION,
  type SearchColumn,
  SearchTable,
  useSearchTable,
  withAll,
} from '@/shared/components/SearchTable';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { TODO_STATUS_LABELS, TODO_TYPES } from '@/shared/counselling/hotlineCodes';
import { VisitorChartLink } from '@/shared/counselling/VisitorChartLink';
import { maxInput, notSpacesOnly, required } from '@/shared/validation/rules';
import { useCloseTodoMutation, useDoneTodoMutation, useListTodosQuery } from './api';
import { openConfirm } from '@/shared/feedback/openConfirm';

type Todo = Row<typeof C.listTodos>;

const PRIORITY_LABELS = ['低', '中', '高'] as const;
/** Where 关联单号 leads: the order, the call, or the visitor's chart on the tab the to-do is about. */
function bizPath(todo: Todo): string | undefined {
  switch (todo.bizType) {
    case 'consultOrder':
      return `/consult/orders/${todo.bizId}`;
    case 'hotline':
      return `/consult/hotline/${todo.bizId}`;
    case 'cusUser': // 测评预警
      return `/consult/customers/${todo.bizId}?tab=measures`;
    case 'referral': // 转介待反馈: its result is recorded on the chart's 外部转介
      return todo.cusUserId ? `/consult/customers/${todo.cusUserId}?tab=referrals` : undefined;
    case 'waitlist': // 候补可约: the waiting list, where 转为订单 books the held slot
      return '/consult/waitlist';
    default:
      return undefined;
  }
}

/** 待办: the signed-in user's to-dos by type and status; 办理 and 关闭; overdue ones say so. */
export default function TodoListPage() {
  const { message, modal } = App.useApp();
  const search = useSearchTable<Record<string, unknown>>({
    initialFilters: {
      type: ALL_OPTION,
      status: 0,
      overdue: ALL_OPTION,
    },
  });
  const { data, isFetching, error, refetch } = useListTodosQuery(search.query);
  const [done] = useDoneTodoMutation();
  const [closing, setClosing] = useState<Todo>();

  function confirmDone(todo: Todo) {
    void openConfirm(modal, {
      title: '办理待办',
      content: `确认已办理「${todo.title}」？`,
      onOk: async () => {
        await done({ id: todo.id }).unwrap();
        message.success('办理成功');
      },
    });
  }

  const columns: SearchColumn<Todo>[] = [
    {
      title: '类型',
      dataIndex: 'type',
      width: 100,
      fixed: 'left',
      render: (type: Todo['type']) =>
        type === '危机跟进' ? <Tag color="error">{type}</Tag> : <Tag>{type}</Tag>,
    },
    { title: '标题', dataIndex: 'title', width: 180, fixed: 'left' },
    {
      title: '关联单号',
      dataIndex: 'bizNo',
      width: 150,
      render: (no: string, todo) => {
        const path = bizPath(todo);
        return path ? <Link to={path}>{no}</Link> : no || '/';
      },
    },
    {
      title: '来访者',
      key: 'visitor',
      width: 100,
      render: (_v, todo) =>
        todo.visitorName ? <VisitorChartLink id={todo.cusUserId} name={todo.visitorName} /> : '/',
    },
    // Sortable columns: their key is the call's sortField.
    {
      title: '优先级',
      dataIndex: 'priority',
      key: 'priority',
      sorter: true,
      width: 90,
      render: (priority: Todo['priority']) => PRIORITY_LABELS[priority],
    },
    {
      title: '截止时间',
      dataIndex: 'dueTime',
      key: 'dueTime',
      sorter: true,
      width: 220,
      render: (due: string, todo) => (
        <Space size={4}>
          <span>{due}</span>
          {todo.overdue && <Tag color="error">已逾期</Tag>}
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 90,
      render: (status: Todo['status']) => TODO_STATUS_LABELS[status],
    },
    { title: '指派给', dataIndex: 'assignee', width: 90 },
    {
      title: '办理',
      key: 'done',
      width: 160,
      defaultHidden: true,
      render: (_v, todo) =>
        todo.doneTime
          ? `${todo.doneBy} ${todo.doneTime}${todo.remark ? `（${todo.remark}）` : ''}`
          : '/',
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_v, todo) =>
        todo.status === 0 ? (
          <Space size={0}>
            {/* A referral's to-do is done by recording its result on the chart (外部转介). */}
            {todo.bizType !== 'referral' && (
              <Button type="link" size="small" onClick={() => confirmDone(todo)}>
                办理
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setClosing(todo)}>
              关闭
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle title="待办" />
      <SearchTable<Todo, Record<string, unknown>>
        search={search}
        filters={
          <>
            <Form.Item label="待办类型" name="type">
              <Select
                aria-label="待办类型"
                style={{ width: 130 }}
                options={withAll(TODO_TYPES.map((value) => ({ value, label: value })))}
              />
            </Form.Item>
            <Form.Item label="状态" name="status">
              <Select
                aria-label="状态"
                style={{ width: 100 }}
                options={withAll(TODO_STATUS_LABELS.map((label, value) => ({ value, label })))}
              />
            </Form.Item>
            <Form.Item label="是否逾期" name="overdue">
              <Select
                aria-label="是否逾期"
                style={{ width: 90 }}
                options={withAll([
                  { value: 1, label: '是' },
                  { value: 0, label: '否' },
                ])}
              />
            </Form.Item>
          </>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {closing && <CloseTodoModal todo={closing} onClose={() => setClosing(undefined)} />}
    </>
  );
}

function CloseTodoModal({ todo, onClose }: { todo: Todo; onClose: () => void }) {
  const [close] = useCloseTodoMutation();
  return (
    <SaveFormModal<{ reason: string }>
      title={`关闭待办（${todo.title}）`}
      formName="closeTodo"
      successText="关闭成功"
      onSave={(values) => close({ id: todo.id, reason: values.reason }).unwrap()}
      onClose={onClose}
    >
      <Form.Item
        label="关闭原因"
        name="reason"
        rules={[required('请输入关闭原因'), notSpacesOnly, maxInput(200)]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </SaveFormModal>
  );
}
