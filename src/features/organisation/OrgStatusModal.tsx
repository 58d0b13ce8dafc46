import { Form, Select } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import {
  ORG_STATUS_CHANGES,
  ORG_STATUS_NAME,
  type OrgStatus,
} from '@/shared/organisation/orgRules';
import { useUpdateOrgStatusMutation } from './api';
import type { Org } from './types';

/** 状态变更: only the changes the status table allows are offered. */
export function OrgStatusModal({ org, onClose }: { org: Org; onClose: () => void }) {
  const [update] = useUpdateOrgStatusMutation();
  const targets = ORG_STATUS_CHANGES[org.status];
  return (
    <SaveFormModal<{ status: OrgStatus }>
      title="状态变更"
      successText="状态变更成功"
      formName="orgStatusForm"
      onSave={({ status }) => update({ orgId: org.id, status }).unwrap()}
      onClose={onClose}
    >
      <p>
        {org.name}：当前状态 {ORG_STATUS_NAME[org.status]}
      </p>
      <Form.Item label="变更为" name="status" rules={[{ required: true, message: '请选择状态' }]}>
        <Select
          placeholder="请选择状态"
          options={targets.map((status) => ({ value: status, label: ORG_STATUS_NAME[status] }))}
        />
      </Form.Item>
    </SaveFormModal>
  );
}
