import { Form, Input, Select, Tag } from 'antd';
import type { TableProps } from 'antd';
import type { Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/smsLog';
import { PageTitle } from '@/shared/components/PageTitle';
import { ALL_OPTION, SearchTable, useSearchTable, withAll } from '@/shared/components/SearchTable';
import { SMS_BIZ_LABELS, SMS_STATUSES, smsTemplateLabel } from '@/shared/counselling/operateCodes';
import { RangePicker } from '@/shared/components/RangePicker';
import { useListSmsLogsQuery } from './api';

type SmsLog = Row<typeof C.listSmsLogs>;

const STATUS_COLORS: Record<SmsLog['status'], string> = {
  发送中: 'processing',
  成功: 'success',
  失败: 'error',
};

/** 短信记录: what was sent, masked, newest first; filters by mobile, type, status and time. */
export default function SmsLogPage() {
  const search = useSearchTable<Record<string, unknown>>({
    initialFilters: { bizType: ALL_OPTION, status: ALL_OPTION },
    dateRanges: { sendTime: ['createTimeFrom', 'createTimeTo'] },
  });
  const { data, isFetching, error, refetch } = useListSmsLogsQuery(search.query);

  const columns: TableProps<SmsLog>['columns'] = [
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    {
      title: '业务类型',
      dataIndex: 'bizType',
      width: 110,
      render: (type: string) => SMS_BIZ_LABELS[type] ?? type,
    },
    { title: '模板', dataIndex: 'template', width: 140, render: smsTemplateLabel },
    { title: '内容', dataIndex: 'content' },
    // Sortable columns: their key is the call's sortField.
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 90,
      render: (status: SmsLog['status']) => <Tag color={STATUS_COLORS[status]}>{status}</Tag>,
    },
    {
      title: '失败原因',
      dataIndex: 'failReason',
      width: 140,
      render: (reason: string) => reason || '/',
    },
    { title: '发送时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 170 },
  ];

  return (
    <>
      <PageTitle title="短信记录" />
      <SearchTable<SmsLog, Record<string, unknown>>
        search={search}
        filters={
          <>
            <Form.Item label="手机号" name="mobile">
              <Input allowClear maxLength={11} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item label="业务类型" name="bizType">
              <Select
                style={{ width: 120 }}
                options={withAll(
                  Object.entries(SMS_BIZ_LABELS).map(([value, label]) => ({ value, label })),
                )}
              />
            </Form.Item>
            <Form.Item label="发送状态" name="status">
              <Select
                style={{ width: 100 }}
                options={withAll(SMS_STATUSES.map((value) => ({ value, label: value })))}
              />
            </Form.Item>
          </>
        }
        moreFilters={
          <>
            <Form.Item label="发送时间" name="sendTime">
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
    </>
  );
}
