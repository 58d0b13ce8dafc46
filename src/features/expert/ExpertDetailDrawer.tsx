import { Descriptions, Drawer, Spin, Tag } from 'antd';
import { useAppSelector } from '@/shared/store/hooks';
import { specialInfoFlag } from '@/shared/session/permissions';
import { selectBtnCodes } from '@/shared/session/sessionSlice';
import { useGetExpertQuery } from './api';
import { CONSULT_WAY_LABEL, EXPERT_TYPE_LABEL, type Expert } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

/** 专家详情 (getCounselorById / getAudienterById); 特殊信息 only when the identity holds 18-01-07. */
export function ExpertDetailDrawer({ expert, onClose }: { expert: Expert; onClose: () => void }) {
  useReturnFocus();
  const { data, isLoading } = useGetExpertQuery({
    userId: expert.userId,
    expertType: expert.expertType,
  });
  // The server leaves 特殊信息 out for flag 2; the console hides it as well, whatever it gets.
  const showSpecial = specialInfoFlag(useAppSelector(selectBtnCodes)) === 1;
  return (
    <Drawer
      title={`${EXPERT_TYPE_LABEL[expert.expertType]}详情`}
      open
      onClose={onClose}
      size="large"
    >
      {isLoading || !data ? (
        <Spin />
      ) : (
        <Descriptions column={1} bordered>
          <Descriptions.Item label="姓名">{data.name}</Descriptions.Item>
          <Descriptions.Item label="职称">{data.title}</Descriptions.Item>
          <Descriptions.Item label="简介">{data.intro}</Descriptions.Item>
          <Descriptions.Item label="标签">
            {data.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label="咨询方式与价格">
            {data.consultWays
              .map(
                (way) =>
                  `${CONSULT_WAY_LABEL[way as keyof typeof CONSULT_WAY_LABEL]} ${data.prices[String(way)] ?? '/'}元`,
              )
              .join('，')}
          </Descriptions.Item>
          <Descriptions.Item label="合作时间">{data.joinTime}</Descriptions.Item>
          {showSpecial && data.specialInfo !== undefined && (
            <Descriptions.Item label="特殊信息">{data.specialInfo}</Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Drawer>
  );
}
