import { Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { RISK_SOURCE_LABELS } from '@/shared/counselling/chartLabels';
import { EMPTY_TEXT } from '@/shared/utils/format';
import { MENTAL_STATUS_COLOR, MENTAL_STATUS_LABEL, type CustomerDetail } from '../types';

export const mentalTag = (status: number) =>
  status in MENTAL_STATUS_LABEL ? (
    <Tag color={MENTAL_STATUS_COLOR[status as 0 | 1 | 2]}>
      {MENTAL_STATUS_LABEL[status as 0 | 1 | 2]}
    </Tag>
  ) : null;

/** A card of the overview's row: a third of the width, all of it on a narrow screen. */
const CARD_STYLE = { flex: '1 1 300px', minWidth: 0 } as const;

type RiskChange = CustomerDetail['riskHistory'][number];

/** Where a change was assessed, as a link to the order or the call. */
function riskSource(change: RiskChange) {
  const label = `${RISK_SOURCE_LABELS[change.source]} ${change.sourceNo}`;
  if (change.source === 'measure') return <Link to="?tab=measures">{label}</Link>;
  if (change.hotlineId && change.source === 'hotline')
    return <Link to={`/consult/hotline/${change.hotlineId}`}>{label}</Link>;
  if (change.orderId) return <Link to={`/consult/orders/${change.orderId}`}>{label}</Link>;
  return label;
}

/** 当前风险: the visitor's mentalStatus now and each time it changed, newest first. */
export function RiskCard({ customer }: { customer: CustomerDetail }) {
  return (
    <Card title="当前风险" style={CARD_STYLE} role="region" aria-label="当前风险">
      <Flex vertical gap="small">
        <div>心理状态：{mentalTag(customer.mentalStatus)}</div>
        <Table<RiskChange>
          size="small"
          rowKey={(change) => `${change.time}${change.source}${change.sourceNo}`}
          dataSource={customer.riskHistory}
          locale={{ emptyText: '暂无评估记录' }}
          pagination={{ pageSize: 5, hideOnSinglePage: true, size: 'small' }}
          columns={[
            { title: '评估时间', dataIndex: 'time' },
            { title: '心理状态', dataIndex: 'mentalStatus', render: mentalTag },
            { title: '来源', key: 'source', render: (_value, change) => riskSource(change) },
          ]}
        />
      </Flex>
    </Card>
  );
}

/** 咨询概况: sessions done, planned and missed, and the counsellors seen. */
export function CareCard({ customer }: { customer: CustomerDetail }) {
  const { done, planned, missed } = customer.sessions;
  return (
    <Card title="咨询概况" style={CARD_STYLE} role="region" aria-label="咨询概况">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="已完成">{done} 次</Descriptions.Item>
        <Descriptions.Item label="待进行">{planned} 次</Descriptions.Item>
        <Descriptions.Item label="爽约">{missed} 次</Descriptions.Item>
        <Descriptions.Item label="最近咨询">
          {customer.lastConsultTime || EMPTY_TEXT}
        </Descriptions.Item>
        <Descriptions.Item label="咨询师">
          {customer.counsellors.length === 0
            ? EMPTY_TEXT
            : customer.counsellors
                .map((counsellor) => `${counsellor.name}（${counsellor.sessions}次）`)
                .join('、')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

type OpenTodo = CustomerDetail['openTodos'][number];

/** 未处理待办: the open to-dos on the visitor's orders, calls and follow-ups, soonest due first. */
export function TodoCard({ todos }: { todos: OpenTodo[] }) {
  return (
    <Card
      title={`未处理待办（${todos.length}）`}
      style={CARD_STYLE}
      role="region"
      aria-label="未处理待办"
      extra={todos.length > 0 && <Link to="/consult/todos">前往待办</Link>}
    >
      <Table<OpenTodo>
        size="small"
        rowKey="id"
        dataSource={todos}
        locale={{ emptyText: '暂无待办' }}
        pagination={{ pageSize: 5, hideOnSinglePage: true, size: 'small' }}
        columns={[
          { title: '类型', dataIndex: 'type', render: (type: string) => <Tag>{type}</Tag> },
          { title: '事项', dataIndex: 'title' },
          {
            title: '截止时间',
            dataIndex: 'dueTime',
            render: (due: string, todo) => (
              <Typography.Text type={todo.overdue ? 'danger' : undefined}>
                {due || EMPTY_TEXT}
                {todo.overdue && '（已逾期）'}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
