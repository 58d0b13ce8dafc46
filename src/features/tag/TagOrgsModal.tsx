import { App, Button, Modal, Space, Table, Tabs } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { OrgPickTable } from '@/shared/organisation/OrgPickTable';
import { useSaving } from '@/shared/components/useSaving';
import { namesInTree, useRegionTree } from '@/shared/regions/regionNames';
import { ORG_TYPE_LABEL } from '@/shared/session/types';
import { MESSAGES } from '@/shared/validation/messages';
import {
  useDistributeTagsMutation,
  useGetTagOrgIdsQuery,
  useGetTagQuery,
  useRemoveTagOrgsMutation,
} from './api';
import type { Tag, TagOrg } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

function AssignedTab({ tag }: { tag: Tag }) {
  const { message } = App.useApp();
  const { data, isFetching } = useGetTagQuery(tag.id);
  const [remove] = useRemoveTagOrgsMutation();
  const tree = useRegionTree();
  const [picked, setPicked] = useState<string[]>([]);
  const { buttonProps, run } = useSaving();
  const columns: TableProps<TagOrg>['columns'] = [
    { title: '机构名称', dataIndex: 'name' },
    {
      title: '所在地',
      dataIndex: 'areaCode',
      render: (c: string) => (tree ? namesInTree(tree, c) || '/' : '…'),
    },
    { title: '机构类型', dataIndex: 'orgType', render: (t: 0 | 1 | 2) => ORG_TYPE_LABEL[t] },
    { title: '创建时间', dataIndex: 'createTime' },
  ];
  const act = () =>
    run(async () => {
      if (picked.length === 0) {
        message.warning(MESSAGES.scaleOrOrgRequired);
        return;
      }
      await remove({ tagIdList: [tag.id], orgIdList: picked }).unwrap();
      message.success('移除成功');
      setPicked([]);
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button danger {...buttonProps} onClick={() => void act()} autoInsertSpace={false}>
        移除
      </Button>
      <Table<TagOrg>
        rowKey="id"
        loading={isFetching}
        columns={columns}
        dataSource={data?.orgList}
        pagination={{ hideOnSinglePage: true }}
        rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(String)) }}
      />
    </Space>
  );
}

function ToAssignTab({ tag }: { tag: Tag }) {
  const { message } = App.useApp();
  // Only the ids are needed to leave the assigned out: getTagReOrg, not the whole detail.
  const { data: assigned = [] } = useGetTagOrgIdsQuery(tag.id);
  const [distribute] = useDistributeTagsMutation();
  const [picked, setPicked] = useState<string[]>([]);
  const { buttonProps, run } = useSaving();
  const act = () =>
    run(async () => {
      if (picked.length === 0) {
        message.warning(MESSAGES.scaleOrOrgRequired);
        return;
      }
      await distribute({ tagIdList: [tag.id], orgIdList: picked }).unwrap();
      message.success('分配成功');
      setPicked([]);
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button type="primary" {...buttonProps} onClick={() => void act()} autoInsertSpace={false}>
        分配
      </Button>
      <OrgPickTable listKey="tagOrgs" selected={picked} onSelect={setPicked} exclude={assigned} />
    </Space>
  );
}

/** 分配机构: the organisations using the tag (已分配, remove) and the others (待分配, assign). */
export function TagOrgsModal({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  useReturnFocus();
  return (
    <Modal open title={`分配机构：${tag.name}`} onCancel={onClose} footer={null} width={960}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'assigned', label: '已分配', children: <AssignedTab tag={tag} /> },
          { key: 'toAssign', label: '待分配', children: <ToAssignTab tag={tag} /> },
        ]}
      />
    </Modal>
  );
}
