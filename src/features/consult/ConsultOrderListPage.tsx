import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Space } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/shared/components/PageTitle';
import { ALL_OPTION, SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useListConsultOrdersQuery } from './api';
import { MentalStatusTag } from './CrisisTag';
import { ExportAnswersButtons } from './ExportAnswersButtons';
import { ExportOrdersButton } from './ExportOrdersButton';
import { orderLinkFilters } from './linkFilters';
import { ORDER_DATE_RANGES, OrderFilterFields } from './OrderFilterFields';
import { ORDER_FIELDS, type OrderField } from './orderFields';
import { StatusTabs } from './StatusTabs';
import { UrgeButton } from './UrgeButton';
import { ORDER_PATH, PAGE_TITLE } from './scope';
import type { ConsultOrderRow, OrderFilters, OrderScope } from './types';

/** The list fields by scope: an expert's list has no 咨询师, every row being its own. */
const FIELDS: Record<OrderScope, readonly OrderField[]> = {
  org: ORDER_FIELDS,
  expert: ORDER_FIELDS.filter((field) => field.key !== 'expertName'),
};

/** The table's columns: the list fields, the mental status as a tag, then 查看 and 催单. */
function useColumns(scope: OrderScope): TableProps<ConsultOrderRow>['columns'] {
  const navigate = useNavigate();
  return useMemo(
    () => [
      ...FIELDS[scope].map((field) => ({
        key: field.key,
        title: field.title,
        width: field.width,
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
        render: (_: unknown, row: ConsultOrderRow) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(`${ORDER_PATH[scope]}/${row.id}`)}
            >
              查看
            </Button>
            {scope === 'org' && <UrgeButton order={row} link />}
          </Space>
        ),
      },
    ],
    [navigate, scope],
  );
}

/** 咨询订单 (06-01-01) and an expert's 我的订单 (20-01-01): status tabs, filters, export, urge. */
export function ConsultOrderListPage({ scope }: { scope: OrderScope }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A link (the workbench's figures) opens the list already filtered; read once, like the form's defaults.
  const [linked] = useState(() => orderLinkFilters(params));
  const search = useSearchTable<OrderFilters>({
    initialFilters: linked.filters,
    dateRanges: ORDER_DATE_RANGES,
  });
  const [status, setStatus] = useState<number>(linked.status);
  const query = useMemo(
    () => (status === ALL_OPTION ? search.query : { ...search.query, status }),
    [search.query, status],
  );
  const { data, isFetching } = useListConsultOrdersQuery(query);
  const columns = useColumns(scope);
  const changeTab = (next: number) => {
    setStatus(next);
    search.setPageNum(1);
  };

  return (
    <>
      <PageTitle title={PAGE_TITLE[scope]} />
      <StatusTabs counts={data?.statusCounts} active={status} onChange={changeTab} />
      <SearchTable<ConsultOrderRow, OrderFilters>
        search={search}
        filters={<OrderFilterFields scope={scope} />}
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
        rowKey="id"
        scroll={{ x: 1700 }}
      />
    </>
  );
}
