import { App, Button, Card, Empty, Flex, Result, Space, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDistributeTagsMutation, useListAllTagsQuery } from '@/shared/assessment/assessmentApi';
import { PageTitle } from '@/shared/components/PageTitle';
import { MESSAGES } from '@/shared/validation/messages';
import { OrgPickTable } from '@/shared/organisation/OrgPickTable';
import { TAG_GROUPS, groupTags } from './distributionRules';

/** 量表分发 (hidden from the menu): choose tags, assign organisations, done (assessment spec §2). */
export default function DistributionPage() {
  const { message } = App.useApp();
  const { data: tags = [], isLoading } = useListAllTagsQuery();
  const [distribute] = useDistributeTagsMutation();
  const [step, setStep] = useState(0);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [orgIds, setOrgIds] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  // A new table (page 1, filters cleared) for every run of the wizard.
  const [run, setRun] = useState(0);
  const groups = groupTags(tags);

  const next = () => {
    if (tagIds.length === 0) message.warning(MESSAGES.labelRequired);
    else setStep(1);
  };
  const assign = async () => {
    if (sending) return;
    if (orgIds.length === 0) {
      message.warning(MESSAGES.organisationRequired);
      return;
    }
    setSending(true);
    try {
      await distribute({ tagIdList: tagIds, orgIdList: orgIds }).unwrap();
      setStep(2);
    } catch {
      // The platform's msg was shown.
    } finally {
      setSending(false);
    }
  };
  const restart = () => {
    setTagIds([]);
    setOrgIds([]);
    setRun((n) => n + 1);
    setStep(0);
  };

  return (
    <>
      <PageTitle title="量表分发" />
      <Steps
        current={step}
        items={[{ title: '选择标签' }, { title: '分配机构' }, { title: '完成' }]}
        style={{ marginBottom: 24 }}
      />
      {step === 0 && (
        <Card loading={isLoading}>
          {TAG_GROUPS.map(({ type, title }) => (
            <Flex key={type} vertical gap="small" style={{ marginBottom: 16 }}>
              <Typography.Text strong>{title}</Typography.Text>
              {groups[type].length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无标签" />
              ) : (
                <Tag.CheckableTagGroup<string>
                  multiple
                  role="group"
                  aria-label={title}
                  value={tagIds.filter((id) => groups[type].some((tag) => tag.id === id))}
                  // the other groups' choices stay: one selection over the three groups
                  onChange={(values) =>
                    setTagIds([
                      ...tagIds.filter((id) => !groups[type].some((tag) => tag.id === id)),
                      ...values,
                    ])
                  }
                  options={groups[type].map((tag) => ({ value: tag.id, label: tag.name }))}
                />
              )}
            </Flex>
          ))}
          <Button type="primary" onClick={next} autoInsertSpace={false}>
            下一步
          </Button>
        </Card>
      )}
      {step === 1 && (
        <Card>
          <OrgPickTable
            key={run}
            listKey="/selfScale/distribution"
            selected={orgIds}
            onSelect={setOrgIds}
          />
          <Space style={{ marginTop: 16 }}>
            <Button onClick={() => setStep(0)} autoInsertSpace={false}>
              上一步
            </Button>
            <Button
              type="primary"
              loading={sending}
              onClick={() => void assign()}
              autoInsertSpace={false}
            >
              分配
            </Button>
            <Typography.Text type="secondary">已选择{orgIds.length}个机构</Typography.Text>
          </Space>
        </Card>
      )}
      {step === 2 && (
        <Result
          status="success"
          title="添加成功"
          subTitle={`已将${tagIds.length}个标签分配给${orgIds.length}个机构`}
          extra={
            <Button type="primary" onClick={restart} autoInsertSpace={false}>
              重新选择
            </Button>
          }
        />
      )}
    </>
  );
}
