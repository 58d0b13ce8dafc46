import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Button, Checkbox, Popover } from 'antd';
import {
  STAT_COLUMNS,
  STAT_COLUMN_LABELS,
  type StatColumn,
} from '@/shared/counselling/statisticsCodes';

/** 列设置: which figures the table shows (at least one), kept in the columns' own order. */
export function ColumnPicker({
  value,
  onChange,
}: {
  value: readonly StatColumn[];
  onChange: (columns: StatColumn[]) => void;
}) {
  const content = (
    <Checkbox.Group
      aria-label="显示列"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 160px)', gap: 8 }}
      value={[...value]}
      options={STAT_COLUMNS.map((column) => ({
        value: column,
        label: STAT_COLUMN_LABELS[column],
        disabled: value.length === 1 && value[0] === column,
      }))}
      onChange={(chosen) => onChange(STAT_COLUMNS.filter((column) => chosen.includes(column)))}
    />
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="显示列" content={content}>
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
