import { App, Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/waitlist';
import { PageTitle } from '@/shared/components/PageTitle';
import {
  ALL_OPTION,
  type SearchColumn,
  SearchTable,
  useSearchTable,
  withAll,
} from '@/shared/components/SearchTable';
import { CONSULT_WAY_LABELS } from '@/shared/counselling/consultLabels';
import { useListScheduleExpertsQuery } from '@/shared/counselling/lookupApi';
import {
  WAITLIST_PRIORITIES,
  WAITLIST_STATUSES,
  WAITLIST_STATUS_LABELS,
  WEEKDAY_LABELS,
} from '@/shared/counselling/waitlistCodes';
import { openConfirm } from '@/shared/feedback/openConfirm';
import { PermissionButton, useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import {
  useBookWaitlistOfferMutation,
  useListWaitlistQuery,
  useWithdrawWaitlistEntryMutation,
} from './api';
import { JoinWaitlistModal } from './JoinWaitlistModal';

type Entry = Row<typeof C.listWaitlist>;

/** The all-option (ALL_OPTION, a number) stands in the text filters too; it is never sent. */
interface Filters {
  status?: string | number;
  priority?: number;
  visitor?: string;
  expertId?: string | number;
}

const PRIORITY_COLORS = ['default', 'warning', 'error'] as const;
const STATUS_COLORS: Record<Entry['status'], string> = {
  waiting: 'processing',
  offered: 'success',
  booked: 'default',
  withdrawn: 'default',
  expired: 'default',
};

/** What the entry waits for, in words: counsellors, ways, days, hours, dates. */
function wanted(entry: Entry): string {
  const experts = entry.expertNames.length > 0 ? entry.expertNames.join('、') : '不限咨询师';
  const ways = entry.consultWays.map((way) => CONSULT_WAY_LABELS[way]).join('、');
  const days =
    entry.weekdays.length > 0
      ? [...entry.weekdays]
          .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
          .map((day) => WEEKDAY_LABELS[day])
          .join('、')
      : '不限星期';
  const hours =
    entry.timeRanges.length > 0
      ? entry.timeRanges.map((range) => `${range.start}-${range.end}`).join('、')
      : '不限时间';
  return `${experts}；${ways}；${days}；${hours}`;
}

/**
 * 候补名单: visitors waiting for a slot, crisis first and then the oldest; the slot a freed
 * booking left held for an entry (until when), 转为订单 that books it in one step, 撤销.
 */
export default function WaitlistPage() {
  const { message, modal } = App.useApp();
  const search = useSearchTable<Filters>({
    initialFilters: { status: ALL_OPTION, priority: ALL_OPTION, expertId: ALL_OPTION },
  });
  const { data, isFetching, error, refetch } = useListWaitlistQuery(search.query);
  const experts = useListScheduleExpertsQuery({ pageNum: 1, pageSize: 200 });
  const [book] = useBookWaitlistOfferMutation();
  const [withdraw] = useWithdrawWaitlistEntryMutation();
  const [joining, setJoining] = useState(false);
  const canBook = useCan(PERM.waitlistBook);
  const canWithdraw = useCan(PERM.waitlistWithdraw);

  function confirmBook(entry: Entry) {
    const offer = entry.offer;
    if (!offer) return;
    void openConfirm(modal, {
      title: '转为订单',
      content: `为${entry.visitorName}预约${offer.date} ${offer.startTime}-${offer.endTime}（${offer.expertName}）？`,
      okText: '转为订单',
      onOk: async () => {
        const order = await book({ id: entry.id }).unwrap();
        message.success(`已转为订单${order.orderNo}`);
      },
    });
  }

  function confirmWithdraw(entry: Entry) {
    void openConfirm(modal, {
      title: '撤销候补',
      content:
        entry.status === 'offered'
          ? `撤销${entry.visitorName}的候补？为其保留的时段将让给下一位候补。`
          : `撤销${entry.visitorName}的候补？`,
      okText: '撤销',
      onOk: async () => {
        await withdraw({ id: entry.id, reason: '' }).unwrap();
        message.success('已撤销候补');
      },
    });
  }

  const columns: SearchColumn<Entry>[] = [
    { title: '来访者', dataIndex: 'visitorName', width: 100, fixed: 'left' },
    // 手机号 and 备注 are offered unticked in 列设置: the default columns fit at 1440 (listColumns.e2e).
    { title: '手机号', dataIndex: 'mobile', width: 120, defaultHidden: true },
    {
      title: '优先级',
      dataIndex: 'priority',
      width: 80,
      render: (priority: Entry['priority']) => (
        <Tag color={PRIORITY_COLORS[priority]}>{WAITLIST_PRIORITIES[priority]}</Tag>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (status: Entry['status']) => (
        <Tag color={STATUS_COLORS[status]}>{WAITLIST_STATUS_LABELS[status]}</Tag>
      ),
    },
    {
      title: '保留时段',
      key: 'offer',
      width: 220,
      render: (_v, entry) =>
        entry.offer ? (
          <Space orientation="vertical" size={0}>
            <span>
              {entry.offer.date} {entry.offer.startTime}-{entry.offer.endTime}
            </span>
            <Typography.Text type="secondary">
              {entry.offer.expertName}，保留至{entry.offer.holdUntil.slice(11, 16)}
            </Typography.Text>
          </Space>
        ) : entry.orderNo ? (
          `订单${entry.orderNo}`
        ) : (
          '/'
        ),
    },
    { title: '想约', key: 'wanted', width: 260, render: (_v, entry) => wanted(entry) },
    {
      title: '候补日期',
      key: 'dates',
      width: 190,
      render: (_v, entry) => `${entry.from} 至 ${entry.to}`,
    },
    {
      title: '备注',
      dataIndex: 'note',
      width: 160,
      defaultHidden: true,
      render: (note: string) => note || '/',
    },
    {
      title: '登记',
      key: 'created',
      width: 190,
      defaultHidden: true,
      render: (_v, entry) => `${entry.createBy} ${entry.createTime}`,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_v, entry) => (
        <Space size={0}>
          {canBook && entry.status === 'offered' && entry.offer && (
            <Button type="link" size="small" onClick={() => confirmBook(entry)}>
              转为订单
            </Button>
          )}
          {canWithdraw && (entry.status === 'waiting' || entry.status === 'offered') && (
            <Button type="link" size="small" danger onClick={() => confirmWithdraw(entry)}>
              撤销
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="候补名单" />
      <SearchTable<Entry, Filters>
        search={search}
        filters={
          <>
            <Form.Item label="来访者" name="visitor">
              <Input allowClear maxLength={30} placeholder="姓名或手机号" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item label="状态" name="status">
              <Select
                aria-label="状态"
                style={{ width: 120 }}
                options={withAll(
                  WAITLIST_STATUSES.map((value) => ({
                    value,
                    label: WAITLIST_STATUS_LABELS[value],
                  })),
                )}
              />
            </Form.Item>
            <Form.Item label="优先级" name="priority">
              <Select
                aria-label="优先级"
                style={{ width: 90 }}
                options={withAll(WAITLIST_PRIORITIES.map((label, value) => ({ value, label })))}
              />
            </Form.Item>
            <Form.Item label="咨询师" name="expertId">
              <Select
                aria-label="咨询师"
                style={{ width: 130 }}
                showSearch={{ optionFilterProp: 'label' }}
                options={withAll(
                  (experts.data?.rows ?? []).map((expert) => ({
                    value: expert.expertId,
                    label: expert.name,
                  })),
                )}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <PermissionButton
            perm={PERM.waitlistAdd}
            type="primary"
            autoInsertSpace={false}
            onClick={() => setJoining(true)}
          >
            加入候补
          </PermissionButton>
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      {joining && <JoinWaitlistModal onClose={() => setJoining(false)} />}
    </>
  );
}
