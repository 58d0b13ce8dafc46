import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Button, Checkbox, Popover } from 'antd';

/** 列设置: which figures the table shows (at least one), kept in the columns' own order. */
export function ColumnPicker<C extends string>({
  columns,
  labels,
  value,
  onChange,
}: {
  /** Every column that may be shown, in the table's order. */
  columns: readonly C[];
  labels: Readonly<Record<C, string>>;
  value: readonly C[];
  onChange: (columns: C[]) => void;
}) {
  const content = (
    <Checkbox.Group<C>
      aria-label="显示列"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 160px)', gap: 8 }}
      value={[...value]}
      options={columns.map((column) => ({
        value: column,
        label: labels[column],
        disabled: value.length === 1 && value[0] === column,
      }))}
      onChange={(chosen) => onChange(columns.filter((column) => chosen.includes(column)))}
    />
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="显示列" content={content}>
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
