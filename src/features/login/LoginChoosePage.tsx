import { useEffect } from 'react';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import BankOutlined from '@ant-design/icons/BankOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectUserDetails, sessionEnded } from '@/shared/session/sessionSlice';
import { useEnterIdentity } from '@/shared/session/useEnterIdentity';
import { ORG_TYPE_LABEL, type OrgType } from '@/shared/session/types';
import { PageTitle } from '@/shared/components/PageTitle';
import { safeRedirect } from '@/shared/utils/safeRedirect';
import './login.css';

const ORG_ICON: Record<OrgType, React.ReactNode> = {
  0: <BankOutlined />,
  1: <ShopOutlined />,
  2: <TeamOutlined />,
  3: <UserOutlined />,
};

/** /loginChoose: the identities of the account that just logged in. */
export default function LoginChoosePage() {
  const user = useAppSelector(selectUserDetails);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { enter, enteringId } = useEnterIdentity();
  const to = safeRedirect(searchParams.get('redirect'));
  const identities = user?.identities ?? [];
  const soleExpert = identities.length === 1 && identities[0].userType === 2 ? identities[0] : null;

  // An expert has one identity of its own and goes straight in.
  useEffect(() => {
    if (soleExpert) void enter(soleExpert, to);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the identity loaded at login
  }, [soleExpert?.id]);

  function backToLogin() {
    dispatch(sessionEnded({ left: true }));
    void navigate('/login', { replace: true });
  }

  return (
    <main className="login-page">
      <Card className="login-card" style={{ width: 480 }}>
        <PageTitle title="选择登录身份" />
        {identities.length === 0 ? (
          <Empty description="该账号暂无可登录的机构或身份" />
        ) : (
          // One column of buttons as wide as the card's content (a list's rows would inset them
          // by their padding and draw dividers between them), the text at their left edge.
          <Flex vertical gap="small">
            {identities.map((identity) => (
              <Button
                key={identity.id}
                block
                size="large"
                icon={ORG_ICON[identity.orgType]}
                loading={enteringId === identity.id}
                disabled={enteringId !== null && enteringId !== identity.id}
                onClick={() => void enter(identity, to)}
                style={{ justifyContent: 'flex-start' }}
              >
                <span>{identity.orgName}</span>
                <Typography.Text type="secondary">
                  {ORG_TYPE_LABEL[identity.orgType]}
                </Typography.Text>
                {identity.orgStatus === 1 && <Tag color="orange">审核未通过</Tag>}
              </Button>
            ))}
          </Flex>
        )}
        <Button type="link" onClick={backToLogin} style={{ marginTop: 8, paddingInline: 0 }}>
          返回登录
        </Button>
      </Card>
    </main>
  );
}
