import type { TabsProps } from 'antd';
import { useSupervises } from '@/shared/counselling/useSupervises';
import type { CustomerDetail } from '../types';
import { ReferralsTab } from './ReferralsTab';
import { SupervisionTab } from './SupervisionTab';

/**
 * The chart's 外部转介 and 督导记录 tabs (issue 30 §4), for the chart's Tabs `items`. 督导记录 only
 * for supervisors (administrators, holders of 督导); antd renders a tab when first opened, so its
 * logged reading happens only when someone looks.
 */
export function useCaseworkTabItems(
  customer: CustomerDetail | undefined,
): NonNullable<TabsProps['items']> {
  const supervises = useSupervises();
  if (!customer) return [];
  return [
    {
      key: 'referrals',
      label: '外部转介',
      children: (
        <ReferralsTab
          cusUserId={customer.id}
          visitorName={customer.name}
          archived={customer.archived === 1}
        />
      ),
    },
    ...(supervises
      ? [
          {
            key: 'supervision',
            label: '督导记录',
            children: <SupervisionTab cusUserId={customer.id} />,
          },
        ]
      : []),
  ];
}
