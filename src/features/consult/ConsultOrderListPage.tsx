import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/shared/components/PageTitle';
import {
  ALL_OPTION,
  SearchTable,
  useSearchTable,
  type SearchColumn,
  type SearchQuery,
} from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useAppDispatch } from '@/shared/store/hooks';
import { consultApi, useListConsultOrdersQuery } from './api';
import { MentalStatusTag } from './CrisisTag';
import { ExportAnswersButtons } from './ExportAnswersButtons';
import { ExportOrdersButton } from './ExportOrdersButton';
import { INITIAL_FILTERS, ORDER_DATE_RANGES, OrderFilterFields } from './OrderFilterFields';
import { ORDER_FIELDS, type OrderField } from './orderFields';
import { RowLink } from './RowLink';
import { StatusTabs } from './StatusTabs';
import { UrgeButton, useUrge, type Urge } from './UrgeButton';
import { ORDER_PATH, PAGE_TITLE } from './scope';
import type { ConsultOrderRow, OrderFilters, OrderScope } from './types';

/** The list fields by scope: an expert's list has no 咨询师, every row being its own. */
const FIELDS: Record<OrderScope, readonly OrderField[]> = {
  org: ORDER_FIELDS,
  expert: ORDER_FIELDS.filter((field) => field.key !== 'expertName'),
};

/**
 * The table's columns: the list fields, the mental status as a tag, then 查看 and 催单 (one
 * `useUrge` for the page, not one per row).
 */
function useColumns(scope: OrderScope, urge: Urge | undefined): SearchColumn<ConsultOrderRow>[] {
  const navigate = useNavigate();
  return useMemo(
    () => [
      ...FIELDS[scope].map((field, index) => ({
        // A sortable column's key is the call's sortField (SearchTable sorts by it).
        key: field.sortField ?? field.key,
        title: field.title,
        // Room for a sortable header's arrows; the order number pinned left.
        width: (field.width ?? 160) + (field.sortField === undefined ? 0 : 24),
        fixed: index === 0 ? ('left' as const) : undefined,
        sorter: field.sortField !== undefined,
        defaultHidden: field.defaultHidden,
        render: (_: unknown, row: ConsultOrderRow) =>
          field.key === 'mentalStatus' ? (
            <MentalStatusTag status={row.mentalStatus} />
          ) : (
            field.text(row)
          ),
      })),
      {
        key: 'actions',
        title: '操作',
        width: 130,
        fixed: 'right' as const,
        // Side by side without antd's Space (its hooks in every row): the cell is one line.
        render: (_: unknown, row: ConsultOrderRow) => (
          <>
            <RowLink onClick={() => void navigate(`${ORDER_PATH[scope]}/${row.id}`)}>查看</RowLink>
            {scope === 'org' && <UrgeButton order={row} urge={urge} link />}
          </>
        ),
      },
    ],
    [navigate, scope, urge],
  );
}

/** 咨询订单 (06-01-01) and an expert's 我的订单 (20-01-01): status tabs, filters, export, urge. */
export function ConsultOrderListPage({ scope }: { scope: OrderScope }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // A link (the workbench's figures, `?status=0&appointStart=…&appointEnd=…`) opens the list
  // already filtered: the address is the list's state (docs/decisions/0009).
  const search = useSearchTable<OrderFilters>({
    initialFilters: INITIAL_FILTERS,
    dateRanges: ORDER_DATE_RANGES,
    outsideForm: ['status'],
    // A new page's rows asked for as it is chosen, drawn once they are in (issue 32).
    prefetch: (next: SearchQuery) =>
      dispatch(consultApi.endpoints.listConsultOrders.initiate(next, { subscribe: false })),
  });
  const { query } = search;
  const status = typeof query.status === 'number' ? query.status : ALL_OPTION;
  const { data, isFetching, error, refetch } = useListConsultOrdersQuery(query);
  const urge = useUrge();
  const columns = useColumns(scope, urge);
  const changeTab = (next: number) => search.setFilter('status', next);

  return (
    <>
      <PageTitle title={PAGE_TITLE[scope]} />
      <StatusTabs counts={data?.statusCounts} active={status} onChange={changeTab} />
      <SearchTable<ConsultOrderRow, OrderFilters>
        search={search}
        filters={<OrderFilterFields scope={scope} part="common" />}
        moreFilters={<OrderFilterFields scope={scope} part="more" />}
        toolbar={
          scope === 'org' && (
            <>
              <PermissionButton
                perm={PERM.consultCreate}
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate(`${ORDER_PATH.org}/new`)}
              >
                新增订单
              </PermissionButton>
              <ExportOrdersButton query={query} />
              <ExportAnswersButtons />
            </>
          )
        }
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
    </>
  );
}
