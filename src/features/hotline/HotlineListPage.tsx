import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '@/shared/components/PageTitle';
import {
  ALL_OPTION,
  type SearchColumn,
  SearchTable,
  useSearchTable,
  withAll,
} from '@/shared/components/SearchTable';
import { PlanFollowUpModal } from '@/shared/counselling/PlanFollowUpModal';
import { CALL_TYPES, HANDLINGS, HOTLINE_STATUS_LABELS } from '@/shared/counselling/hotlineCodes';
import { RangePicker } from '@/shared/components/RangePicker';
import { useGetHotlineQuery, useListHotlinesQuery } from './api';
import { HotlineFormModal } from './HotlineFormModal';
import { CallTypeTag } from './CallTypeTag';
import { conversionPath, riskScore, type HotlineCall } from './types';

const textOptions = (values: readonly string[]) =>
  withAll(values.map((value) => ({ value, label: value })));
const YES_NO = withAll([
  { value: 1, label: '是' },
  { value: 0, label: '否' },
]);

type Open = { dialog: 'add' } | { dialog: 'edit' | 'followUp'; call: HotlineCall } | undefined;

const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}分${String(seconds % 60).padStart(2, '0')}秒`;

/** 热线订单: the calls with their filters; record a call, edit, 转预约, raise a follow-up. */
export default function HotlineListPage() {
  const navigate = useNavigate();
  const search = useSearchTable<Record<string, unknown>>({
    initialFilters: {
      callType: ALL_OPTION,
      status: ALL_OPTION,
      crisis: ALL_OPTION,
      converted: ALL_OPTION,
      handling: ALL_OPTION,
    },
    dateRanges: { callTime: ['callStartFrom', 'callStartTo'] },
  });
  const { data, isFetching, error, refetch } = useListHotlinesQuery(search.query);
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);

  const columns: SearchColumn<HotlineCall>[] = [
    {
      title: '工单号',
      dataIndex: 'hotlineNo',
      width: 170,
      fixed: 'left',
      render: (no: string, call) => <Link to={`/consult/hotline/${call.id}`}>{no}</Link>,
    },
    // Sortable columns: their key is the call's sortField.
    {
      title: '来电时间',
      dataIndex: 'callStart',
      key: 'callStart',
      sorter: true,
      width: 190,
    },
    {
      title: '通话时长',
      dataIndex: 'duration',
      key: 'duration',
      width: 110,
      sorter: true,
      defaultHidden: true,
      render: formatDuration,
    },
    {
      title: '来电号码',
      dataIndex: 'callerMobile',
      width: 120,
      defaultHidden: true,
      render: (mobile: string, call) => (call.anonymous ? '匿名' : mobile),
    },
    { title: '接线员', dataIndex: 'listenerName', width: 90 },
    {
      title: '来电类型',
      dataIndex: 'callType',
      width: 110,
      render: (_type: string, call) => <CallTypeTag call={call} />,
    },
    { title: '自杀意念', dataIndex: 'suicideIntent', width: 90, render: riskScore },
    { title: '处理方式', dataIndex: 'handling', width: 100 },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 100,
      render: (status: HotlineCall['status']) => <Tag>{HOTLINE_STATUS_LABELS[status]}</Tag>,
    },
    {
      title: '咨询订单',
      dataIndex: 'orderNo',
      width: 170,
      defaultHidden: true,
      render: (no: string) => no || '/',
    },
    {
      title: '操作',
      key: 'actions',
      width: 210,
      render: (_v, call) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen({ dialog: 'edit', call })}>
            编辑
          </Button>
          {!call.orderId && (
            <Button type="link" size="small" onClick={() => void navigate(conversionPath(call))}>
              转预约
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setOpen({ dialog: 'followUp', call })}>
            安排回访
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="热线订单" />
      <SearchTable<HotlineCall, Record<string, unknown>>
        search={search}
        filters={
          <>
            <Form.Item label="工单号/来电号码" name="keyword">
              <Input allowClear />
            </Form.Item>
            <Form.Item label="来电类型" name="callType">
              <Select options={textOptions(CALL_TYPES)} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item label="是否危机" name="crisis">
              <Select options={YES_NO} style={{ width: 90 }} />
            </Form.Item>
          </>
        }
        moreFilters={
          <>
            <Form.Item label="工单状态" name="status">
              <Select
                options={withAll(HOTLINE_STATUS_LABELS.map((label, value) => ({ value, label })))}
                style={{ width: 110 }}
              />
            </Form.Item>
            <Form.Item label="处理方式" name="handling">
              <Select options={textOptions(HANDLINGS)} style={{ width: 110 }} />
            </Form.Item>
            <Form.Item label="是否转预约" name="converted">
              <Select options={YES_NO} style={{ width: 90 }} />
            </Form.Item>
            <Form.Item label="来电时间" name="callTime">
              <RangePicker />
            </Form.Item>
          </>
        }
        toolbar={
          <Button type="primary" onClick={() => setOpen({ dialog: 'add' })} autoInsertSpace={false}>
            登记来电
          </Button>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {open?.dialog === 'add' && <HotlineFormModal onClose={close} />}
      {open?.dialog === 'edit' && <EditCall id={open.call.id} onClose={close} />}
      {open?.dialog === 'followUp' && (
        <PlanFollowUpModal
          subject={{ hotlineId: open.call.id }}
          subjectText={open.call.hotlineNo}
          onClose={close}
        />
      )}
    </>
  );
}

/** The edit dialog once the call's detail is loaded. */
export function EditCall({ id, onClose }: { id: string; onClose: () => void }) {
  const { data } = useGetHotlineQuery(id);
  return data ? <HotlineFormModal call={data} onClose={onClose} /> : null;
}
