import { App, Flex } from 'antd';
import type { Key } from 'react';
import { useState } from 'react';
import { ExportButton, EXPORT_FAILED } from '@/shared/components/ExportButton';
import { PageTitle } from '@/shared/components/PageTitle';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { PermissionButton, useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { fetchFeesForExport, useListFeesQuery, useSettleFeesMutation } from './api';
import { exportColumns, FEE_FIELDS, tableColumns } from './feeFields';
import { FEE_DATE_RANGES, FEE_INITIAL_FILTERS, FeeFilterFields } from './FeeFilterFields';
import { MoneySummary } from './MoneySummary';
import { SETTLE_STATUS_LABEL, type FeeRow } from './types';
import { openConfirm } from '@/shared/feedback/openConfirm';

const COLUMNS = tableColumns(FEE_FIELDS);
const EXPORT_COLUMNS = exportColumns(FEE_FIELDS);

/** 费用列表 (08-01-01): one settlement per completed or breached order, its shares and status; 导出 and 结算. */
export default function FeeListPage() {
  const { message, modal } = App.useApp();
  const search = useSearchTable<Record<string, unknown>>({
    initialFilters: FEE_INITIAL_FILTERS,
    dateRanges: FEE_DATE_RANGES,
  });
  const { data, isFetching, error, refetch } = useListFeesQuery(search.query);
  const [settle] = useSettleFeesMutation();
  const [selected, setSelected] = useState<Key[]>([]);
  const canSettle = useCan(PERM.feeSettle);
  const canExport = useCan(PERM.feeExport);

  const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = search.query;
  const fetchRows = async (): Promise<FeeRow[]> => {
    const page = await fetchFeesForExport(filters).catch(() => undefined);
    if (!Array.isArray(page?.rows)) {
      message.error(EXPORT_FAILED);
      throw new Error(EXPORT_FAILED);
    }
    return page.rows;
  };

  const confirmSettle = () =>
    void openConfirm(modal, {
      title: '结算',
      content: `确认将所选${selected.length}条费用的待结算明细标为已结算？`,
      onOk: async () => {
        const answer = await settle({ ids: selected.map(String) }).unwrap();
        message.success(`结算成功，共${answer.settled}条明细`);
        setSelected([]);
      },
    });

  const summary = data?.summary;
  return (
    <Flex vertical gap="middle">
      <PageTitle title="费用列表" />
      <SearchTable<FeeRow, Record<string, unknown>>
        search={search}
        filters={<FeeFilterFields statuses={SETTLE_STATUS_LABEL} part="common" />}
        moreFilters={<FeeFilterFields statuses={SETTLE_STATUS_LABEL} part="more" />}
        toolbar={
          <>
            {canExport && (
              <ExportButton columns={EXPORT_COLUMNS} fetchRows={fetchRows} listName="费用列表" />
            )}
            <PermissionButton
              perm={PERM.feeSettle}
              disabled={selected.length === 0}
              onClick={confirmSettle}
            >
              结算
            </PermissionButton>
          </>
        }
        columns={COLUMNS}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
        rowSelection={
          canSettle
            ? {
                selectedRowKeys: selected,
                onChange: setSelected,
                getCheckboxProps: (row) => ({ disabled: row.status === 2 }),
              }
            : undefined
        }
      />
      <MoneySummary
        items={[
          ['结算金额', summary?.amount],
          ['专家分成', summary?.expertShare],
          ['平台分成', summary?.platformShare],
          ['合作方分成', summary?.partnerShare],
        ]}
      />
    </Flex>
  );
}
