import { useState } from 'react';
import { App, Card, Descriptions, Space, Tabs } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PermissionButton, useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { parseThemeColor } from '@/shared/theme/color';
import { ColorSwatch } from '@/shared/components/ColorSwatch';
import { useDictionary } from '@/shared/dictionaries/dictionaryApi';
import { useGetOrgAdminQuery, useGetOrgInfoQuery, useSendActiveMailMutation } from './api';
import { OrgAppsTable } from './OrgAppsTable';
import { OrgDetailHeader } from './OrgDetailHeader';
import { OrgFormModal } from './OrgFormModal';
import { OrgPeopleTab } from './OrgPeopleTab';
import type { Org } from './types';

type OrgAdmin = ReturnType<typeof useGetOrgAdminQuery>['data'];

/** 部门与人员's page code: who holds it may read another organisation's people. */
const PEOPLE_PAGE = '02-01-03';

/** 基本信息: what the header leaves out. */
function OrgBasics({
  org,
  admin,
  bodyTypeName,
}: {
  org: Org;
  admin: OrgAdmin | undefined;
  bodyTypeName: string;
}) {
  return (
    <Descriptions bordered column={2}>
      <Descriptions.Item label="主体类型">{bodyTypeName || '/'}</Descriptions.Item>
      <Descriptions.Item label="下级机构数">{org.childCount}</Descriptions.Item>
      <Descriptions.Item label="服务人数">{org.srvUserCount}</Descriptions.Item>
      <Descriptions.Item label="主题色">
        <ColorSwatch color={parseThemeColor(org.themeColor)} />
      </Descriptions.Item>
      <Descriptions.Item label="机构管理员">{admin?.name || '/'}</Descriptions.Item>
      <Descriptions.Item label="管理员联系方式">
        {[admin?.mobile, admin?.mail].filter(Boolean).join(' / ') || '/'}
      </Descriptions.Item>
    </Descriptions>
  );
}

const TAB_KEYS = ['basics', 'apps', 'people'] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTab = (key: string | null): key is TabKey => TAB_KEYS.some((tab) => tab === key);

/**
 * /om/om-query-details/om-details/:id/:flag — flag true (third level or not a direct child): read
 * only. The header (OrgDetailHeader) stays over the tabs 基本信息, 应用 and 人员; the address keeps
 * the open one (`?tab=`).
 */
export default function OrgDetailPage() {
  const { id = '', flag } = useParams();
  const readOnly = flag !== 'false';
  const [params, setParams] = useSearchParams();
  const { data: org, error, refetch } = useGetOrgInfoQuery(id);
  // Asked for beside the organisation, not after it: 基本信息 shows them with it.
  const { data: admin } = useGetOrgAdminQuery(id);
  const bodyTypes = useDictionary('body_type');
  const [sendMail, mailState] = useSendActiveMailMutation();
  const [editing, setEditing] = useState(false);
  const canReadPeople = useCan(PEOPLE_PAGE);
  const { message } = App.useApp();

  async function activate() {
    try {
      await sendMail(id).unwrap();
      message.success('发送成功');
    } catch {
      // Shown by the request layer.
    }
  }

  const actions =
    readOnly || !org ? null : (
      <Space>
        {org.status === 5 && (
          <PermissionButton
            perm={PERM.orgEdit}
            onClick={() => void activate()}
            loading={mailState.isLoading}
          >
            发送激活邮件
          </PermissionButton>
        )}
        <PermissionButton perm={PERM.orgEdit} type="primary" onClick={() => setEditing(true)}>
          编辑机构
        </PermissionButton>
      </Space>
    );

  const tab = params.get('tab');
  return (
    <Card>
      <OrgDetailHeader id={id} back="/om/om-query" extra={actions} />
      {error ? (
        <LoadFailure error={error} notFound="机构不存在" onRetry={refetch} />
      ) : (
        org && (
          <Tabs
            activeKey={isTab(tab) ? tab : 'basics'}
            onChange={(key) => setParams(key === 'basics' ? {} : { tab: key }, { replace: true })}
            items={[
              {
                key: 'basics',
                label: '基本信息',
                children: (
                  <OrgBasics
                    org={org}
                    admin={admin}
                    bodyTypeName={bodyTypes.nameOf(org.bodyType)}
                  />
                ),
              },
              { key: 'apps', label: '应用', children: <OrgAppsTable orgId={org.id} /> },
              ...(canReadPeople
                ? [{ key: 'people', label: '人员', children: <OrgPeopleTab orgId={org.id} /> }]
                : []),
            ]}
          />
        )
      )}
      {readOnly && org && <p style={{ marginTop: 16 }}>第三级机构或非直属下级机构仅可查看。</p>}
      {editing && org && <OrgFormModal org={org} onClose={() => setEditing(false)} />}
    </Card>
  );
}
