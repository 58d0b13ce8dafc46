import { Card, Descriptions, Spin, Tag } from 'antd';
import { useParams } from 'react-router-dom';
import { SCALE_TYPE_LABEL } from '@/shared/assessment/assessmentLabels';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { useGetRecommendationQuery } from './api';
import { RECOMMEND_STATUS_COLOR, RECOMMEND_STATUS_LABEL } from './types';

/** 推荐展示详情. */
export default function RecommendDetailPage() {
  const { id = '' } = useParams();
  const { data: record, isLoading, error, refetch } = useGetRecommendationQuery(id);
  if (isLoading) return <Spin />;
  if (error || !record)
    return <LoadFailure error={error} notFound="推荐展示不存在" onRetry={refetch} />;
  return (
    <>
      <PageTitle title="推荐展示详情" back="/selfScale/recommendDispaly" />
      <Card>
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label="量表名称">{record.formName}</Descriptions.Item>
          <Descriptions.Item label="量表类型">{SCALE_TYPE_LABEL[record.type]}</Descriptions.Item>
          <Descriptions.Item label="机构名称">{record.orgName}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <Tag color={RECOMMEND_STATUS_COLOR[record.status]}>
              {RECOMMEND_STATUS_LABEL[record.status]}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label="展示时间">
            {record.beginShowDate} 至 {record.endShowDate}
          </Descriptions.Item>
          <Descriptions.Item label="优先级">{record.priority}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{record.createTime}</Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
}
