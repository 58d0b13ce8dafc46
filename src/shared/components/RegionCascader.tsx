/**
 * Region picker over the full China region tree (assessment spec §3), loaded on first render.
 *
 * `<RegionCascader value="440000-440300-440305" onChange={(areaCode) => …} />` — the value is the
 * six-digit codes from province down, joined by '-'; `onChange` gets undefined when cleared. Works
 * as an antd `Form.Item` control. Pair with `regionNames(areaCode)` / `useRegionNames(areaCode)`
 * from `@/shared/regions/regionNames` to show `广东省 深圳市 南山区`.
 */
import { Cascader } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { splitAreaCode, useRegionTree } from '@/shared/regions/regionNames';
import type { RegionNode } from '@/shared/regions/types';

export interface RegionCascaderProps {
  value?: string;
  onChange?: (areaCode?: string) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** Let a province or city be chosen without going down to a district (filters). */
  changeOnSelect?: boolean;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
}

const FIELD_NAMES = { label: 'label', value: 'code', children: 'children' } as const;

const matchesSearch = (input: string, path: RegionNode[]) =>
  path.some((node) => node.label.includes(input.trim()));

export function RegionCascader({
  value,
  onChange,
  placeholder = '请选择地区',
  disabled,
  allowClear = true,
  changeOnSelect,
  style,
  id,
  'aria-label': ariaLabel,
}: RegionCascaderProps) {
  const tree = useRegionTree();
  // One array per tree: a new one each render made the Cascader index all ~3,500 regions again
  // on every keystroke of the form around it.
  const options = useMemo(() => (tree ? [...tree] : []), [tree]);
  const codes = splitAreaCode(value);
  return (
    <Cascader<RegionNode>
      id={id}
      aria-label={ariaLabel}
      options={options}
      fieldNames={FIELD_NAMES}
      loading={!tree}
      value={codes.length > 0 ? codes : undefined}
      onChange={(path) => {
        const picked = (path ?? []).map(String).filter(Boolean);
        onChange?.(picked.length > 0 ? picked.join('-') : undefined);
      }}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      changeOnSelect={changeOnSelect}
      showSearch={{ filter: matchesSearch }}
      style={{ width: '100%', ...style }}
    />
  );
}
