import { Tabs } from 'antd';
import { useAppSelector } from '@/shared/store/hooks';
import { PageTitle } from '@/shared/components/PageTitle';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { OverridesPanel } from './OverridesPanel';
import { WeekEditor } from './WeekEditor';

const orderPath = (id: string) => `/service/orders/${id}`;

/** 我的排班: the expert's own week and date overrides (the mock lets an expert edit only its own). */
export default function MySchedulePage() {
  const expertId = useAppSelector(selectUserDetails)?.id ?? '';
  return (
    <>
      <PageTitle title="我的排班" />
      <Tabs
        items={[
          {
            key: 'week',
            label: '周模板',
            children: <WeekEditor expertId={expertId} canEdit orderPath={orderPath} />,
          },
          {
            key: 'overrides',
            label: '日期调整',
            children: <OverridesPanel expertId={expertId} canEdit orderPath={orderPath} />,
          },
        ]}
      />
    </>
  );
}
