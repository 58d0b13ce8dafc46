import { App, Button, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useState, type Key } from 'react';
import { useProblemTypeTreeQuery } from '@/shared/counselling/lookupApi';
import { PageTitle } from '@/shared/components/PageTitle';
import type { ApiFailure } from '@/shared/request/baseApi';
import { PermissionButton, useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useDeleteProblemTypeMutation, useUpdateProblemTypeStatusMutation } from './api';
import { ProblemTypeFormModal, type ProblemTypeForm } from './ProblemTypeFormModal';
import { IN_USE_MSG, PROBLEM_TYPE_STATUS_LABEL, isGroup, type ProblemTypeNode } from './types';
import { openConfirm } from '@/shared/feedback/openConfirm';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

const nextSort = (nodes: { sort: number }[]) => Math.max(0, ...nodes.map((node) => node.sort)) + 1;

/** 问题类型: groups and their types; add, rename, sort, disable or enable, delete when unused. */
export default function ProblemTypePage() {
  const { message, modal } = App.useApp();
  const { data: groups = [], isFetching } = useProblemTypeTreeQuery({});
  const [setStatus] = useUpdateProblemTypeStatusMutation();
  const [remove] = useDeleteProblemTypeMutation();
  const [form, setForm] = useState<ProblemTypeForm>();
  // Groups start open; the ones the user folds stay folded.
  const [folded, setFolded] = useState<readonly Key[]>([]);
  const can = {
    add: useCan(PERM.problemTypeAdd),
    edit: useCan(PERM.problemTypeEdit),
    status: useCan(PERM.problemTypeStatus),
    delete: useCan(PERM.problemTypeDelete),
  };

  const changeStatus = (node: ProblemTypeNode, status: 0 | 1) =>
    setStatus({ id: node.id, status })
      .unwrap()
      .then(
        () => message.success(status === 1 ? '启用成功' : '停用成功'),
        () => undefined, // shown by the request layer
      );

  const deleteNode = (node: ProblemTypeNode) =>
    remove(node.id)
      .unwrap()
      .then(
        () => message.success('删除成功'),
        (error: ApiFailure) => {
          if (error.msg === IN_USE_MSG && can.status && node.status === 1)
            void openConfirm(modal, {
              title: `不能删除“${node.name}”`,
              content: `${error.msg}。停用后不能再选择，已有订单不受影响。`,
              okText: '停用',
              onOk: () => changeStatus(node, 0),
            });
          else message.error(error.msg);
        },
      );

  const columns: TableProps<ProblemTypeNode>['columns'] = [
    { title: '名称', dataIndex: 'name' },
    { title: '排序', dataIndex: 'sort', width: 100 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: ProblemTypeNode['status']) => (
        <Tag color={status ? 'green' : 'default'}>{PROBLEM_TYPE_STATUS_LABEL[status]}</Tag>
      ),
    },
    {
      title: '使用情况',
      dataIndex: 'inUse',
      width: 120,
      render: (inUse: boolean) => (inUse ? '已被订单使用' : '未使用'),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_value, node) => {
        const group = groups.find((candidate) => candidate.id === node.id);
        return (
          <Space size={0} wrap>
            {can.add && group && (
              <Button
                type="link"
                size="small"
                autoInsertSpace={false}
                onClick={() =>
                  setForm({ kind: 'type', pid: group.id, sort: nextSort(group.children) })
                }
              >
                新增问题类型
              </Button>
            )}
            {can.edit && (
              <Button
                type="link"
                size="small"
                autoInsertSpace={false}
                onClick={() =>
                  setForm(
                    isGroup(node)
                      ? { kind: 'group', node, sort: node.sort }
                      : { kind: 'type', node, pid: node.pid, sort: node.sort },
                  )
                }
              >
                编辑
              </Button>
            )}
            {can.status && (
              <Button
                type="link"
                size="small"
                autoInsertSpace={false}
                onClick={() => void changeStatus(node, node.status === 1 ? 0 : 1)}
              >
                {node.status === 1 ? '停用' : '启用'}
              </Button>
            )}
            {can.delete && (
              <ConfirmAction
                title={`确定删除“${node.name}”吗？`}
                onConfirm={() => deleteNode(node)}
              >
                <Button type="link" size="small" danger autoInsertSpace={false}>
                  删除
                </Button>
              </ConfirmAction>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageTitle
        title="问题类型"
        extra={
          <PermissionButton
            perm={PERM.problemTypeAdd}
            type="primary"
            autoInsertSpace={false}
            onClick={() => setForm({ kind: 'group', sort: nextSort(groups) })}
          >
            新增分组
          </PermissionButton>
        }
      />
      <Table<ProblemTypeNode>
        rowKey="id"
        columns={columns}
        dataSource={groups}
        loading={isFetching}
        pagination={false}
        expandable={{
          expandedRowKeys: groups.map((group) => group.id).filter((id) => !folded.includes(id)),
          onExpand: (open, node) =>
            setFolded((keys) =>
              open ? keys.filter((key) => key !== node.id) : [...keys, node.id],
            ),
        }}
      />
      {form && (
        <ProblemTypeFormModal form={form} groups={groups} onClose={() => setForm(undefined)} />
      )}
    </>
  );
}
