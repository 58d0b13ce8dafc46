import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { useListCustomOrgsQuery } from './api';
import { OrgFilters, orgColumns } from './orgColumns';
import type { Org } from './types';
import { useCurrentOrgId } from './useCurrentOrgId';
import { PageTitle } from '@/shared/components/PageTitle';

interface Filters {
  name?: string;
  areaCode?: string;
}

/** /om/customer-org: the customer organisations under the current one (getCustomOrgPage). */
export default function CustomerOrgPage() {
  const search = useSearchTable<Filters>();
  const orgId = useCurrentOrgId();
  const { data, isFetching, error, refetch } = useListCustomOrgsQuery({ ...search.query, orgId });
  return (
    <>
      <PageTitle title="客户机构" />
      <SearchTable<Org, Filters>
        search={search}
        filters={<OrgFilters />}
        columns={orgColumns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={refetch}
        rowKey="id"
      />
    </>
  );
}
