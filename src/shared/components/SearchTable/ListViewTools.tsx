import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import ColumnHeightOutlined from '@ant-design/icons/ColumnHeightOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Button, Checkbox, Dropdown, Flex, Popover, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { memo, useRef, useState } from 'react';
import type { Density, ListView } from '@/shared/preferences/columnChoice';

type Column<T> = NonNullable<TableProps<T>['columns']>[number];

/**
 * A search table's column: antd's, and whether the list starts with it hidden (issue 29: the
 * default columns fit at 1440; the others wait in 列设置). The key column and 操作 are always shown.
 */
export type SearchColumn<T> = Column<T> & { defaultHidden?: boolean };

/** A column's stable key: its `key`, else its `dataIndex`; undefined for neither. */
function columnKeyOf(column: Column<object>): string | undefined {
  if (column.key !== undefined) return String(column.key);
  const index = 'dataIndex' in column ? column.dataIndex : undefined;
  if (index === undefined || index === null) return undefined;
  return Array.isArray(index) ? index.join('.') : String(index);
}

/** The 操作 column: always shown, like the key column (the first). */
const isActions = (column: Column<object>) =>
  column.title === '操作' || ['actions', 'action', 'operation'].includes(String(column.key));

interface ColumnEntry {
  key: string;
  title: string;
  /** The key column and 操作 cannot be hidden. */
  locked: boolean;
  /** Shown when the user has set nothing (and after 恢复默认). */
  shownByDefault: boolean;
}

/** The columns a user can set (those with a stable key), in the list's own order. */
export function columnEntries<T>(columns: readonly SearchColumn<T>[]): ColumnEntry[] {
  const entries: ColumnEntry[] = [];
  columns.forEach((column, at) => {
    const key = columnKeyOf(column as Column<object>);
    if (key === undefined) return;
    const title = typeof column.title === 'string' ? column.title : key;
    const locked = at === 0 || isActions(column as Column<object>);
    entries.push({ key, title, locked, shownByDefault: locked || column.defaultHidden !== true });
  });
  return entries;
}

/**
 * The columns as the view sets them: hidden ones dropped, the set ones in the user's order in the
 * places set columns hold (the key column, 操作 and columns without a key stay where they are).
 */
export function viewedColumns<T>(columns: readonly SearchColumn<T>[], view: ListView): Column<T>[] {
  const entries = columnEntries(columns);
  const movable = new Set(entries.filter((entry) => !entry.locked).map((entry) => entry.key));
  const byKey = new Map(columns.map((column) => [columnKeyOf(column as Column<object>), column]));
  const ordered = view.order.filter((key) => movable.has(key));
  let next = 0;
  const placed = columns.map((column) => {
    const key = columnKeyOf(column as Column<object>);
    return key !== undefined && movable.has(key) ? byKey.get(ordered[next++])! : column;
  });
  const locked = new Set(entries.filter((entry) => entry.locked).map((entry) => entry.key));
  return placed
    .filter((column) => {
      const key = columnKeyOf(column as Column<object>);
      return key === undefined || locked.has(key) || view.shown.includes(key);
    })
    .map(({ defaultHidden: _defaultHidden, ...column }) => column as Column<T>);
}

const DENSITY_LABEL: Record<Density, string> = { default: '默认', compact: '紧凑' };

/**
 * The table's own toolbar (as ProTable's and RuoYi's right toolbar): 密度 (默认 / 紧凑) and 列设置
 * (show or hide each column, move it up or down). Every control is a button or a checkbox, so the
 * keyboard reaches them all; the popover opens in place, right after its button in the tab order.
 * Memoised: its tooltips, dropdown and popover need not render again with each page of rows.
 */
export const ListViewTools = memo(function ListViewTools({
  entries,
  view,
  onChange,
  onReset,
}: {
  entries: ColumnEntry[];
  view: ListView;
  onChange: (view: ListView) => void;
  onReset: () => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const listed = view.order.map((key) => byKey.get(key)).filter((entry) => entry !== undefined);
  const movable = listed.filter((entry) => !entry.locked);

  const toggle = (key: string, shown: boolean) =>
    onChange({
      ...view,
      shown: view.order.filter((other) => (other === key ? shown : view.shown.includes(other))),
    });
  const move = (key: string, by: -1 | 1) => {
    const keys = movable.map((entry) => entry.key);
    const at = keys.indexOf(key);
    const to = at + by;
    if (at < 0 || to < 0 || to >= keys.length) return;
    [keys[at], keys[to]] = [keys[to], keys[at]];
    // Locked columns keep their places in the order; the movable ones take the new sequence.
    let next = 0;
    const order = view.order.map((other) =>
      byKey.get(other)?.locked === false ? keys[next++] : other,
    );
    onChange({ ...view, order, shown: order.filter((other) => view.shown.includes(other)) });
  };

  const settings = (
    <div
      className="search-table-columns"
      role="group"
      aria-label="列设置"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        opener.current?.focus();
      }}
    >
      <ul>
        {listed.map((entry) => {
          const place = movable.indexOf(entry);
          return (
            <li key={entry.key}>
              <Checkbox
                checked={entry.locked || view.shown.includes(entry.key)}
                disabled={entry.locked}
                onChange={(event) => toggle(entry.key, event.target.checked)}
              >
                {entry.title}
              </Checkbox>
              {!entry.locked && (
                <span className="search-table-move">
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移 ${entry.title}`}
                    disabled={place === 0}
                    onClick={() => move(entry.key, -1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移 ${entry.title}`}
                    disabled={place === movable.length - 1}
                    onClick={() => move(entry.key, 1)}
                  />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Button type="link" size="small" onClick={onReset} autoInsertSpace={false}>
        恢复默认
      </Button>
    </div>
  );

  return (
    <Flex gap="small" className="search-table-tools">
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [view.density],
          items: (['default', 'compact'] as const).map((density) => ({
            key: density,
            label: DENSITY_LABEL[density],
          })),
          onClick: ({ key }) => onChange({ ...view, density: key as Density }),
        }}
      >
        <Tooltip title="密度">
          <Button
            icon={<ColumnHeightOutlined />}
            aria-label={`密度：${DENSITY_LABEL[view.density]}`}
          />
        </Tooltip>
      </Dropdown>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        placement="bottomRight"
        title="列设置"
        content={settings}
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      >
        <Tooltip title="列设置">
          <Button
            ref={opener}
            icon={<SettingOutlined />}
            aria-label="列设置"
            aria-expanded={open}
          />
        </Tooltip>
      </Popover>
    </Flex>
  );
});
