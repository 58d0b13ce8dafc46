import { Flex, Form, Select } from 'antd';
import { PageTitle } from '@/shared/components/PageTitle';
import { ALL_OPTION, SearchTable, useSearchTable, withAll } from '@/shared/components/SearchTable';
import { useListFeeLinesQuery } from './api';
import { FEE_LINE_FIELDS, tableColumns } from './feeFields';
import { FEE_DATE_RANGES, FEE_INITIAL_FILTERS, FeeFilterFields } from './FeeFilterFields';
import { MoneySummary } from './MoneySummary';
import { LINE_TYPE_LABEL, SETTLE_STATUS_LABEL, type FeeLineRow } from './types';

const COLUMNS = tableColumns(FEE_LINE_FIELDS);
const LINE_STATUSES = { 0: SETTLE_STATUS_LABEL[0], 2: SETTLE_STATUS_LABEL[2] };

/** 费用明细 (08-01-02): the lines of the settlements (咨询费, 爽约费, 退款调整) with ratios and shares. */
export default function FeeLinePage() {
  const search = useSearchTable<Record<string, unknown>>({
    initialFilters: { ...FEE_INITIAL_FILTERS, type: ALL_OPTION },
    dateRanges: FEE_DATE_RANGES,
  });
  const { data, isFetching, error, refetch } = useListFeeLinesQuery(search.query);
  const summary = data?.summary;
  return (
    <Flex vertical gap="middle">
      <PageTitle title="费用明细" />
      <SearchTable<FeeLineRow, Record<string, unknown>>
        search={search}
        filters={<FeeFilterFields statuses={LINE_STATUSES} part="common" />}
        moreFilters={
          <>
            <FeeFilterFields statuses={LINE_STATUSES} part="more" />
            <Form.Item label="费用类型" name="type">
              <Select
                style={{ width: 110 }}
                options={withAll(
                  Object.entries(LINE_TYPE_LABEL).map(([value, label]) => ({
                    value: Number(value),
                    label,
                  })),
                )}
              />
            </Form.Item>
          </>
        }
        columns={COLUMNS}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
      <MoneySummary
        items={[
          ['金额', summary?.amount],
          ['专家分成', summary?.expertShare],
          ['平台分成', summary?.platformShare],
          ['合作方分成', summary?.partnerShare],
        ]}
      />
    </Flex>
  );
}
