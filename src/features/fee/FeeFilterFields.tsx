import { Form, Select } from 'antd';
import { RemoteSelect } from '@/shared/components/RemoteSelect';
import { ALL_OPTION, TextFilter, withAll } from '@/shared/components/SearchTable';
import { useExpertOptions } from '@/shared/counselling/useExpertOptions';
import { RangePicker } from '@/shared/components/RangePicker';
import { useListFeeOrgsQuery } from './api';

/** The filters' form values and the keys the period range is sent as. */
export const FEE_DATE_RANGES = { period: ['periodStart', 'periodEnd'] as [string, string] };
export const FEE_INITIAL_FILTERS = { status: ALL_OPTION, orgId: ALL_OPTION };

/**
 * 结算周期, 订单号, 咨询师, 服务机构 and 结算状态: the filters the fee list and the fee lines share;
 * `part` of them, the common three on the first row or the two more ones that fold.
 */
export function FeeFilterFields({
  statuses,
  part,
}: {
  statuses: Record<number, string>;
  part: 'common' | 'more';
}) {
  const fetchExperts = useExpertOptions();
  const { data: orgs = [] } = useListFeeOrgsQuery();
  if (part === 'common')
    return (
      <>
        <Form.Item label="结算周期" name="period">
          <RangePicker />
        </Form.Item>
        <TextFilter label="订单号" name="orderNo" />
        <Form.Item label="咨询师" name="expertId">
          <RemoteSelect
            allowClear
            placeholder="请选择咨询师"
            aria-label="咨询师"
            style={{ width: 160 }}
            fetchOptions={fetchExperts}
          />
        </Form.Item>
      </>
    );
  return (
    <>
      <Form.Item label="服务机构" name="orgId">
        <Select
          aria-label="服务机构"
          style={{ width: 200 }}
          options={withAll(orgs.map((org) => ({ value: org.id, label: org.name })))}
        />
      </Form.Item>
      <Form.Item label="结算状态" name="status">
        <Select
          aria-label="结算状态"
          style={{ width: 110 }}
          options={withAll(
            Object.entries(statuses).map(([value, label]) => ({ value: Number(value), label })),
          )}
        />
      </Form.Item>
    </>
  );
}
