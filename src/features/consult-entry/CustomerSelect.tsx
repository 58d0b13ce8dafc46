import { Select } from 'antd';
import { useState } from 'react';
import { useListCustomersQuery } from '@/shared/counselling/lookupApi';
import { useDebounced } from './useDebounced';

export interface CustomerOption {
  id: string;
  name: string;
  mobile: string;
}

interface CustomerSelectProps {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The chosen customer, so it keeps its label before any search (a link's or a new one). */
  current?: CustomerOption;
}

const label = (row: CustomerOption) => `${row.name}（${row.mobile}）`;

/** 来访者: searched by name or mobile among the organisation's customers; archived ones are not offered. */
export function CustomerSelect({ id, value, onChange, current }: CustomerSelectProps) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim());
  const { data, isFetching } = useListCustomersQuery({
    keyword: settled,
    archived: 0,
    pageNum: 1,
    pageSize: 20,
  });
  const rows = data?.rows ?? [];
  const options = [
    ...(current && !rows.some((row) => row.id === current.id) ? [current] : []),
    ...rows,
  ].map((row) => ({ value: row.id, label: label(row) }));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={isFetching}
      placeholder="输入姓名或手机号搜索"
      options={options}
    />
  );
}
