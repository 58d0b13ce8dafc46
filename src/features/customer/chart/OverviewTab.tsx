import { Card, Descriptions, Flex, Space, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { riskScore } from '@/shared/counselling/consultLabels';
import { HOTLINE_STATUS_LABELS } from '@/shared/counselling/hotlineCodes';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/shared/counselling/orderTransitions';
import { EMPTY_TEXT } from '@/shared/utils/format';
import { FOLLOW_UP_STATUS_LABEL, type CustomerDetail } from '../types';
import { CareCard, RiskCard, TodoCard, mentalTag } from './OverviewCards';
import { ConsentStatusTag } from './ConsentTab';

type Order = CustomerDetail['orders'][number];
type FollowUp = CustomerDetail['followUps'][number];
type HotlineCall = NonNullable<CustomerDetail['hotlineCalls']>[number];

/** 概览: who the visitor is, their risk and its changes, their care so far, what is still to do, and their orders, follow-ups and hotline calls (with the hotline menu code). */
export function OverviewTab({ customer }: { customer: CustomerDetail }) {
  return (
    <Flex vertical gap="middle">
      {/* Who the visitor is and their status are in the header above the tabs (CustomerDetailHeader). */}
      <Card title="基本信息">
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label="姓名">{customer.name}</Descriptions.Item>
          <Descriptions.Item label="紧急联系人">
            {customer.emergencyContact
              ? `${customer.emergencyContact.name}（${customer.emergencyContact.relation}）${customer.emergencyContact.mobile}`
              : EMPTY_TEXT}
          </Descriptions.Item>
          <Descriptions.Item label="创建时间">{customer.createTime}</Descriptions.Item>
          <Descriptions.Item label="知情同意">
            <ConsentStatusTag cusUserId={customer.id} />
          </Descriptions.Item>
          <Descriptions.Item label="备注">{customer.remark || EMPTY_TEXT}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Flex gap="middle" wrap>
        <RiskCard customer={customer} />
        <CareCard customer={customer} />
        <TodoCard todos={customer.openTodos} />
      </Flex>
      <Card title="咨询订单">
        <Table<Order>
          rowKey="id"
          size="small"
          dataSource={customer.orders}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            {
              title: '订单号',
              dataIndex: 'orderNo',
              render: (orderNo: string, order) => (
                <Link to={`/consult/orders/${order.id}`}>{orderNo}</Link>
              ),
            },
            {
              title: '状态',
              dataIndex: 'status',
              render: (status: number) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status,
            },
            { title: '咨询师', dataIndex: 'expertName' },
            {
              title: '预约时间',
              key: 'slot',
              // A series session says which one it is (第 3/8 次).
              render: (_value, order) =>
                [`${order.appointDate} ${order.startTime}`, order.seriesLabel]
                  .filter(Boolean)
                  .join(' '),
            },
            { title: '心理状态', dataIndex: 'mentalStatus', render: mentalTag },
          ]}
        />
      </Card>
      <Card title="回访记录">
        <Table<FollowUp>
          rowKey="id"
          size="small"
          dataSource={customer.followUps}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: '计划时间', dataIndex: 'planTime' },
            {
              title: '状态',
              dataIndex: 'status',
              render: (status: number) => FOLLOW_UP_STATUS_LABEL[status] ?? status,
            },
            {
              title: '结果',
              dataIndex: 'result',
              render: (result: string) => result || EMPTY_TEXT,
            },
            {
              title: '订单',
              dataIndex: 'orderId',
              render: (orderId: string) => <Link to={`/consult/orders/${orderId}`}>查看订单</Link>,
            },
          ]}
        />
      </Card>
      {customer.hotlineCalls && (
        <Card title="热线来电">
          <Table<HotlineCall>
            rowKey="id"
            size="small"
            dataSource={customer.hotlineCalls}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              {
                title: '工单号',
                dataIndex: 'hotlineNo',
                render: (no: string, call) => <Link to={`/consult/hotline/${call.id}`}>{no}</Link>,
              },
              { title: '来电时间', dataIndex: 'callStart' },
              {
                title: '来电号码',
                dataIndex: 'callerMobile',
                render: (mobile: string, call) => (call.anonymous ? '匿名' : mobile),
              },
              {
                title: '来电类型',
                dataIndex: 'callType',
                // as the hotline list: the type, and 危机 in words on a crisis call
                render: (type: string, call) => (
                  <Space size={4}>
                    <span>{type}</span>
                    {call.crisis && <Tag color="error">危机</Tag>}
                  </Space>
                ),
              },
              { title: '自杀意念', dataIndex: 'suicideIntent', render: riskScore },
              { title: '处理方式', dataIndex: 'handling' },
              {
                title: '状态',
                dataIndex: 'status',
                render: (status: HotlineCall['status']) => HOTLINE_STATUS_LABELS[status],
              },
              {
                title: '咨询订单',
                dataIndex: 'orderNo',
                render: (no: string) => no || EMPTY_TEXT,
              },
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}
