import { Empty, Listy, Tag, Typography } from 'antd';
import { ORG_TYPE_LABEL, STATUS_LABEL, type Identity } from '@/shared/session/types';

const USER_TYPE_LABEL = { 0: '运营人员', 1: '管理员', 2: '专家' } as const;

/** 个人身份: the account's identities and their organisations. */
export function IdentityList({
  identities,
  currentId,
}: {
  identities: Identity[];
  currentId?: string;
}) {
  if (identities.length === 0) return <Empty description="暂无身份" />;
  return (
    <Listy<Identity>
      items={identities}
      rowKey="id"
      itemRender={(identity) => (
        <>
          <Typography.Text strong>
            {identity.orgName} {identity.id === currentId && <Tag color="blue">当前身份</Tag>}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">
              {`${ORG_TYPE_LABEL[identity.orgType]} · ${USER_TYPE_LABEL[identity.userType]} · 机构状态：${STATUS_LABEL[identity.orgStatus]}`}
            </Typography.Text>
          </div>
        </>
      )}
    />
  );
}
