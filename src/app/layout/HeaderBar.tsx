import { useState } from 'react';
import { Avatar, Button, Dropdown, Layout, Space, Typography, type MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { logOut } from '@/shared/session/sessionApi';
import { selectUserDetails, sessionEnded } from '@/shared/session/sessionSlice';
import { readAgentOperation, writeAgentOperation } from '@/shared/session/storage';
import { reloadPage } from '@/shared/session/reloadPage';
import { useEnterIdentity } from '@/shared/session/useEnterIdentity';
import { ORG_TYPE_LABEL } from '@/shared/session/types';
import { menuKeyDown } from '@/shared/components/menuKeyboard';
import { PLATFORM_NAME } from '@/shared/brand/brand';
import { useOwnerOrg } from '@/shared/organisation/ownerOrg';
import { ChangePasswordModal } from './ChangePasswordModal';
import { MenuSearch } from './MenuSearch';

/** Header: logo and title, 查找页面, organisation switcher, exit-agent button, avatar menu. */
export function HeaderBar() {
  const user = useAppSelector(selectUserDetails);
  const ownerOrg = useOwnerOrg();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enter } = useEnterIdentity();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const agent = readAgentOperation();
  const others = (user?.identities ?? []).filter((identity) => identity.id !== user?.identityId);
  const canSwitch = (user?.identities.length ?? 0) > 1 && !agent;

  async function logout() {
    await logOut().catch(() => undefined);
    dispatch(sessionEnded({ left: true }));
    void navigate('/login', { replace: true });
    reloadPage();
  }

  async function exitAgent() {
    if (!agent) return;
    const own = user?.identities.find((identity) => identity.id === agent.originIdentityId);
    writeAgentOperation(null);
    if (await enter(own ?? { id: agent.originIdentityId, userType: 1, orgStatus: 2 })) reloadPage();
  }

  const switchItems: MenuProps['items'] = others.map((identity) => ({
    key: identity.id,
    label: `${identity.orgName}（${ORG_TYPE_LABEL[identity.orgType]}）`,
    onClick: () => void enter(identity),
  }));

  const avatarItems: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: '个人信息',
      onClick: () => void navigate('/grxx/grzl'),
    },
    ...(user?.userType === 1
      ? [
          {
            key: 'transfer',
            icon: <SwapOutlined />,
            label: '转移机构',
            onClick: () => void navigate('/grxx/zyjg'),
          },
        ]
      : []),
    { key: 'password', label: '修改密码', onClick: () => setPasswordOpen(true) },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void logout() },
  ];

  return (
    <Layout.Header className="shell-header">
      <Space size="middle">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Typography.Title level={4} className="shell-title">
          {ownerOrg.name || PLATFORM_NAME}
        </Typography.Title>
      </Space>
      <Space size="middle">
        <MenuSearch />
        {agent && (
          <Button danger onClick={() => void exitAgent()}>
            退出代理操作
          </Button>
        )}
        {canSwitch && (
          <Dropdown menu={{ items: switchItems, onKeyDown: menuKeyDown }} trigger={['click']}>
            <Button icon={<SwapOutlined />}>
              切换机构 <DownOutlined />
            </Button>
          </Dropdown>
        )}
        <Dropdown menu={{ items: avatarItems, onKeyDown: menuKeyDown }} trigger={['click']}>
          <Button type="text" aria-label={user?.name ?? '用户'}>
            <Avatar size="small" src={user?.headImg || undefined} icon={<UserOutlined />} />
            <span>{user?.name}</span>
          </Button>
        </Dropdown>
      </Space>
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Layout.Header>
  );
}
