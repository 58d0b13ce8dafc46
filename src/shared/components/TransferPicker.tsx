import { Transfer } from 'antd';
import type { TransferKey } from 'antd/es/transfer/interface';
import type { ReactNode } from 'react';

export type PickerKey = TransferKey;

export interface PickerItem {
  key: PickerKey;
  title: string;
  description?: string;
  disabled?: boolean;
}

export interface TransferPickerProps {
  /** Every item that can be picked. */
  items: PickerItem[];
  /** Picked keys (Form control value). */
  value?: PickerKey[];
  onChange?: (keys: PickerKey[]) => void;
  /** Titles of the two lists; defaults to 待选 / 已选. */
  titles?: [ReactNode, ReactNode];
  disabled?: boolean;
  /** Height of each list in px. */
  height?: number;
  searchPlaceholder?: string;
}

/** Searches title and description, ignoring case. */
export const matchesItem = (keyword: string, item: PickerItem): boolean => {
  const needle = keyword.trim().toLowerCase();
  return `${item.title} ${item.description ?? ''}`.toLowerCase().includes(needle);
};

/** Two lists (available, picked) with search; a Form control whose value is the picked keys. */
export function TransferPicker({
  items,
  value,
  onChange,
  titles = ['待选', '已选'],
  disabled,
  height = 320,
  searchPlaceholder = '请输入搜索内容',
}: TransferPickerProps) {
  return (
    <Transfer<PickerItem>
      dataSource={items}
      targetKeys={value ?? []}
      onChange={(keys) => onChange?.(keys)}
      titles={titles}
      disabled={disabled}
      showSearch={{ placeholder: searchPlaceholder }}
      filterOption={matchesItem}
      render={(item) => item.title}
      actions={['添加', '移除']}
      styles={{ section: { width: 260, height } }}
    />
  );
}
