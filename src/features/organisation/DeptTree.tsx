import { useState } from 'react';
import { App, Button, Dropdown, Space, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useDeleteDeptMutation, useGetOrgDeptTreeQuery } from './api';
import { useCurrentOrgId } from './useCurrentOrgId';
import { DeptNameModal } from './DeptNameModal';
import type { DeptNode } from './types';

type Dialog = { kind: 'add'; parentId?: string } | { kind: 'rename'; dept: DeptNode } | null;

/** The department tree with add, rename and delete; choosing a node filters the people. */
export function DeptTree({
  selected,
  onSelect,
}: {
  selected?: string;
  onSelect: (deptId?: string) => void;
}) {
  const { data = [], isLoading } = useGetOrgDeptTreeQuery(useCurrentOrgId());
  const [remove] = useDeleteDeptMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Everything is open unless the user folded it, so a department added under a leaf shows at once.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const { message, modal } = App.useApp();

  function confirmDelete(dept: DeptNode) {
    modal.confirm({
      title: `确定删除部门“${dept.name}”吗？`,
      okText: '删除',
      cancelText: '取消',
      onOk: async () => {
        try {
          await remove(dept.id).unwrap();
          message.success('删除成功');
          if (selected === dept.id) onSelect(undefined);
        } catch {
          // The reason (子部门 / 人员) is shown by the request layer.
        }
      },
    });
  }

  const toData = (nodes: DeptNode[]): TreeDataNode[] =>
    nodes.map((dept) => ({
      key: dept.id,
      title: (
        <Dropdown
          trigger={['contextMenu']}
          menu={{
            items: [
              {
                key: 'add',
                label: '新增子部门',
                onClick: () => setDialog({ kind: 'add', parentId: dept.id }),
              },
              {
                key: 'rename',
                label: '重命名',
                onClick: () => setDialog({ kind: 'rename', dept }),
              },
              { key: 'delete', label: '删除', danger: true, onClick: () => confirmDelete(dept) },
            ],
          }}
        >
          <span>{dept.name}</span>
        </Dropdown>
      ),
      children: toData(dept.children),
    }));

  const find = (nodes: DeptNode[], id?: string): DeptNode | undefined =>
    nodes.reduce<DeptNode | undefined>(
      (hit, dept) => hit ?? (dept.id === id ? dept : find(dept.children, id)),
      undefined,
    );
  const current = find(data, selected);
  const allKeys = (nodes: DeptNode[]): string[] =>
    nodes.flatMap((dept) => [dept.id, ...allKeys(dept.children)]);
  const keys = allKeys(data);

  if (isLoading) return <Spin />;
  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setDialog({ kind: 'add', parentId: current?.id })}>
          新增部门
        </Button>
        <Button
          size="small"
          disabled={!current}
          onClick={() => current && setDialog({ kind: 'rename', dept: current })}
        >
          重命名
        </Button>
        <Button
          size="small"
          danger
          disabled={!current}
          onClick={() => current && confirmDelete(current)}
        >
          删除部门
        </Button>
      </Space>
      <Tree
        aria-label="部门树"
        treeData={toData(data)}
        selectedKeys={selected ? [selected] : []}
        onSelect={(picked) => onSelect(picked[0] === undefined ? undefined : String(picked[0]))}
        expandedKeys={keys.filter((key) => !folded.has(key))}
        onExpand={(open) => {
          const opened = new Set(open.map(String));
          setFolded(new Set(keys.filter((key) => !opened.has(key))));
        }}
        blockNode
      />
      {dialog?.kind === 'add' && (
        <DeptNameModal parentId={dialog.parentId} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'rename' && (
        <DeptNameModal dept={dialog.dept} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
