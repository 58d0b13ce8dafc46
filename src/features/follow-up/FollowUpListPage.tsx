import { VisitorChartLink } from '@/shared/counselling/VisitorChartLink';
import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/shared/components/PageTitle';
import {
  ALL_OPTION,
  type SearchColumn,
  SearchTable,
  useSearchTable,
  withAll,
} from '@/shared/components/SearchTable';
import { MentalStatusFilter } from '@/shared/counselling/MentalStatusFilter';
import { PlanFollowUpModal } from '@/shared/counselling/PlanFollowUpModal';
import { useListFollowUpsQuery } from '@/shared/counselling/followUpApi';
import {
  FOLLOW_UP_METHODS,
  FOLLOW_UP_RESULTS,
  FOLLOW_UP_STATUS_LABELS,
  MENTAL_STATUS_LABELS,
} from '@/shared/counselling/hotlineCodes';
import { RangePicker } from '@/shared/components/RangePicker';
import { RecordFollowUpModal, type FollowUp } from './RecordFollowUpModal';

const options = (values: readonly string[]) =>
  withAll(values.map((value) => ({ value, label: value })));

type Open = { dialog: 'record' | 'plan'; followUp: FollowUp } | undefined;

/** 回访记录: follow-ups of orders and hotline calls with filters; record a planned one, plan the next. */
export default function FollowUpListPage() {
  const search = useSearchTable<Record<string, unknown>>({
    initialFilters: {
      status: ALL_OPTION,
      overdue: ALL_OPTION,
      method: ALL_OPTION,
      result: ALL_OPTION,
      source: ALL_OPTION,
      mentalStatus: ALL_OPTION,
    },
    dateRanges: { plan: ['planStart', 'planEnd'] },
  });
  const { data, isFetching, error, refetch } = useListFollowUpsQuery(search.query);
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);

  const columns: SearchColumn<FollowUp>[] = [
    {
      title: '来访者',
      dataIndex: 'visitorName',
      width: 90,
      render: (name: string, row) => <VisitorChartLink id={row.cusUserId} name={name} />,
    },
    {
      title: '来源',
      key: 'source',
      width: 200,
      render: (_v, row) =>
        row.source === 'hotline' ? (
          <Link to={`/consult/hotline/${row.hotlineId}`}>热线 {row.hotlineNo}</Link>
        ) : (
          `订单 ${row.orderNo}`
        ),
    },
    {
      title: '计划回访时间',
      dataIndex: 'planTime',
      // Sortable columns: their key is the call's sortField.
      key: 'planTime',
      sorter: true,
      // The time, 已逾期 and the sort arrows.
      width: 230,
      render: (time: string, row) => (
        <Space size={4}>
          <span>{time}</span>
          {row.overdue && <Tag color="error">已逾期</Tag>}
        </Space>
      ),
    },
    { title: '回访方式', dataIndex: 'method', width: 90, defaultHidden: true },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 100,
      render: (status: FollowUp['status']) => FOLLOW_UP_STATUS_LABELS[status],
    },
    { title: '回访结果', dataIndex: 'result', width: 90, render: (text: string) => text || '/' },
    {
      title: '心理状态',
      dataIndex: 'mentalStatus',
      width: 90,
      render: (status: FollowUp['mentalStatus']) =>
        status === 2 ? <Tag color="error">危机</Tag> : MENTAL_STATUS_LABELS[status],
    },
    {
      title: '后续处理',
      dataIndex: 'nextAction',
      width: 100,
      defaultHidden: true,
      render: (text: string) => text || '/',
    },
    { title: '回访人', dataIndex: 'operator', width: 90, defaultHidden: true },
    {
      title: '回访时间',
      dataIndex: 'doneTime',
      key: 'doneTime',
      sorter: true,
      width: 190,
      render: (text: string) => text || '/',
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_v, followUp) =>
        followUp.status === 0 ? (
          <Button type="link" size="small" onClick={() => setOpen({ dialog: 'record', followUp })}>
            记录回访
          </Button>
        ) : (
          <Button type="link" size="small" onClick={() => setOpen({ dialog: 'plan', followUp })}>
            再次回访
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageTitle title="回访记录" />
      <SearchTable<FollowUp, Record<string, unknown>>
        search={search}
        filters={
          <>
            <Form.Item label="来访者" name="visitor">
              <Input allowClear style={{ width: 120 }} />
            </Form.Item>
            <Form.Item label="单号" name="bizNo">
              <Input allowClear placeholder="订单号或热线工单号" style={{ width: 180 }} />
            </Form.Item>
            <Form.Item label="状态" name="status">
              <Select
                style={{ width: 110 }}
                options={withAll(FOLLOW_UP_STATUS_LABELS.map((label, value) => ({ value, label })))}
              />
            </Form.Item>
          </>
        }
        moreFilters={
          <>
            <Form.Item label="是否逾期" name="overdue">
              <Select
                style={{ width: 90 }}
                options={withAll([
                  { value: 1, label: '是' },
                  { value: 0, label: '否' },
                ])}
              />
            </Form.Item>
            <Form.Item label="回访方式" name="method">
              <Select style={{ width: 100 }} options={options(FOLLOW_UP_METHODS)} />
            </Form.Item>
            <Form.Item label="回访结果" name="result">
              <Select style={{ width: 100 }} options={options(FOLLOW_UP_RESULTS)} />
            </Form.Item>
            <Form.Item label="来源" name="source">
              <Select
                style={{ width: 100 }}
                options={withAll([
                  { value: 'order', label: '咨询订单' },
                  { value: 'hotline', label: '热线' },
                ])}
              />
            </Form.Item>
            <MentalStatusFilter />
            <Form.Item label="计划回访时间" name="plan">
              <RangePicker />
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
      {open?.dialog === 'record' && (
        <RecordFollowUpModal followUp={open.followUp} onClose={close} />
      )}
      {open?.dialog === 'plan' && (
        <PlanFollowUpModal
          subject={
            open.followUp.source === 'hotline'
              ? { hotlineId: open.followUp.hotlineId }
              : { orderId: open.followUp.orderId }
          }
          subjectText={open.followUp.hotlineNo || open.followUp.orderNo}
          onClose={close}
        />
      )}
    </>
  );
}
