import { Descriptions, Drawer, Spin, Tag } from 'antd';
import { useGetApplicantQuery } from './api';
import { EXPERT_TYPE_LABEL } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

const SEX_LABEL = { 0: '男', 1: '女', '-1': '保密' } as const;

/** 专家资料 of an application's expert, read before approving (getExpertTypeAndExpertInfoByUserId). */
export function ApplicantDrawer({ userId, onClose }: { userId: string; onClose: () => void }) {
  useReturnFocus();
  const { data } = useGetApplicantQuery(userId);
  return (
    <Drawer title="专家资料" open onClose={onClose} size="large">
      {!data ? (
        <Spin />
      ) : (
        <Descriptions column={1} bordered>
          <Descriptions.Item label="姓名">{data.expertInfo.name}</Descriptions.Item>
          <Descriptions.Item label="专家类型">
            {EXPERT_TYPE_LABEL[data.expertType]}
          </Descriptions.Item>
          <Descriptions.Item label="性别">{SEX_LABEL[data.expertInfo.sex]}</Descriptions.Item>
          <Descriptions.Item label="职称">{data.expertInfo.title}</Descriptions.Item>
          <Descriptions.Item label="简介">{data.expertInfo.intro}</Descriptions.Item>
          <Descriptions.Item label="标签">
            {data.expertInfo.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
