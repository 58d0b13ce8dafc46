import { VisitorChartLink } from '@/shared/counselling/VisitorChartLink';
import { Alert, Card, Descriptions, Table, Tag, Timeline, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { URGE_CHANNEL_LABELS, URGE_TARGET_LABELS } from '@/shared/counselling/consultLabels';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/shared/counselling/orderTransitions';
import { seriesLabel } from '@/shared/counselling/seriesRule';
import { EMPTY_TEXT } from '@/shared/utils/format';
import { MentalStatusTag } from './CrisisTag';
import { MeasureLines } from './MeasureSummary';
import { slotText } from './orderFields';
import {
  APPOINT_MODE_LABEL,
  BREACH_LABEL,
  CANCEL_BY_LABEL,
  CONSULT_TYPE_LABEL,
  CONSULT_WAY_LABEL,
  FOLLOW_UP_STATUS_LABEL,
  IDENTITY_LABEL,
  MENTAL_STATUS_LABEL,
  PAY_STATUS_LABEL,
  RECOMMEND_KIND_LABEL,
  SEX_LABEL,
  URGE_KIND_LABEL,
  type ConsultOrderDetail,
  type RecommendBody,
} from './types';
import { formatYuan } from '@/shared/utils/money';

type Order = ConsultOrderDetail;
type Items = NonNullable<DescriptionsProps['items']>;

const show = (text: string | number | undefined) =>
  text === '' || text === undefined ? EMPTY_TEXT : text;
const items = (pairs: [string, React.ReactNode][]): Items =>
  pairs.map(([label, children]) => ({ key: label, label, children }));
const labelOf = <K extends number>(labels: Record<K, string>, code: number) =>
  labels[code as K] ?? EMPTY_TEXT;
const statusText = (code: number | null) =>
  code === null ? '' : ORDER_STATUS_LABELS[code as OrderStatus];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card title={title} size="small" style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}

/** 来访者: masked mobile unless the server sent it whole, the custom fields, the emergency contact. */
export function VisitorSection({ order }: { order: Order }) {
  return (
    <Section title="来访者信息">
      <Descriptions
        column={3}
        items={items([
          ['姓名', <VisitorChartLink key="name" id={order.cusUserId} name={order.visitorName} />],
          ['性别', labelOf(SEX_LABEL, order.sex)],
          ['年龄', order.age],
          ['手机号', order.mobile],
          ['预约人身份', labelOf(IDENTITY_LABEL, order.identity)],
          ['紧急联系人', show(order.emergencyName)],
          ['与来访者关系', show(order.emergencyRelation)],
          ['紧急联系人手机号', show(order.emergencyMobile)],
          ...order.customFields.map((field): [string, React.ReactNode] => [
            field.name,
            show(field.value),
          ]),
        ])}
      />
      {order.visitorInfoError && (
        <Alert type="warning" showIcon title="来访者信息格式有误，自定义字段无法显示" />
      )}
    </Section>
  );
}

/** 订单信息, 预约时段 and 费用. */
export function OrderSection({ order }: { order: Order }) {
  return (
    <Section title="订单信息">
      <Descriptions
        column={3}
        items={items([
          ['订单号', order.orderNo],
          ['状态', ORDER_STATUS_LABELS[order.status]],
          ['咨询方式', CONSULT_WAY_LABEL[order.consultWay]],
          ['预约方式', APPOINT_MODE_LABEL[order.appointMode]],
          ['咨询类型', CONSULT_TYPE_LABEL[order.consultType]],
          ['心理状态', <MentalStatusTag key="mental" status={order.mentalStatus} />],
          ['最近测评', <MeasureLines key="measures" order={order} />],
          ['问题类型', show(order.problemTypeNames)],
          ['问题描述', show(order.problemDesc)],
          ['是否爽约', BREACH_LABEL[order.isBreakContract]],
          ['咨询师', order.expertName],
          ['预约时段', slotText(order)],
          ...(order.seriesIndex > 0
            ? [['周期预约', seriesLabel(order.seriesIndex, order.seriesCount)] as [string, string]]
            : []),
          ['时长', `${order.durationMin}分钟`],
          ['金额', `¥${formatYuan(order.amount)}`],
          ['支付状态', PAY_STATUS_LABEL[order.payStatus]],
          ['创建人', show(order.createAccount)],
          ['创建时间', order.createTime],
          ['接单时间', show(order.acceptTime)],
          ['完成时间', show(order.finishTime)],
          ['确认时间', show(order.confirmTime)],
          ['取消时间', show(order.cancelTime)],
          ['取消原因', show(order.cancelReason)],
          ['取消方', show(CANCEL_BY_LABEL[order.cancelBy] ?? order.cancelBy)],
          ['备注', show(order.remark)],
        ])}
      />
    </Section>
  );
}

/** The operation log as a timeline, oldest first. */
export function TimelineSection({ order }: { order: Order }) {
  return (
    <Section title="操作记录">
      <Timeline
        items={order.logs.map((entry, index) => ({
          key: index,
          content: (
            <>
              <Typography.Text strong>{entry.actionLabel}</Typography.Text>
              {entry.from !== null && entry.from !== entry.to
                ? `（${statusText(entry.from)} → ${statusText(entry.to)}）`
                : `（${statusText(entry.to)}）`}
              <div>
                {entry.time} · {entry.by}
                {entry.note && ` · ${entry.note}`}
              </div>
            </>
          ),
        }))}
      />
    </Section>
  );
}

/** 催单记录, 回访记录 (overdue ones marked) and 推荐. */
export function RecordsSection({ order }: { order: Order }) {
  return (
    <>
      <Section title="催单记录">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={order.urgeLogs}
          columns={[
            {
              title: '类型',
              dataIndex: 'kind',
              render: (kind: number) => labelOf(URGE_KIND_LABEL, kind),
            },
            {
              title: '对象',
              dataIndex: 'target',
              render: (target: string) => URGE_TARGET_LABELS[target] ?? EMPTY_TEXT,
            },
            {
              title: '渠道',
              dataIndex: 'channel',
              render: (channel: string) => URGE_CHANNEL_LABELS[channel] ?? EMPTY_TEXT,
            },
            { title: '内容', dataIndex: 'content' },
            { title: '结果', dataIndex: 'result' },
            { title: '操作人', dataIndex: 'operator' },
            { title: '时间', dataIndex: 'createTime' },
          ]}
        />
      </Section>
      <Section title="回访记录">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={order.followUps}
          columns={[
            { title: '计划时间', dataIndex: 'planTime' },
            {
              title: '状态',
              key: 'status',
              render: (_, row) => (
                <>
                  {labelOf(FOLLOW_UP_STATUS_LABEL, row.status)}
                  {row.overdue && (
                    <Tag
                      style={{
                        color: '#a8071a',
                        borderColor: '#a8071a',
                        background: '#fff1f0',
                        marginInlineStart: 8,
                      }}
                    >
                      已逾期
                    </Tag>
                  )}
                </>
              ),
            },
            { title: '方式', dataIndex: 'method' },
            { title: '回访时间', dataIndex: 'doneTime', render: show },
            { title: '内容', dataIndex: 'content', render: show },
            { title: '结果', dataIndex: 'result', render: show },
            {
              title: '心理状态',
              dataIndex: 'mentalStatus',
              render: (code: number) => labelOf(MENTAL_STATUS_LABEL, code),
            },
            { title: '后续', dataIndex: 'nextAction', render: show },
            { title: '回访人', dataIndex: 'operator' },
          ]}
        />
      </Section>
      <Section title="推荐">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={order.recommendations}
          columns={[
            {
              title: '类型',
              dataIndex: 'type',
              render: (type: RecommendBody['kind']) => RECOMMEND_KIND_LABEL[type],
            },
            { title: '推荐内容', dataIndex: 'targetName' },
            { title: '推荐理由', dataIndex: 'reason', render: show },
            { title: '推荐人', dataIndex: 'createBy' },
            { title: '时间', dataIndex: 'createTime' },
          ]}
        />
      </Section>
    </>
  );
}
