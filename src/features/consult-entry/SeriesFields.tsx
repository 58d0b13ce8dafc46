import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { Answer } from '@/shared/contract/call';
import type * as Series from '@/shared/contract/consultSeries';
import { freeSlotSelectProps } from '@/shared/counselling/freeSlotOptions';
import { useFreeSlotsQuery } from '@/shared/counselling/lookupApi';
import {
  SERIES_MAX_SESSIONS,
  SERIES_MIN_SESSIONS,
  SERIES_STATE_LABELS,
  weekdayOf,
} from '@/shared/counselling/seriesRule';
import { DATE_FORMAT, DatePicker, disablePast, type Moment } from '@/shared/utils/dates';
import { usePreviewConsultSeriesQuery } from './api';
import { ENTRY_MESSAGES as M, type EntryFormValues, type SeriesSession } from './entryForm';

type PreviewDate = Answer<typeof Series.previewConsultSeries>['dates'][number];

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const dayText = (date: string) => `${date}（${WEEKDAYS[weekdayOf(date)]}）`;

/** Where the user moved a date: its new day and slot. */
interface Moved extends SeriesSession {
  startTime: string;
  endTime: string;
}

/** What the user decided for a date: kept where the preview put it, moved, or skipped. */
type Choice = { kind: 'keep' } | { kind: 'skip' } | ({ kind: 'move' } & Moved);

/** A preview row with the user's choice (a failing date starts skipped). */
export interface PlanRow extends PreviewDate {
  choice: Choice;
}

/**
 * The series the form describes: its preview (each date and its state) and the user's choice per
 * date; a new rule (expert, first date, slot, every, count or until) starts the choices afresh.
 */
export function useSeriesPlan(form: FormInstance<EntryFormValues>) {
  const values = Form.useWatch([], form) as Partial<EntryFormValues> | undefined;
  const on = Boolean(values?.series);
  const args = {
    expertId: values?.expertId ?? '',
    ...(values?.cusUserId ? { cusUserId: values.cusUserId } : {}),
    startDate: values?.appointDate?.format(DATE_FORMAT) ?? '',
    bucketId: values?.bucketId ?? '',
    every: values?.every ?? 1,
    ...(values?.endBy === 'until'
      ? { until: values.until?.format(DATE_FORMAT) ?? '' }
      : { count: values?.count ?? 0 }),
  };
  const ready =
    on &&
    Boolean(args.expertId && args.startDate && args.bucketId) &&
    ('until' in args ? Boolean(args.until) : args.count >= SERIES_MIN_SESSIONS);
  const preview = usePreviewConsultSeriesQuery(args, {
    skip: !ready,
    refetchOnMountOrArgChange: true,
  });
  const key = JSON.stringify(args);
  const [choices, setChoices] = useState<{ key: string; byIndex: Record<number, Choice> }>({
    key,
    byIndex: {},
  });
  if (choices.key !== key) setChoices({ key, byIndex: {} });
  const dates = ready ? preview.currentData?.dates : undefined;
  const rows: PlanRow[] = (dates ?? []).map((date) => ({
    ...date,
    choice: choices.byIndex[date.index] ?? { kind: date.state === 'free' ? 'keep' : 'skip' },
  }));
  const choose = (index: number, choice: Choice) =>
    setChoices((now) => ({ key: now.key, byIndex: { ...now.byIndex, [index]: choice } }));
  const sessions: SeriesSession[] = rows.flatMap((row) => {
    if (row.choice.kind === 'skip') return [];
    if (row.choice.kind === 'move')
      return [{ appointDate: row.choice.appointDate, bucketId: row.choice.bucketId }];
    return [{ appointDate: row.appointDate, bucketId: row.bucketId }];
  });
  return { on, ready, preview, rows, choose, sessions };
}

export type SeriesPlan = ReturnType<typeof useSeriesPlan>;

const STATE_COLORS: Record<PreviewDate['state'], string> = {
  free: 'success',
  taken: 'error',
  rest: 'default',
  outside: 'warning',
  visitorBusy: 'error',
};

/**
 * 周期预约: 每周 / 每两周, 按次数 (2–24) or 截止日期, then every date with its state; a failing
 * date starts skipped and can be moved to a free slot of another day, a free one can be skipped.
 */
export function SeriesFields({
  form,
  plan,
}: {
  form: FormInstance<EntryFormValues>;
  plan: SeriesPlan;
}) {
  const endBy = Form.useWatch('endBy', form);
  const expertId = Form.useWatch('expertId', form);
  const cusUserId = Form.useWatch('cusUserId', form);
  const [moving, setMoving] = useState<PlanRow>();
  if (!plan.on) return null;
  return (
    <>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="every" label="重复">
            <Radio.Group
              aria-label="重复"
              options={[
                { value: 1, label: '每周' },
                { value: 2, label: '每两周' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="endBy" label="结束">
            <Radio.Group
              aria-label="结束"
              options={[
                { value: 'count', label: '按次数' },
                { value: 'until', label: '截止日期' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          {endBy === 'until' ? (
            <Form.Item
              name="until"
              label="截止日期"
              rules={[{ required: true, message: M.seriesUntil }]}
            >
              <DatePicker
                aria-label="截止日期"
                disabledDate={disablePast}
                style={{ width: '100%' }}
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="count"
              label="次数"
              rules={[{ required: true, message: M.seriesCount }]}
              extra={`${SERIES_MIN_SESSIONS}–${SERIES_MAX_SESSIONS}次`}
            >
              <InputNumber
                aria-label="次数"
                min={SERIES_MIN_SESSIONS}
                max={SERIES_MAX_SESSIONS}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          )}
        </Col>
      </Row>
      {plan.ready ? (
        <SeriesTable plan={plan} onMove={setMoving} />
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="选择咨询师、首次预约日期和时段后，这里列出每一次的日期和状态"
        />
      )}
      {moving && (
        <MoveModal
          row={moving}
          expertId={expertId ?? ''}
          cusUserId={cusUserId}
          onClose={() => setMoving(undefined)}
          onMoved={(moved) => {
            plan.choose(moving.index, { kind: 'move', ...moved });
            setMoving(undefined);
          }}
        />
      )}
    </>
  );
}

function SeriesTable({ plan, onMove }: { plan: SeriesPlan; onMove: (row: PlanRow) => void }) {
  const failing = plan.rows.filter((row) => row.state !== 'free').length;
  return (
    <>
      <Table<PlanRow>
        rowKey="index"
        size="small"
        aria-label="周期预约日期"
        loading={plan.preview.isFetching}
        pagination={false}
        dataSource={plan.rows}
        style={{ marginBottom: 8 }}
        columns={[
          { title: '次序', key: 'index', width: 80, render: (_, row) => `第 ${row.index} 次` },
          {
            title: '日期',
            key: 'date',
            render: (_, row) =>
              row.choice.kind === 'move' ? (
                <>
                  <s>{dayText(row.appointDate)}</s> 改至 {dayText(row.choice.appointDate)}
                </>
              ) : (
                dayText(row.appointDate)
              ),
          },
          {
            title: '时段',
            key: 'slot',
            render: (_, row) => {
              const at = row.choice.kind === 'move' ? row.choice : row;
              return at.startTime ? `${at.startTime}-${at.endTime}` : '—';
            },
          },
          {
            title: '状态',
            key: 'state',
            render: (_, row) =>
              row.choice.kind === 'move' ? (
                <Tag color="processing">已改期</Tag>
              ) : (
                <Tag color={STATE_COLORS[row.state]} title={row.refusal || undefined}>
                  {SERIES_STATE_LABELS[row.state]}
                </Tag>
              ),
          },
          {
            title: '处理',
            key: 'actions',
            width: 200,
            render: (_, row) => (
              <Space size={0}>
                {row.choice.kind === 'skip' ? (
                  <Button
                    type="link"
                    size="small"
                    disabled={row.state !== 'free'}
                    onClick={() => plan.choose(row.index, { kind: 'keep' })}
                    aria-label={`保留第 ${row.index} 次`}
                  >
                    {row.state === 'free' ? '保留' : '已跳过'}
                  </Button>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => plan.choose(row.index, { kind: 'skip' })}
                    aria-label={`跳过第 ${row.index} 次`}
                  >
                    跳过
                  </Button>
                )}
                <Button
                  type="link"
                  size="small"
                  onClick={() => onMove(row)}
                  aria-label={`改期第 ${row.index} 次`}
                >
                  改期
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Alert
        type={failing > 0 ? 'warning' : 'success'}
        showIcon
        style={{ marginBottom: 16 }}
        title={`将预约 ${plan.sessions.length} 次${failing > 0 ? `；${failing} 次不可预约，已跳过，可改期到其他时间` : ''}`}
      />
    </>
  );
}

/** 改期 of one date before booking: another day and one of the expert's free slots that day. */
function MoveModal({
  row,
  expertId,
  cusUserId,
  onClose,
  onMoved,
}: {
  row: PlanRow;
  expertId: string;
  cusUserId?: string;
  onClose: () => void;
  onMoved: (moved: Moved) => void;
}) {
  const [day, setDay] = useState<Moment | null>(null);
  const [bucketId, setBucketId] = useState<string>();
  const date = day?.format(DATE_FORMAT);
  const slots = useFreeSlotsQuery(
    { expertId, date: date ?? '', ...(cusUserId ? { cusUserId } : {}) },
    { skip: !date, refetchOnMountOrArgChange: true },
  );
  const bucket = slots.currentData?.find((slot) => slot.id === bucketId);
  return (
    <Modal
      open
      title={`改期第 ${row.index} 次（原 ${row.appointDate}）`}
      okText="确定"
      okButtonProps={{ disabled: !date || !bucket }}
      onCancel={onClose}
      onOk={() =>
        date &&
        bucket &&
        onMoved({
          appointDate: date,
          bucketId: bucket.id,
          startTime: bucket.start,
          endTime: bucket.end,
        })
      }
    >
      <Flex vertical gap="small">
        <DatePicker
          aria-label="改至日期"
          disabledDate={disablePast}
          value={day}
          onChange={(value) => {
            setDay(value);
            setBucketId(undefined);
          }}
          style={{ width: '100%' }}
        />
        <Select
          aria-label="改至时段"
          placeholder={date ? '请选择空闲时段' : '请先选择日期'}
          value={bucketId}
          onChange={setBucketId}
          style={{ width: '100%' }}
          {...freeSlotSelectProps(slots, Boolean(date))}
        />
      </Flex>
    </Modal>
  );
}
