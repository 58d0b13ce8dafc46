import { App, Space } from 'antd';
import { Link } from 'react-router-dom';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { deleteRefusal, detailFlag } from '@/shared/organisation/orgRules';
import { useDeleteOrgMutation } from './api';
import type { Org } from './types';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

const detailPath = (org: Org): string =>
  `/om/om-query-details/om-details/${org.id}/${String(detailFlag(org))}`;

interface Props {
  org: Org;
  onEdit: (org: Org) => void;
  onStatus: (org: Org) => void;
  onAgent: (org: Org) => void;
}

/** 详情, 编辑, 状态变更, 代理操作, 删除 of one row, each behind its button code. */
export function OrgRowActions({ org, onEdit, onStatus, onAgent }: Props) {
  const [remove, { isLoading }] = useDeleteOrgMutation();
  const { message, modal } = App.useApp();
  const refusal = deleteRefusal(org);

  async function confirmDelete() {
    try {
      await remove(org.id).unwrap();
      message.success('删除成功');
    } catch {
      // Shown by the request layer.
    }
  }

  const small = { size: 'small', type: 'link' } as const;
  return (
    <Space size={0}>
      {/* One element, a link styled like its neighbours: a link inside a button is two stops. */}
      <Link to={detailPath(org)} style={{ paddingInline: 7 }}>
        详情
      </Link>
      <PermissionButton perm={PERM.orgEdit} {...small} onClick={() => onEdit(org)}>
        编辑
      </PermissionButton>
      <PermissionButton perm={PERM.orgStatus} {...small} onClick={() => onStatus(org)}>
        状态变更
      </PermissionButton>
      {(org.status === 1 || org.status === 2) && (
        <PermissionButton perm={PERM.orgAgent} {...small} onClick={() => onAgent(org)}>
          代理操作
        </PermissionButton>
      )}
      {refusal ? (
        <PermissionButton
          perm={PERM.orgDelete}
          {...small}
          danger
          onClick={() =>
            void modal.warning({ title: '不能删除', content: refusal, okText: '知道了' })
          }
        >
          删除
        </PermissionButton>
      ) : (
        <ConfirmAction
          title={`确定删除“${org.name}”吗？`}
          onConfirm={confirmDelete}
          okText="删除"
          cancelText="取消"
        >
          <PermissionButton perm={PERM.orgDelete} {...small} danger loading={isLoading}>
            删除
          </PermissionButton>
        </ConfirmAction>
      )}
    </Space>
  );
}
