import { Descriptions, Drawer, Spin, Tag } from 'antd';
import { useGetApplicantQuery, useGetApplyQuery } from './api';
import { COOPER_STATUS_LABEL, EXPERT_TYPE_LABEL } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

const SEX_LABEL = { 0: '男', 1: '女', '-1': '保密' } as const;

interface ApplicantDrawerProps {
  /** The application, read again as stored now (getOrgExpertCooperApply). */
  applyId: string;
  userId: string;
  onClose: () => void;
}

/**
 * An application and its expert's 专家资料, read before answering it: the application as stored
 * now (another administrator may have answered it since the list was read) and the profile
 * (getExpertTypeAndExpertInfoByUserId).
 */
export function ApplicantDrawer({ applyId, userId, onClose }: ApplicantDrawerProps) {
  useReturnFocus();
  const { data } = useGetApplicantQuery(userId);
  const { data: apply } = useGetApplyQuery(applyId);
  return (
    <Drawer title="申请详情" open onClose={onClose} size="large">
      {apply && (
        <Descriptions title="申请信息" column={1} bordered style={{ marginBottom: 24 }}>
          <Descriptions.Item label="状态">{COOPER_STATUS_LABEL[apply.status]}</Descriptions.Item>
          <Descriptions.Item label="申请时间">{apply.createTime}</Descriptions.Item>
          <Descriptions.Item label="更新时间">{apply.updateTime}</Descriptions.Item>
          <Descriptions.Item label="备注">{apply.remark || '/'}</Descriptions.Item>
        </Descriptions>
      )}
      {!data ? (
        <Spin />
      ) : (
        <Descriptions title="专家资料" column={1} bordered>
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
