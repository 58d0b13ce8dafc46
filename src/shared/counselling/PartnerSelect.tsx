import { Select } from 'antd';
import { useListPartnersQuery } from './lookupApi';

export interface PartnerSelectProps {
  value?: string;
  onChange?: (partnerId?: string) => void;
  id?: string;
}

/** An optional partner (合作中 only) for manual entry: the order then takes the partner's price. */
export function PartnerSelect({ value, onChange, id }: PartnerSelectProps) {
  const partners = useListPartnersQuery({ pageNum: 1, pageSize: 0, status: 1 });
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="不选则按咨询师价格"
      loading={partners.isFetching}
      value={value}
      onChange={(next?: string) => onChange?.(next)}
      options={partners.data?.rows.map((row) => ({ value: row.id, label: row.name }))}
    />
  );
}
