import { App, Form, Modal, Select } from 'antd';
import { useSaving } from '@/shared/components/useSaving';
import { ORG_STATUS_CHANGES, ORG_STATUS_NAME, type OrgStatus } from '@/shared/organisation/orgRules';
import { useUpdateOrgStatusMutation } from './api';
import type { Org } from './types';

/** 状态变更: only the changes the status table allows are offered. */
export function OrgStatusModal({ org, onClose }: { org: Org; onClose: () => void }) {
  const [form] = Form.useForm<{ status: OrgStatus }>();
  const [update] = useUpdateOrgStatusMutation();
  const { message } = App.useApp();
  const { buttonProps, run } = useSaving();
  const targets = ORG_STATUS_CHANGES[org.status];

  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await update({ orgId: org.id, status: values.status }).unwrap();
      message.success('状态变更成功');
      onClose();
    } catch {
      // Shown by the request layer.
    }
  }

  return (
    <Modal
      title="状态变更"
      open
      onOk={() => void run(submit)}
      onCancel={onClose}
      okButtonProps={buttonProps}
      okText="确定"
      cancelText="取消"
    >
      <p>
        {org.name}：当前状态 {ORG_STATUS_NAME[org.status]}
      </p>
      <Form form={form} name="orgStatusForm" layout="vertical">
        <Form.Item label="变更为" name="status" rules={[{ required: true, message: '请选择状态' }]}>
          <Select
            placeholder="请选择状态"
            options={targets.map((status) => ({ value: status, label: ORG_STATUS_NAME[status] }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
