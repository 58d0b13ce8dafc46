import { DetailHeader } from '@/shared/components/DetailHeader';
import { useGetCustomerQuery } from '@/shared/counselling/lookupApi';
import { EMPTY_TEXT } from '@/shared/utils/format';
import { MENTAL_STATUS_COLOR, MENTAL_STATUS_LABEL, SEX_LABEL } from './types';

/**
 * The customer detail header (decision 0023): who the visitor is (sex, age, mobile, source), their
 * status (在册 or 已归档, and their latest mental status) and their care so far (咨询次数, 最近咨询),
 * over every tab of 来访者档案. It reads the visitor from the API cache the chart's tabs share
 * (cusUser/detail), so a tab change asks for nothing and the header never flashes.
 */
export function CustomerDetailHeader({ id }: { id: string }) {
  const { data: customer, isLoading } = useGetCustomerQuery(id);
  if (!customer)
    return (
      <DetailHeader
        title="来访者档案"
        back="/consult/customers"
        label="来访者概要"
        loading={isLoading}
        tags={[]}
        facts={[]}
      />
    );
  return (
    <DetailHeader
      title={`来访者档案：${customer.name}`}
      back="/consult/customers"
      label="来访者概要"
      tags={[
        customer.archived
          ? { key: 'archived', text: `已归档（${customer.archiveTime}，${customer.archiveBy}）` }
          : { key: 'archived', text: '在册', color: 'green' },
        {
          key: 'mental',
          text: `心理状态 ${MENTAL_STATUS_LABEL[customer.mentalStatus]}`,
          color: MENTAL_STATUS_COLOR[customer.mentalStatus],
        },
      ]}
      facts={[
        { label: '性别', value: SEX_LABEL[customer.sex] },
        { label: '出生日期', value: `${customer.birthday}（${customer.age}岁）` },
        { label: '手机号', value: customer.mobile },
        { label: '来源', value: customer.source || EMPTY_TEXT },
        { label: '咨询次数', value: customer.consultCount },
        { label: '最近咨询', value: customer.lastConsultTime || EMPTY_TEXT },
      ]}
    />
  );
}
