import DownOutlined from '@ant-design/icons/DownOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { Button, Form, Space } from 'antd';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cleanFilters } from './searchQuery';
import type { SearchTableState } from './useSearchTable';

/** Whether a filter's value narrows the list (not empty, not the all-option). */
const isSet = (value: unknown) => {
  if (Array.isArray(value))
    return value.some((item) => item !== null && item !== undefined && item !== '');
  return Object.keys(cleanFilters({ value })).length > 0;
};

// Constants, not literals: a new object would give antd's form a new context on each render of
// the list, and every field would render again on each page change (issue 32).
const LABEL_COL = { flex: '0 0 6em' };
const WRAPPER_COL = { flex: 'auto' };

/**
 * The filters as an aligned grid (labels one width, controls filling their cells), 查询 / 重置 at
 * the end of the first row, and `more` (the less common filters) folded behind 展开 / 收起. A
 * folded filter never hides a value: applied from the address or by 查询, the fold opens; set and
 * folded by hand, 展开 says how many are set.
 */
export function SearchFilters<F>({
  search,
  filters,
  more,
}: {
  search: SearchTableState<F>;
  filters: ReactNode;
  more?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const moreBox = useRef<HTMLDivElement>(null);
  const moreId = useId();
  // The folded fields' names, read from the ids antd gives their controls (the field's name).
  const [moreNames, setMoreNames] = useState<string[]>([]);
  useLayoutEffect(() => {
    const box = moreBox.current;
    if (!box) return;
    const known = Object.keys(search.form.getFieldsValue() as object);
    const ids = [...box.querySelectorAll('[id]')].map((element) => element.id);
    const names = known.filter((name) => ids.includes(name));
    setMoreNames((old) => (old.join() === names.join() ? old : names));
  }, [search.form, more, search.query]);
  const setCount =
    Form.useWatch(
      (values: Record<string, unknown> | undefined) =>
        moreNames.filter((name) => isSet(values?.[name])).length,
      search.form,
    ) ?? 0;
  const anySet = setCount > 0;
  // A folded filter holding a value opens the fold, once for each applied state (a link, Back, a
  // reload, 查询): folded again by hand, it stays folded until the next.
  const [openedFor, setOpenedFor] = useState<unknown>();
  if (anySet && openedFor !== search.query) {
    setOpenedFor(search.query);
    setExpanded(true);
  }

  return (
    <Form
      form={search.form}
      className="search-table-filters"
      labelCol={LABEL_COL}
      labelWrap
      wrapperCol={WRAPPER_COL}
      initialValues={search.initialValues}
      onFinish={search.onSearch}
      aria-label="查询条件"
      role="search"
    >
      {filters}
      <div className="search-table-actions">
        <Space>
          {/* autoInsertSpace off: the labels stay exactly 查询 / 重置 for people and tests */}
          <Button type="primary" htmlType="submit" autoInsertSpace={false}>
            查询
          </Button>
          <Button onClick={search.onReset} autoInsertSpace={false}>
            重置
          </Button>
          {more && (
            <Button
              type="link"
              aria-expanded={expanded}
              aria-controls={moreId}
              icon={expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
              iconPlacement="end"
              onClick={() => setExpanded(!expanded)}
              autoInsertSpace={false}
            >
              {expanded ? '收起' : anySet ? `展开（已设${setCount}项）` : '展开'}
            </Button>
          )}
        </Space>
      </div>
      {more && (
        <div id={moreId} ref={moreBox} className="search-table-more" hidden={!expanded}>
          {more}
        </div>
      )}
    </Form>
  );
}
