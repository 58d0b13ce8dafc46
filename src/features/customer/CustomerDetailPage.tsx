import { Tabs } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { useGetCustomerQuery } from '@/shared/counselling/lookupApi';
import { useDeferredAnswer } from '@/shared/store/useDeferredAnswer';
import { MeasuresTab } from './chart/MeasuresTab';
import { OverviewTab } from './chart/OverviewTab';
import { TimelineTab } from './chart/TimelineTab';
import { ConsentTab } from './chart/ConsentTab';
import { useCaseworkTabItems } from './chart/caseworkTabs';
import { CustomerDetailHeader } from './CustomerDetailHeader';

/** The chart's tabs; the address keeps the open one (`?tab=`), so a link can open any of them. */
const TAB_KEYS = [
  'overview',
  'timeline',
  'measures',
  'consent',
  'referrals',
  'supervision',
] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTab = (key: string | null): key is TabKey => TAB_KEYS.some((tab) => tab === key);

/** 来访者档案: one chart per visitor under its header (CustomerDetailHeader), read top to bottom in tabs (概览, 时间线, 测评, 知情同意, 外部转介, 督导记录). */
export default function CustomerDetailPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useGetCustomerQuery(id);
  // The chart drawn in a deferred render (概览's took most of a 193 ms task, profiled).
  const { shown: customer, drawing } = useDeferredAnswer(query.data);
  const caseworkTabs = useCaseworkTabItems(customer);
  const tab = params.get('tab');
  return (
    <>
      <CustomerDetailHeader id={id} />
      {query.isLoading || (drawing && !customer) ? null : !customer ? (
        <LoadFailure error={query.error} notFound="来访者不存在" onRetry={query.refetch} />
      ) : (
        <Tabs
          activeKey={isTab(tab) ? tab : 'overview'}
          onChange={(key) => setParams(key === 'overview' ? {} : { tab: key }, { replace: true })}
          items={[
            { key: 'overview', label: '概览', children: <OverviewTab customer={customer} /> },
            {
              key: 'timeline',
              label: '时间线',
              children: <TimelineTab customerId={customer.id} />,
            },
            { key: 'measures', label: '测评', children: <MeasuresTab cusUserId={customer.id} /> },
            { key: 'consent', label: '知情同意', children: <ConsentTab cusUserId={customer.id} /> },
            ...caseworkTabs,
          ]}
        />
      )}
    </>
  );
}
