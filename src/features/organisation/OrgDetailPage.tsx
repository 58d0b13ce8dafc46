import { useState } from 'react';
import { App, Card, Descriptions, Space, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { ORG_STATUS_NAME } from '@/shared/organisation/orgRules';
import { useRegionNames } from '@/shared/regions/regionNames';
import { parseThemeColor } from '@/shared/theme/color';
import { ColorSwatch } from '@/shared/components/ColorSwatch';
import { useDictionary } from '@/shared/dictionaries/dictionaryApi';
import { useGetOrgAdminQuery, useGetOrgInfoQuery, useSendActiveMailMutation } from './api';
import { OrgAppsTable } from './OrgAppsTable';
import { OrgFormModal } from './OrgFormModal';
import { ORG_KIND_LABEL } from './types';

/** /om/om-query-details/om-details/:id/:flag — flag true (third level or not a direct child): read only. */
export default function OrgDetailPage() {
  const { id = '', flag } = useParams();
  const readOnly = flag !== 'false';
  const { data: org, isLoading, error, refetch } = useGetOrgInfoQuery(id);
  const { data: admin } = useGetOrgAdminQuery(id);
  const [sendMail, mailState] = useSendActiveMailMutation();
  const [editing, setEditing] = useState(false);
  const regionNames = useRegionNames(org?.areaCode);
  const bodyTypes = useDictionary('body_type');
  const { message } = App.useApp();

  if (isLoading) return <Spin />;
  if (error || !org) return <LoadFailure error={error} notFound="机构不存在" onRetry={refetch} />;

  async function activate() {
    try {
      await sendMail(id).unwrap();
      message.success('发送成功');
    } catch {
      // Shown by the request layer.
    }
  }

  const actions = readOnly ? null : (
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

  return (
    <Card>
      <PageTitle title="机构详情" back="/om/om-query" extra={actions} />
      <Descriptions bordered column={2} style={{ marginTop: 16 }}>
        <Descriptions.Item label="机构名称">{org.name}</Descriptions.Item>
        <Descriptions.Item label="机构类型">{ORG_KIND_LABEL[org.orgType]}</Descriptions.Item>
        <Descriptions.Item label="状态">{ORG_STATUS_NAME[org.status]}</Descriptions.Item>
        <Descriptions.Item label="主体类型">
          {bodyTypes.nameOf(org.bodyType) || '/'}
        </Descriptions.Item>
        <Descriptions.Item label="层级">第{org.level}级</Descriptions.Item>
        <Descriptions.Item label="上级机构">{org.parentName || '/'}</Descriptions.Item>
        <Descriptions.Item label="下级机构数">{org.childCount}</Descriptions.Item>
        <Descriptions.Item label="地区">{regionNames || '/'}</Descriptions.Item>
        <Descriptions.Item label="服务人数">{org.srvUserCount}</Descriptions.Item>
        <Descriptions.Item label="创建时间">{org.createTime}</Descriptions.Item>
        <Descriptions.Item label="主题色">
          <ColorSwatch color={parseThemeColor(org.themeColor)} />
        </Descriptions.Item>
        <Descriptions.Item label="机构管理员">{admin?.name || '/'}</Descriptions.Item>
        <Descriptions.Item label="管理员联系方式">
          {[admin?.mobile, admin?.mail].filter(Boolean).join(' / ') || '/'}
        </Descriptions.Item>
      </Descriptions>
      <OrgAppsTable orgId={org.id} />
      {readOnly && <p style={{ marginTop: 16 }}>第三级机构或非直属下级机构仅可查看。</p>}
      {editing && <OrgFormModal org={org} onClose={() => setEditing(false)} />}
    </Card>
  );
}
