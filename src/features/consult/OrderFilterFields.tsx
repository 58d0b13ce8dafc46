import { Form, Input, Select, TreeSelect } from 'antd';
import type { TreeSelectProps } from 'antd';
import { memo, useMemo } from 'react';
import { RemoteSelect } from '@/shared/components/RemoteSelect';
import { ALL_OPTION } from '@/shared/components/SearchTable';
import { useProblemTypeTreeQuery } from '@/shared/counselling/lookupApi';
import { RangePicker } from '@/shared/components/RangePicker';
import { useExpertOptions } from '@/shared/counselling/useExpertOptions';
import {
  APPOINT_MODE_LABEL,
  BREACH_LABEL,
  CONSULT_TYPE_LABEL,
  CONSULT_WAY_LABEL,
  MENTAL_STATUS_LABEL,
  RECORD_OVERDUE_LABEL,
  type OrderScope,
} from './types';

/** 全部 (-99, never sent) and then each label of a code table. */
const optionsOf = (labels: Record<number, string>) => [
  { label: '全部', value: ALL_OPTION },
  ...Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) })),
];

const CODE_FILTERS = [
  { name: 'consultWay', label: '咨询方式', labels: CONSULT_WAY_LABEL },
  { name: 'appointMode', label: '预约方式', labels: APPOINT_MODE_LABEL },
  { name: 'consultType', label: '咨询类型', labels: CONSULT_TYPE_LABEL },
  { name: 'mentalStatus', label: '心理状态', labels: MENTAL_STATUS_LABEL },
  { name: 'isBreakContract', label: '是否爽约', labels: BREACH_LABEL },
  { name: 'recordOverdue', label: '待写记录', labels: RECORD_OVERDUE_LABEL },
] as const;

export const INITIAL_FILTERS = Object.fromEntries(
  CODE_FILTERS.map((filter) => [filter.name, ALL_OPTION]),
) as Record<(typeof CODE_FILTERS)[number]['name'], number>;

export const ORDER_DATE_RANGES = {
  appointRange: ['appointStart', 'appointEnd'],
  createRange: ['createStart', 'createEnd'],
} as const;

/** The problem-type tree for a picker (Form.Item's value and onChange pass through): groups are headings, types are picked. */
function ProblemTypeSelect(props: TreeSelectProps<string>) {
  const { data } = useProblemTypeTreeQuery({ status: 1 });
  // Kept while the answer is: a new treeData makes TreeSelect index its whole tree again, 86 ms
  // of a switch to 100 rows (issue 32, docs/performance.md).
  const treeData = useMemo(
    () =>
      (data ?? []).map((group) => ({
        title: group.name,
        value: group.id,
        selectable: false,
        children: group.children.map((type) => ({ title: type.name, value: type.id })),
      })),
    [data],
  );
  return (
    <TreeSelect
      {...props}
      allowClear
      treeDefaultExpandAll
      placeholder="请选择问题类型"
      aria-label="问题类型"
      style={{ width: 180 }}
      treeData={treeData}
    />
  );
}

/**
 * The filters of the order list, `part` of them: the common ones (订单号, 来访者, 预约日期) on the
 * first row, the more ones folded; an expert's own list has no expert or problem-type filter (both
 * are the organisation's lookups). Memoised: the list page renders again with every answer and
 * page change, and the fields (pickers, selects, the tree) have nothing new to show then.
 */
export const OrderFilterFields = memo(function OrderFilterFields({
  scope,
  part,
}: {
  scope: OrderScope;
  part: 'common' | 'more';
}) {
  const fetchExperts = useExpertOptions();
  if (part === 'common')
    return (
      <>
        <Form.Item label="订单号" name="orderNo">
          <Input allowClear placeholder="请输入订单号" />
        </Form.Item>
        <Form.Item label="来访者" name="visitor">
          <Input allowClear placeholder="姓名或手机号" />
        </Form.Item>
        <Form.Item label="预约日期" name="appointRange">
          <RangePicker aria-label="预约日期" />
        </Form.Item>
      </>
    );
  return (
    <>
      {scope === 'org' && (
        <Form.Item label="咨询师" name="expertId">
          <RemoteSelect
            allowClear
            placeholder="请选择咨询师"
            aria-label="咨询师"
            style={{ width: 180 }}
            fetchOptions={fetchExperts}
          />
        </Form.Item>
      )}
      {CODE_FILTERS.map((filter) => (
        <Form.Item key={filter.name} label={filter.label} name={filter.name}>
          <Select
            options={optionsOf(filter.labels)}
            style={{ width: 130 }}
            aria-label={filter.label}
          />
        </Form.Item>
      ))}
      {scope === 'org' && (
        <Form.Item label="问题类型" name="problemTypeId">
          <ProblemTypeSelect />
        </Form.Item>
      )}
      <Form.Item label="创建时间" name="createRange">
        <RangePicker aria-label="创建时间" />
      </Form.Item>
    </>
  );
});
