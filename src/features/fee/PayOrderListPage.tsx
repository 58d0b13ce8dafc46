import { Flex, Form, Input, Select } from 'antd';
import { PageTitle } from '@/shared/components/PageTitle';
import {
  ALL_OPTION,
  SearchTable,
  TextFilter,
  useSearchTable,
  withAll,
} from '@/shared/components/SearchTable';
import { RangePicker } from '@/shared/components/RangePicker';
import { useListPayOrdersQuery } from './api';
import { PAY_ORDER_FIELDS, tableColumns } from './feeFields';
import { MoneySummary } from './MoneySummary';
import { PAY_ORDER_STATUS_LABEL, PAY_TYPE_LABEL, type PayOrderRow } from './types';

const COLUMNS = tableColumns(PAY_ORDER_FIELDS);

const choices = (labels: Record<number, string>) =>
  withAll(Object.entries(labels).map(([value, label]) => ({ value: Number(value), label })));

/** 支付订单 (08-01-03): one per consult order, with refunds; `?orderNo=` (from an order's detail) filters to that order. */
export default function PayOrderListPage() {
  const search = useSearchTable<Record<string, unknown>>({
    initialFilters: {
      payType: ALL_OPTION,
      status: ALL_OPTION,
    },
    dateRanges: { payTime: ['payTimeStart', 'payTimeEnd'] },
  });
  const { data, isFetching, error, refetch } = useListPayOrdersQuery(search.query);
  return (
    <Flex vertical gap="middle">
      <PageTitle title="支付订单" />
      <SearchTable<PayOrderRow, Record<string, unknown>>
        search={search}
        filters={
          <>
            <TextFilter label="支付单号" name="payNo" />
            <TextFilter label="订单号" name="orderNo" />
            <Form.Item label="来访者" name="visitor">
              <Input allowClear placeholder="姓名或手机号" />
            </Form.Item>
          </>
        }
        moreFilters={
          <>
            <Form.Item label="支付方式" name="payType">
              <Select style={{ width: 100 }} options={choices(PAY_TYPE_LABEL)} />
            </Form.Item>
            <Form.Item label="支付状态" name="status">
              <Select style={{ width: 100 }} options={choices(PAY_ORDER_STATUS_LABEL)} />
            </Form.Item>
            <Form.Item label="支付时间" name="payTime">
              <RangePicker />
            </Form.Item>
          </>
        }
        columns={COLUMNS}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      <MoneySummary
        items={[
          ['支付金额', data?.summary.amount],
          ['退款金额', data?.summary.refundAmount],
        ]}
      />
    </Flex>
  );
}
