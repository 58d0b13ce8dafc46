import { Card, Descriptions, Spin, Tag } from 'antd';
import { useParams } from 'react-router-dom';
import { TAG_TYPE_LABEL } from '@/shared/assessment/assessmentLabels';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { useGetCategoryQuery } from './api';
import { CATEGORY_STATUS_LABEL } from './types';

/** 分类详情. */
export default function CategoryDetailPage() {
  const { id = '' } = useParams();
  const { data: category, isLoading, error, refetch } = useGetCategoryQuery(id);
  if (isLoading) return <Spin />;
  if (error || !category)
    return <LoadFailure error={error} notFound="分类不存在" onRetry={refetch} />;
  return (
    <>
      <PageTitle title="分类详情" back="/selfScale/classDispaly" />
      <Card>
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label="分类名称">{category.name}</Descriptions.Item>
          <Descriptions.Item label="状态">
            {CATEGORY_STATUS_LABEL[category.status]}
          </Descriptions.Item>
          <Descriptions.Item label="显示优先级">{category.sn}</Descriptions.Item>
          <Descriptions.Item label="标签数">{category.tagCount}</Descriptions.Item>
          <Descriptions.Item label="简介" span={2}>
            {category.intro}
          </Descriptions.Item>
          <Descriptions.Item label="关联标签" span={2}>
            {category.reTagList.length
              ? category.reTagList.map((tag) => (
                  <Tag key={tag.id}>
                    {tag.name}（{TAG_TYPE_LABEL[tag.type]}）
                  </Tag>
                ))
              : '暂无关联标签'}
          </Descriptions.Item>
          <Descriptions.Item label="创建时间">{category.createTime}</Descriptions.Item>
          <Descriptions.Item label="更新时间">{category.updateTime}</Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
}
