import { List, Tag } from 'antd';
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
  return (
    <List
      aria-label="个人身份"
      dataSource={identities}
      locale={{ emptyText: '暂无身份' }}
      renderItem={(identity) => (
        <List.Item>
          <List.Item.Meta
            title={
              <>
                {identity.orgName} {identity.id === currentId && <Tag color="blue">当前身份</Tag>}
              </>
            }
            description={`${ORG_TYPE_LABEL[identity.orgType]} · ${USER_TYPE_LABEL[identity.userType]} · 机构状态：${STATUS_LABEL[identity.orgStatus]}`}
          />
        </List.Item>
      )}
    />
  );
}
