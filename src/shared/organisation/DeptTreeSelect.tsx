import { Form, TreeSelect, type TreeSelectProps } from 'antd';

/**
 * A department as the platform's trees answer it: its sub-departments under `children` (部门与人员's
 * tree) or under `nodes` (a task's range, `/api/dept/getDeptTree`).
 */
export interface DeptTreeNode {
  id: string;
  name: string;
  children?: readonly DeptTreeNode[];
  nodes?: readonly DeptTreeNode[];
}

interface DeptOption {
  title: string;
  value: string;
  children: DeptOption[];
}

const deptOptions = (nodes: readonly DeptTreeNode[] = []): DeptOption[] =>
  nodes.map((node) => ({
    title: node.name,
    value: node.id,
    children: deptOptions(node.children ?? node.nodes),
  }));

/** A department picker over an organisation's tree (the caller's call), open to every level. */
export function DeptTreeSelect({
  tree,
  ...props
}: { tree: readonly DeptTreeNode[] | undefined } & Omit<TreeSelectProps, 'treeData'>) {
  return <TreeSelect treeData={deptOptions(tree)} treeDefaultExpandAll {...props} />;
}

/** 部门 among a list's filters (`SearchTable`): one department of the tree, 全部部门 when cleared. */
export function DeptFilter({
  tree,
  name = 'deptId',
}: {
  tree: readonly DeptTreeNode[] | undefined;
  name?: string;
}) {
  return (
    <Form.Item label="部门" name={name}>
      <DeptTreeSelect tree={tree} allowClear style={{ width: 180 }} placeholder="全部部门" />
    </Form.Item>
  );
}
