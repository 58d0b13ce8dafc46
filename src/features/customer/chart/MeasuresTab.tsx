import {
  App,
  Button,
  Card,
  Drawer,
  Empty,
  Flex,
  Form,
  InputNumber,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { chartsFirst } from '@/shared/charts/chartsFirst';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import {
  CHANGE_LABELS,
  MEASURE_WHEN,
  MEASURE_WHEN_LABELS,
  signedChange,
  type MeasureWhen,
} from '@/shared/counselling/measureRules';
import { openConfirm } from '@/shared/feedback/openConfirm';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { useAppSelector } from '@/shared/store/hooks';
import { DATE_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { EMPTY_TEXT } from '@/shared/utils/format';
import { required } from '@/shared/validation/rules';
import { compareWith } from '@/shared/validation/dateRules';
import {
  useDeleteMeasurePlanMutation,
  useGetMeasureResultQuery,
  useListMeasurePlansQuery,
  useListMeasureResultsQuery,
  useListMeasureScalesQuery,
  useSaveMeasurePlanMutation,
  type MeasurePlan,
  type MeasureResult,
  type MeasureScale,
} from './measureApi';
import type { MeasureChartData } from './measureChartOption';

// ECharts comes with the chart only: the tab's first paint does not wait for it.
const MeasureChart = lazy(chartsFirst(() => import('./MeasureChart')));

const BAND_TAG_COLORS = ['green', 'lime', 'gold', 'orange', 'red'];

/** A band's tag, coloured by its place among the scale's bands (the top band red). */
function BandTag({ scale, band }: { scale: MeasureScale | undefined; band: string }) {
  const bands = scale?.bands ?? [];
  const index = bands.findIndex((row) => row.label === band);
  const color =
    index < 0
      ? undefined
      : index === bands.length - 1
        ? 'red'
        : BAND_TAG_COLORS[Math.min(index, BAND_TAG_COLORS.length - 2)];
  return <Tag color={color}>{band || EMPTY_TEXT}</Tag>;
}

const whenText = (plan: Pick<MeasurePlan, 'when' | 'n'>) =>
  plan.when === 'everyNSessions' ? `每 ${plan.n} 次咨询` : MEASURE_WHEN_LABELS[plan.when];

/** Whether the chosen identity may write plans and read answers: an administrator or a counsellor (the mock decides per visitor). */
function useMayWrite(): boolean {
  const details = useAppSelector(selectUserDetails);
  const identity = details?.identities.find((row) => row.id === details.identityId);
  return identity?.userType === 1 || identity?.userType === 2;
}

/** 测评: the visitor's measurement plans, each scale's line over its bands with the sessions marked, every result. */
export function MeasuresTab({ cusUserId }: { cusUserId: string }) {
  const scales = useListMeasureScalesQuery();
  const plans = useListMeasurePlansQuery(cusUserId);
  const results = useListMeasureResultsQuery(cusUserId);
  const mayWrite = useMayWrite();
  const [editing, setEditing] = useState<MeasurePlan | 'new'>();
  const [opened, setOpened] = useState<MeasureResult>();
  const scaleOf = (formId: string) => scales.data?.find((scale) => scale.id === formId);

  if (scales.isLoading || plans.isLoading || results.isLoading) return <Spin />;
  return (
    <Flex vertical gap="middle">
      <PlansCard
        cusUserId={cusUserId}
        plans={plans.data ?? []}
        mayWrite={mayWrite}
        onEdit={setEditing}
      />
      <TrendCards
        scales={scales.data ?? []}
        results={results.data?.results ?? []}
        sessions={results.data?.sessions ?? []}
      />
      <Card title="测评结果" size="small" role="region" aria-label="测评结果">
        <Table<MeasureResult>
          rowKey="id"
          size="small"
          dataSource={[...(results.data?.results ?? [])].reverse()}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          onRow={(row) => ({
            onClick: () => {
              if (mayWrite) setOpened(row);
            },
            style: mayWrite ? { cursor: 'pointer' } : undefined,
          })}
          columns={[
            { title: '提交时间', dataIndex: 'submitTime' },
            { title: '量表', dataIndex: 'scaleCode' },
            { title: '得分', dataIndex: 'score' },
            {
              title: '分段',
              dataIndex: 'band',
              render: (band: string, row) => <BandTag scale={scaleOf(row.formId)} band={band} />,
            },
            {
              title: '较首次',
              dataIndex: 'change',
              render: (change: number | null, row) =>
                change === null || row.verdict === null
                  ? '首次'
                  : `${signedChange(change)}（${CHANGE_LABELS[row.verdict]}）`,
            },
            {
              title: '危急条目',
              dataIndex: 'criticalHit',
              render: (hit: boolean) => (hit ? <Tag color="error">阳性</Tag> : EMPTY_TEXT),
            },
            {
              title: '关联咨询',
              dataIndex: 'orderNo',
              render: (no: string) => no || EMPTY_TEXT,
            },
            ...(mayWrite
              ? [
                  {
                    title: '操作',
                    key: 'answers',
                    render: (_: unknown, row: MeasureResult) => (
                      <Button
                        type="link"
                        size="small"
                        onClick={(event) => {
                          event.stopPropagation();
                          setOpened(row);
                        }}
                      >
                        查看作答
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {editing && (
        <PlanModal
          cusUserId={cusUserId}
          plan={editing === 'new' ? undefined : editing}
          scales={scales.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      {opened && <AnswersDrawer result={opened} onClose={() => setOpened(undefined)} />}
    </Flex>
  );
}

function PlansCard({
  cusUserId,
  plans,
  mayWrite,
  onEdit,
}: {
  cusUserId: string;
  plans: MeasurePlan[];
  mayWrite: boolean;
  onEdit: (plan: MeasurePlan | 'new') => void;
}) {
  const { message, modal } = App.useApp();
  const [remove] = useDeleteMeasurePlanMutation();
  const confirmDelete = (plan: MeasurePlan) =>
    openConfirm(modal, {
      title: `删除${plan.scaleCode}测评计划？`,
      content: '已提交的测评结果会保留。',
      onOk: async () => {
        await remove({ id: plan.id, cusUserId }).unwrap();
        message.success('删除成功');
      },
    });
  return (
    <Card
      title="测评计划"
      size="small"
      role="region"
      aria-label="测评计划"
      extra={
        mayWrite && (
          <Button type="primary" size="small" onClick={() => onEdit('new')}>
            新增计划
          </Button>
        )
      }
    >
      <Table<MeasurePlan>
        rowKey="id"
        size="small"
        dataSource={plans}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无测评计划" />,
        }}
        columns={[
          { title: '量表', dataIndex: 'scaleName' },
          { title: '测评时机', key: 'when', render: (_value, plan) => whenText(plan) },
          {
            title: '有效期',
            key: 'range',
            render: (_value, plan) => `${plan.from} 至 ${plan.to || '不限'}`,
          },
          { title: '创建人', dataIndex: 'createBy' },
          ...(mayWrite
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  render: (_: unknown, plan: MeasurePlan) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => onEdit(plan)}>
                        编辑
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() => void confirmDelete(plan)}
                      >
                        删除
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** One chart per scale the visitor has results on, the sessions marked on each. */
function TrendCards({
  scales,
  results,
  sessions,
}: {
  scales: MeasureScale[];
  results: MeasureResult[];
  sessions: { appointDate: string; startTime: string }[];
}) {
  const charts = useMemo(
    () =>
      scales.flatMap((scale): (MeasureChartData & { id: string })[] => {
        const points = results
          .filter((row) => row.formId === scale.id)
          .map((row) => ({ time: row.submitTime, score: row.score }));
        if (points.length === 0) return [];
        return [
          {
            id: scale.id,
            scaleName: scale.code,
            minScore: scale.minScore,
            maxScore: scale.maxScore,
            bands: scale.bands,
            points,
            sessions: sessions.map((row) => `${row.appointDate} ${row.startTime}`),
          },
        ];
      }),
    [scales, results, sessions],
  );
  if (charts.length === 0)
    return (
      <Card title="得分趋势" size="small">
        <Empty description="暂无测评结果" />
      </Card>
    );
  return (
    <>
      {charts.map((data) => (
        <Card
          key={data.id}
          title={`${data.scaleName} 得分趋势`}
          size="small"
          extra={<Typography.Text type="secondary">虚线为咨询日期</Typography.Text>}
        >
          <Suspense fallback={<Spin />}>
            <MeasureChart data={data} />
          </Suspense>
        </Card>
      ))}
    </>
  );
}

interface PlanValues {
  formId: string;
  when: MeasureWhen;
  n?: number;
  from: Moment;
  to?: Moment | null;
}

function PlanModal({
  cusUserId,
  plan,
  scales,
  onClose,
}: {
  cusUserId: string;
  plan: MeasurePlan | undefined;
  scales: MeasureScale[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PlanValues>();
  const when = Form.useWatch('when', form);
  const [save] = useSaveMeasurePlanMutation();
  return (
    <SaveFormModal<PlanValues>
      title={plan ? '编辑测评计划' : '新增测评计划'}
      formName="measurePlan"
      form={form}
      initialValues={
        plan
          ? {
              formId: plan.formId,
              when: plan.when,
              n: plan.n || undefined,
              from: moment(plan.from, DATE_FORMAT),
              to: plan.to ? moment(plan.to, DATE_FORMAT) : null,
            }
          : { when: 'beforeEverySession', from: moment() }
      }
      onSave={async (values) => {
        const answer = await save({
          id: plan?.id,
          cusUserId,
          formId: values.formId,
          when: values.when,
          n: values.when === 'everyNSessions' ? (values.n ?? 0) : 0,
          from: values.from.format(DATE_FORMAT),
          to: values.to ? values.to.format(DATE_FORMAT) : '',
        }).unwrap();
        message.success(
          answer.sentSms > 0 ? `保存成功，已发送${answer.sentSms}条测评短信` : '保存成功',
        );
      }}
      onClose={onClose}
    >
      <Form.Item label="量表" name="formId" rules={[required('请选择量表')]}>
        <Select options={scales.map((scale) => ({ value: scale.id, label: scale.name }))} />
      </Form.Item>
      <Form.Item label="测评时机" name="when" rules={[required('请选择测评时机')]}>
        <Select
          options={MEASURE_WHEN.map((value) => ({ value, label: MEASURE_WHEN_LABELS[value] }))}
        />
      </Form.Item>
      {when === 'everyNSessions' && (
        <Form.Item
          label="间隔次数 N"
          name="n"
          rules={[
            required('请输入间隔次数'),
            { type: 'number', min: 2, max: 20, message: '范围2-20' },
          ]}
        >
          <InputNumber min={2} max={20} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item label="开始日期" name="from" rules={[required('请选择开始日期')]}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="结束日期"
        name="to"
        dependencies={['from']}
        rules={[
          compareWith('from', (to, from) => to.isBefore(from, 'day'), '结束日期不能早于开始日期'),
        ]}
        extra="不填表示不限"
      >
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </SaveFormModal>
  );
}

/** One result's answers: each item with the chosen option (the view is logged). */
function AnswersDrawer({ result, onClose }: { result: MeasureResult; onClose: () => void }) {
  const { data, isFetching } = useGetMeasureResultQuery(result.id);
  return (
    <Drawer
      open
      title={`${result.scaleCode} 作答（${result.submitTime}）`}
      size="large"
      onClose={onClose}
    >
      {isFetching || !data ? (
        <Spin />
      ) : (
        <Flex vertical gap="small">
          <Typography.Text>
            {data.scaleName}：{data.score} 分，{data.band}
          </Typography.Text>
          <Table
            rowKey="item"
            size="small"
            pagination={false}
            dataSource={data.answers}
            columns={[
              { title: '题号', key: 'no', render: (_value, _row, index) => index + 1, width: 60 },
              {
                title: '题目',
                dataIndex: 'item',
                render: (item: string, row) => (
                  <>
                    {item}
                    {row.critical && (
                      <Tag color="error" style={{ marginLeft: 8 }}>
                        危急条目
                      </Tag>
                    )}
                  </>
                ),
              },
              { title: '作答', dataIndex: 'answer' },
              { title: '分值', dataIndex: 'score', width: 60 },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
