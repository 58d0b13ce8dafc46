import { Suspense, lazy } from 'react';
import { Alert, Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { useGetProfileQuery } from './api';
import { BasicInfoForm } from './BasicInfoForm';
import { IdentityList } from './IdentityList';
import { SecurityPanel } from './SecurityPanel';
import { PageTitle } from '@/shared/components/PageTitle';

// The cropper is loaded when the avatar tab is first opened.
const AvatarForm = lazy(() => import('./AvatarForm').then((m) => ({ default: m.AvatarForm })));

/** /grxx/grzl: 个人信息 (基本资料, 修改头像, 个人身份) and 安全设置; `?tab=security` opens the latter. */
export default function PersonalInfoPage() {
  const { data: profile, isLoading, isError } = useGetProfileQuery();
  const session = useAppSelector(selectUserDetails);
  const [params, setParams] = useSearchParams();
  const header = <PageTitle title="个人信息" />;
  if (isLoading)
    return (
      <>
        {header}
        <Spin />
      </>
    );
  if (isError || !profile)
    return (
      <>
        {header}
        <Alert type="error" title="个人信息加载失败" />
      </>
    );
  const info = (
    <Tabs
      tabPlacement="start"
      items={[
        {
          key: 'basic',
          label: '基本资料',
          children: <BasicInfoForm key={profile.name + profile.areaCode} profile={profile} />,
        },
        {
          key: 'avatar',
          label: '修改头像',
          children: (
            <Suspense fallback={<Spin />}>
              <AvatarForm headImg={profile.headImg} />
            </Suspense>
          ),
        },
        {
          key: 'identity',
          label: '个人身份',
          children: (
            <IdentityList identities={session?.identities ?? []} currentId={session?.identityId} />
          ),
        },
      ]}
    />
  );
  return (
    <>
      {header}
      <Tabs
        activeKey={params.get('tab') === 'security' ? 'security' : 'info'}
        onChange={(key) =>
          setParams(key === 'security' ? { tab: 'security' } : {}, { replace: true })
        }
        items={[
          { key: 'info', label: '个人信息', children: info },
          { key: 'security', label: '安全设置', children: <SecurityPanel profile={profile} /> },
        ]}
      />
    </>
  );
}
