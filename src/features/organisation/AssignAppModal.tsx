import { Alert, Form, Select, Spin } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { useAssignAppMutation, useGetAppQuery, useGetOrgTreeQuery } from './api';
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
  const [assign] = useAssignAppMutation();
  // The holders as stored now (getAppByAppId), not as the list read them: another administrator
  // may have assigned the app since, and a save sends the whole choice.
  const stored = useGetAppQuery(app.appId);
  return (
    <SaveFormModal<{ orgIds?: string[] }>
      title={`分配应用：${app.name}`}
      successText="分配成功"
      okDisabled={!root || !stored.data}
      onSave={({ orgIds = [] }) =>
        assign({ appId: app.appId, orgIds: orgIds.filter((id) => id !== root?.id) }).unwrap()
      }
      onClose={onClose}
    >
      {stored.isError ? (
        <Alert type="error" showIcon title="应用不存在或已不属于本机构" />
      ) : root && stored.data ? (
        // The item mounts once the tree is there, so the starting choice (the app's holders below
        // the own organisation) never shows the own organisation's id as a raw tag.
        <Form.Item
          name="orgIds"
          initialValue={stored.data.orgIds.filter((id) => id !== root.id)}
          noStyle
        >
          <Select
            aria-label="下级机构"
            mode="multiple"
            style={{ width: '100%' }}
            options={toOptions(root.children)}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择机构"
            allowClear
          />
        </Form.Item>
      ) : (
        <Spin />
      )}
    </SaveFormModal>
  );
}
