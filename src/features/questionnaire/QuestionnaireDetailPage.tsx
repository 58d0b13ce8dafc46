import { Button, Card, Collapse, Descriptions, Listy, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { isGroup, type Question } from '@/shared/components/QuestionForm';
import { OTHER_OPTION, QUESTION_TYPE_LABEL } from '@/shared/forms/templateRules';
import { EMPTY_TEXT } from '@/shared/utils/format';
import { downloadQuestionnaireFile, useGetQuestionnairePaperQuery } from './api';

function QuestionList({ list }: { list: readonly Question[] }) {
  const groups = list.filter(isGroup);
  return (
    <>
      <Listy
        items={list.filter((question) => !isGroup(question))}
        rowKey="code"
        itemRender={(question) => {
          const options = question.optionList.map((item) => item.option);
          if (question.questionType === 3 || question.questionType === 4)
            options.push(OTHER_OPTION);
          return (
            <>
              <Space wrap>
                <span>{`${question.code}. ${question.questionContent}`}</span>
                <Tag>{QUESTION_TYPE_LABEL[question.questionType]}</Tag>
                {question.isMust ? <Tag color="red">必填</Tag> : null}
              </Space>
              <div>
                <Typography.Text type="secondary">
                  {options.length > 0 ? options.join(' / ') : '（填空）'}
                </Typography.Text>
              </div>
            </>
          );
        }}
      />
      {groups.length > 0 && (
        <Collapse
          defaultActiveKey={groups.map((group) => group.code)}
          items={groups.map((group) => ({
            key: group.code,
            label: group.questionContent,
            children: <QuestionList list={group.childList ?? []} />,
          }))}
        />
      )}
    </>
  );
}

/** 问卷详情: the record and its question paper; 下载 only for the owner of a kept file. */
export default function QuestionnaireDetailPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error, refetch } = useGetQuestionnairePaperQuery(id);
  const [downloading, setDownloading] = useState(false);
  if (isLoading) return <Spin />;
  if (error || !data) return <LoadFailure error={error} notFound="问卷不存在" onRetry={refetch} />;
  const download = () => {
    setDownloading(true);
    void downloadQuestionnaireFile(data.fileUrl, `${data.name}.xlsx`)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <>
      <PageTitle
        title="问卷详情"
        back="/questManagement"
        extra={
          data.isOwner && data.fileUrl ? (
            <Button onClick={download} loading={downloading}>
              下载
            </Button>
          ) : null
        }
      />
      <Card>
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label="问卷ID">{data.id}</Descriptions.Item>
          <Descriptions.Item label="问卷名称">{data.name}</Descriptions.Item>
          <Descriptions.Item label="题目数">{data.questionNum}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{data.createTime}</Descriptions.Item>
          <Descriptions.Item label="指导语" span={2}>
            {data.guidance || EMPTY_TEXT}
          </Descriptions.Item>
          <Descriptions.Item label="特别声明" span={2}>
            {data.confidAgreement || EMPTY_TEXT}
          </Descriptions.Item>
          <Descriptions.Item label="结束语" span={2}>
            {data.closingWord || EMPTY_TEXT}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="问卷题目" style={{ marginTop: 16 }}>
        <QuestionList list={data.quesionList} />
      </Card>
    </>
  );
}
