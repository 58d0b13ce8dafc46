import { Button, Drawer, Flex, Input, Spin, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/schedule';
import { PageTitle } from '@/shared/components/PageTitle';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { useGetScheduleRosterQuery } from './api';
import { OverridesPanel } from './OverridesPanel';
import { RosterCell } from './RosterCell';
import { rosterLegend, weekdayOf } from './scheduleRules';
import { WeekEditor } from './WeekEditor';
import { WEEKDAY_LABELS } from '@/shared/counselling/consultLabels';
import { cstDate } from '@/shared/counselling/slotRule';
import './roster.css';

/** The calendar (and its drag and drop) loads when first shown, not with the roster. */
const AppointmentCalendar = lazy(() => import('./AppointmentCalendar'));

function Calendar({ expertId }: { expertId?: string }) {
  return (
    <Suspense fallback={<Spin />}>
      <AppointmentCalendar expertId={expertId} />
    </Suspense>
  );
}

type RosterRow = Answer<typeof C.scheduleRoster>['rows'][number];

const orderPath = (id: string) => `/consult/orders/${id}`;

/** A day's column width: the whole month fits beside the names at 1440 × 900 (issue 31). */
const DAY_WIDTH = 33;
const NAME_WIDTH = 100;

/** A day's column head: its date and weekday, today marked (in words too, for screen readers). */
function DayHead({ date, today }: { date: string; today: boolean }) {
  return (
    <span className={today ? 'roster-day roster-today' : 'roster-day'}>
      {Number(date.slice(8))}
      <br />
      {WEEKDAY_LABELS[weekdayOf(date)].slice(1)}
      {today && <span className="roster-hidden-text">今天</span>}
    </span>
  );
}

/**
 * 排班管理: the month roster (counsellors × days: booked/working, 休) or the organisation's
 * appointment calendar (`?view=calendar`), and per counsellor the week, the date overrides and
 * their own calendar.
 */
export default function ScheduleRosterPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'calendar' ? 'calendar' : 'roster';
  return (
    <>
      <PageTitle title="排班管理" />
      <Tabs
        activeKey={view}
        onChange={(key) =>
          setParams(key === 'calendar' ? { view: 'calendar' } : {}, { replace: true })
        }
        items={[
          { key: 'roster', label: '月排班表', children: <Roster /> },
          { key: 'calendar', label: '预约日历', children: <Calendar /> },
        ]}
      />
    </>
  );
}

function Roster() {
  const [month, setMonth] = useState<Moment>(() => moment());
  const [name, setName] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState<{ expertId: string; name: string }>();
  const [today] = useState(() => cstDate(Date.now()));
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
      width: NAME_WIDTH,
      render: (_, row) => (
        <Button type="link" onClick={() => setOpen({ expertId: row.expertId, name: row.name })}>
          {row.name}
        </Button>
      ),
    },
    ...days.map((day, index) => ({
      title: <DayHead date={day.date} today={day.date === today} />,
      key: day.date,
      width: DAY_WIDTH,
      align: 'center' as const,
      className: day.date === today ? 'roster-today-column' : undefined,
      render: (_: unknown, row: RosterRow) => (
        <RosterCell expertId={row.expertId} day={row.days[index]} />
      ),
    })),
  ];
  return (
    <>
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
        <ul className="roster-legend" aria-label="图例">
          {rosterLegend(data?.rows.flatMap((row) => row.days) ?? []).map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      </Flex>
      <Table<RosterRow>
        className="roster-table"
        rowKey="expertId"
        size="small"
        bordered
        loading={isFetching}
        dataSource={data?.rows}
        columns={columns}
        scroll={{ x: NAME_WIDTH + days.length * DAY_WIDTH }}
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
                children: <Calendar expertId={open.expertId} />,
              },
            ]}
          />
        )}
      </Drawer>
    </>
  );
}
