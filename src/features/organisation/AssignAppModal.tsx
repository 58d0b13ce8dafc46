import { useState } from 'react';
import { App, Modal, Select, Spin } from 'antd';
import { useSaving } from '@/shared/components/useSaving';
import { useAssignAppMutation, useGetOrgTreeQuery } from './api';
import type { OrgApp, OrgNode } from './types';

/** Every organisation under the root, flattened, deeper levels indented. */
const toOptions = (nodes: OrgNode[], depth = 0): Array<{ value: string; label: string }> =>
  nodes.flatMap((node) => [
    { value: node.id, label: `${'　'.repeat(depth)}${node.name}` },
    ...toOptions(node.children, depth + 1),
  ]);

/** 分配应用: the child organisations that hold the app. */
export function AssignAppModal({ app, onClose }: { app: OrgApp; onClose: () => void }) {
  const { data: tree } = useGetOrgTreeQuery();
  const root = tree?.[0];
  // Until the user edits it, the choice is the app's holders below the own organisation; it is
  // worked out once the tree is there, so the own organisation's id never shows as a raw tag.
  const [edited, setEdited] = useState<string[] | undefined>(undefined);
  const picked = edited ?? app.orgIds.filter((id) => id !== root?.id);
  const [assign] = useAssignAppMutation();
  const { message } = App.useApp();
  const { saving, buttonProps, run } = useSaving();

  async function submit() {
    if (!root) return;
    try {
      await assign({ appId: app.appId, orgIds: picked.filter((id) => id !== root?.id) }).unwrap();
      message.success('分配成功');
      onClose();
    } catch {
      // Shown by the request layer.
    }
  }

  return (
    <Modal
      title={`分配应用：${app.name}`}
      open
      onOk={() => void run(submit)}
      onCancel={onClose}
      okButtonProps={{ ...buttonProps, disabled: saving || !root }}
      okText="确定"
      cancelText="取消"
    >
      {root ? (
        <Select
          aria-label="下级机构"
          mode="multiple"
          style={{ width: '100%' }}
          options={toOptions(root.children)}
          value={picked}
          onChange={setEdited}
          optionFilterProp="label"
          placeholder="请选择机构"
          allowClear
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
