import { Card, Descriptions, Empty, Listy, Space, Spin, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { useGetScaleQuery } from './api';
import { SCALE_STATUS_LABEL, SCALE_TYPE_LABEL } from './types';

/** 量表详情 with its question paper. */
export default function ScaleDetailPage() {
  const { id = '' } = useParams();
  const { data: scale, isLoading, error, refetch } = useGetScaleQuery(id);
  if (isLoading) return <Spin />;
  if (error || !scale) return <LoadFailure error={error} notFound="量表不存在" onRetry={refetch} />;
  return (
    <>
      <PageTitle title="量表详情" back="/selfScale/allScale" />
      <Card>
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label="量表名称">{scale.name}</Descriptions.Item>
          <Descriptions.Item label="编号">{scale.code}</Descriptions.Item>
          <Descriptions.Item label="类型">{SCALE_TYPE_LABEL[scale.type]}</Descriptions.Item>
          <Descriptions.Item label="状态">{SCALE_STATUS_LABEL[scale.status]}</Descriptions.Item>
          <Descriptions.Item label="题目数">{scale.questionNum}</Descriptions.Item>
          <Descriptions.Item label="测试人数">{scale.testPersonNum}</Descriptions.Item>
          <Descriptions.Item label="标签">
            {scale.tagList.map((tag) => (
              <Tag key={tag.id}>{tag.name}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label="分类">{scale.className || '/'}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{scale.createTime}</Descriptions.Item>
          <Descriptions.Item label="简介">{scale.introduction}</Descriptions.Item>
          <Descriptions.Item label="指导语" span={2}>
            {scale.guidance}
          </Descriptions.Item>
          <Descriptions.Item label="特别声明" span={2}>
            {scale.confidAgreement || '/'}
          </Descriptions.Item>
          <Descriptions.Item label="结束语" span={2}>
            {scale.closingWord}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="题目" style={{ marginTop: 16 }}>
        {scale.quesionList.length === 0 ? (
          <Empty />
        ) : (
          <Listy
            items={scale.quesionList}
            rowKey="code"
            itemRender={(question) => (
              <Space orientation="vertical">
                <Typography.Text strong>{question.questionContent}</Typography.Text>
                <Space wrap>
                  {question.optionList.map((option) => (
                    <Tag key={option.option}>
                      {option.option}（{option.score}分）
                    </Tag>
                  ))}
                </Space>
              </Space>
            )}
          />
        )}
      </Card>
    </>
  );
}
