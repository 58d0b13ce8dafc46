import { Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useGetOrgTreeQuery } from './api';
import type { OrgNode } from './types';

function toTreeData(nodes: OrgNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.name,
    children: toTreeData(node.children),
  }));
}

/** The current organisation's tree; choosing a node lists what lies under it. */
export function OrgTree({
  selected,
  onSelect,
}: {
  selected?: string;
  onSelect: (orgId: string) => void;
}) {
  const { data, isLoading } = useGetOrgTreeQuery();
  if (isLoading) return <Spin />;
  const root = data?.[0];
  return (
    <Tree
      aria-label="机构树"
      treeData={toTreeData(data ?? [])}
      defaultExpandedKeys={root ? [root.id] : []}
      selectedKeys={selected ? [selected] : root ? [root.id] : []}
      onSelect={(keys) => keys[0] !== undefined && onSelect(String(keys[0]))}
      blockNode
    />
  );
}
