import { Transfer } from 'antd';
import type { TransferKey } from 'antd/es/transfer/interface';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

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

/**
 * Names the checkboxes antd's Transfer leaves without one (axe: label, critical; WCAG 4.1.2): an
 * item's sits beside its text, each list's select-all beside its count. An item's is named by
 * its title, a select-all by 全选 and its list's title; again whenever antd redraws a list (a
 * search, a move). antd offers no prop for either name.
 */
function useCheckboxNames(box: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const name = () => {
      for (const list of root.querySelectorAll('.ant-transfer-section')) {
        const title = list.querySelector('.ant-transfer-list-header-title')?.textContent ?? '';
        list
          .querySelector('.ant-transfer-list-header input[type="checkbox"]')
          ?.setAttribute('aria-label', `全选${title}`);
        for (const item of list.querySelectorAll<HTMLLIElement>(
          'li.ant-transfer-list-content-item',
        ))
          item.querySelector('input[type="checkbox"]')?.setAttribute('aria-label', item.title);
      }
    };
    name();
    // Nodes and text only: the names set here are attribute changes, which it does not watch.
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [box]);
}

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
  const box = useRef<HTMLDivElement>(null);
  useCheckboxNames(box);
  return (
    <div ref={box}>
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
    </div>
  );
}
