import { Button, Drawer, Flex, Input, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/schedule';
import { PageTitle } from '@/shared/components/PageTitle';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { useGetScheduleRosterQuery } from './api';
import { AppointmentCalendar } from './AppointmentCalendar';
import { OverridesPanel } from './OverridesPanel';
import { rosterCell } from './scheduleRules';
import { WeekEditor } from './WeekEditor';

type RosterRow = Answer<typeof C.scheduleRoster>['rows'][number];

const orderPath = (id: string) => `/consult/orders/${id}`;

/** 排班管理: the month roster (counsellors × days: booked/working, 休), and per counsellor the week, the date overrides and the appointment calendar. */
export default function ScheduleRosterPage() {
  const [month, setMonth] = useState<Moment>(() => moment());
  const [name, setName] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState<{ expertId: string; name: string }>();
  const canEdit = useCan(PERM.scheduleEdit);
  const { data, isFetching } = useGetScheduleRosterQuery({
    month: month.format('YYYY-MM'),
    name: name || undefined,
    ...paging,
  });
  const days = data?.rows[0]?.days ?? [];
  const columns: TableColumnsType<RosterRow> = [
    {
      title: '咨询师',
      fixed: 'left',
      width: 110,
      render: (_, row) => (
        <Button type="link" onClick={() => setOpen({ expertId: row.expertId, name: row.name })}>
          {row.name}
        </Button>
      ),
    },
    ...days.map((day, index) => ({
      title: day.date.slice(8),
      key: day.date,
      width: 52,
      align: 'center' as const,
      render: (_: unknown, row: RosterRow) => rosterCell(row.days[index]),
    })),
  ];
  return (
    <>
      <PageTitle title="排班管理" />
      <Flex gap="small" wrap style={{ marginBottom: 12 }}>
        <DatePicker
          picker="month"
          allowClear={false}
          value={month}
          aria-label="月份"
          onChange={(value) => {
            if (value) setMonth(value);
          }}
        />
        <Input.Search
          allowClear
          placeholder="咨询师姓名"
          style={{ width: 220 }}
          onSearch={(value) => {
            setName(value.trim());
            setPaging((old) => ({ ...old, pageNum: 1 }));
          }}
        />
        <span>单元格：已约/可约时段数，休 为休息日</span>
      </Flex>
      <Table<RosterRow>
        rowKey="expertId"
        size="small"
        bordered
        loading={isFetching}
        dataSource={data?.rows}
        columns={columns}
        scroll={{ x: 110 + days.length * 52 }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: data?.total,
          showTotal: (total) => `共${total}条数据`,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
      <Drawer
        open={open !== undefined}
        size={980}
        title={open ? `排班：${open.name}` : ''}
        onClose={() => setOpen(undefined)}
        destroyOnHidden
      >
        {open && (
          <Tabs
            items={[
              {
                key: 'week',
                label: '周模板',
                children: (
                  <WeekEditor expertId={open.expertId} canEdit={canEdit} orderPath={orderPath} />
                ),
              },
              {
                key: 'overrides',
                label: '日期调整',
                children: (
                  <OverridesPanel
                    expertId={open.expertId}
                    canEdit={canEdit}
                    orderPath={orderPath}
                  />
                ),
              },
              {
                key: 'calendar',
                label: '预约日历',
                children: <AppointmentCalendar expertId={open.expertId} />,
              },
            ]}
          />
        )}
      </Drawer>
    </>
  );
}
