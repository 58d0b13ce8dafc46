import { Spin, Tabs } from 'antd';
import { useParams } from 'react-router-dom';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { useGetTaskQuery } from './api';
import { FillStatusTab } from './FillStatusTab';
import { TaskSettingsTab } from './TaskSettingsTab';

/** 任务详情: task settings and fill status tabs. */
export default function TaskDetailPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error, refetch } = useGetTaskQuery(id);
  return (
    <>
      <PageTitle title="任务详情" back="/taskManagement" />
      {isLoading && <Spin />}
      {!isLoading && !data && <LoadFailure error={error} notFound="任务不存在" onRetry={refetch} />}
      {data && (
        <Tabs
          items={[
            { key: 'settings', label: '任务设置', children: <TaskSettingsTab task={data} /> },
            { key: 'fill', label: '填写情况', children: <FillStatusTab task={data} /> },
          ]}
        />
      )}
    </>
  );
}
