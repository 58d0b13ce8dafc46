import { Card, Col, Row, Skeleton, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { ORG_TYPE_LABEL } from '@/shared/session/types';
import { useOwnerOrg } from '@/shared/organisation/ownerOrg';
import { ORG_STATUS_NAME } from '@/shared/organisation/orgRules';
import { useRegionNames } from '@/shared/regions/regionNames';
import { useWorkbenchSummaryQuery, type WorkbenchSummary } from './api';
import { FIGURES, GROUP_TITLE, type FigureGroup } from './figures';
import { FigureLink } from './FigureLink';
import { RunningTasks } from './RunningTasks';
import './workbench.css';
import { PageTitle } from '@/shared/components/PageTitle';
import { chartsFirst } from '@/shared/charts/chartsFirst';

// ECharts comes with the chart only: the figures show without waiting for it.
const OrdersTrend = lazy(
  chartsFirst(async () => ({ default: (await import('./OrdersTrend')).OrdersTrend })),
);

const GROUPS: FigureGroup[] = ['today', 'mine', 'todos', 'tasks', 'applies'];

/** One card per group of figures the identity may open; the running tasks sit under their count. */
function FigureCards({ summary }: { summary: WorkbenchSummary }) {
  return GROUPS.map((group) => {
    const figures = summary.figures.filter((figure) => FIGURES[figure.key].group === group);
    if (figures.length === 0) return null;
    return (
      <Card key={group} size="small" title={GROUP_TITLE[group]} style={{ marginBottom: 16 }}>
        <Row gutter={[16, 16]}>
          {figures.map(({ key, count }) => {
            const figure = FIGURES[key];
            return (
              <Col key={key} xs={12} md={8} lg={4}>
                <FigureLink
                  label={figure.label}
                  count={count}
                  to={figure.to(summary.today)}
                  alert={figure.alert}
                />
              </Col>
            );
          })}
        </Row>
        {group === 'tasks' && summary.runningTasks.length > 0 && (
          <div style={{ marginTop: 16 }}>
            <RunningTasks tasks={summary.runningTasks} />
          </div>
        )}
      </Card>
    );
  });
}

/** `/` 工作台: the chosen identity's figures, each a link to its list already filtered, and the order trend. */
export default function WorkbenchPage() {
  const user = useAppSelector(selectUserDetails);
  const { data, error, isLoading, refetch } = useWorkbenchSummaryQuery();
  const owner = useOwnerOrg();
  const region = useRegionNames(owner.org?.areaCode);
  if (!user) return null;
  // The owner organisation as the platform has it now: its name, type, region and status.
  const ownOrg = owner.org
    ? [owner.name, ORG_TYPE_LABEL[owner.org.orgType], region, ORG_STATUS_NAME[owner.org.status]]
    : [owner.name];
  return (
    <>
      <PageTitle title={`欢迎，${user.name}`} />
      <Typography.Paragraph type="secondary">
        {[...ownOrg, data && `今天 ${data.today}`].filter(Boolean).join(' · ')}
      </Typography.Paragraph>
      {isLoading && <Skeleton active />}
      {!isLoading && !data && (
        <LoadFailure error={error} notFound="工作台数据不存在" onRetry={refetch} />
      )}
      {data && (
        <>
          <FigureCards summary={data} />
          {data.trend.length > 0 && (
            <Card size="small" title="近30天新增订单">
              <Suspense fallback={<Spin />}>
                <OrdersTrend trend={data.trend} />
              </Suspense>
            </Card>
          )}
        </>
      )}
    </>
  );
}
