import { App, Button, Form, Input, Modal, Tabs, Tag as AntTag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { SearchTable, useSearchTable } from '@/shared/components/SearchTable';
import { useSaving } from '@/shared/components/useSaving';
import { MESSAGES } from '@/shared/validation/messages';
import { SCALE_STATUS_LABEL, SCALE_TYPE_LABEL } from '@/shared/assessment/assessmentLabels';
import { useAddTagScalesMutation, useListTagScalesQuery, useRemoveTagScalesMutation } from './api';
import type { Tag, TagScale } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';

const columns: TableProps<TagScale>['columns'] = [
  { title: '量表名称', dataIndex: 'name' },
  { title: '类型', dataIndex: 'type', render: (t: TagScale['type']) => SCALE_TYPE_LABEL[t] },
  {
    title: '状态',
    dataIndex: 'status',
    render: (s: TagScale['status']) => <AntTag>{SCALE_STATUS_LABEL[s]}</AntTag>,
  },
  { title: '创建时间', dataIndex: 'createTime' },
];

function ScaleTab({ tag, related }: { tag: Tag; related: 0 | 1 }) {
  const { message } = App.useApp();
  const search = useSearchTable<{ name?: string }>({
    listKey: `tagScales:${related}`,
    inUrl: false,
  });
  const { data, isFetching, error, refetch } = useListTagScalesQuery({
    ...search.query,
    tagId: tag.id,
    related,
  });
  const [add] = useAddTagScalesMutation();
  const [remove] = useRemoveTagScalesMutation();
  const [picked, setPicked] = useState<string[]>([]);
  const { buttonProps, run } = useSaving();
  const act = () =>
    run(async () => {
      if (picked.length === 0) {
        message.warning(MESSAGES.scaleOrOrgRequired);
        return;
      }
      const body = { tagId: tag.id, formIdList: picked };
      await (related ? remove(body) : add(body)).unwrap();
      message.success(related ? '移除成功' : '添加成功');
      setPicked([]);
    });
  return (
    <SearchTable<TagScale, { name?: string }>
      search={search}
      filters={
        <Form.Item label="量表名称" name="name">
          <Input allowClear />
        </Form.Item>
      }
      toolbar={
        <Button
          type="primary"
          danger={related === 1}
          {...buttonProps}
          onClick={() => void act()}
          autoInsertSpace={false}
        >
          {related ? '移除' : '添加'}
        </Button>
      }
      columns={columns}
      data={data}
      loading={isFetching}
      error={error}
      onRetry={refetch}
      rowKey="id"
      rowSelection={{
        selectedRowKeys: picked,
        preserveSelectedRowKeys: true,
        onChange: (keys) => setPicked(keys.map(String)),
      }}
    />
  );
}

/** 管理量表: the tag's scales (已添加, remove) and the others (待添加, add). */
export function TagScalesModal({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  useReturnFocus();
  return (
    <Modal open title={`管理量表：${tag.name}`} onCancel={onClose} footer={null} width={860}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'added', label: '已添加', children: <ScaleTab tag={tag} related={1} /> },
          { key: 'toAdd', label: '待添加', children: <ScaleTab tag={tag} related={0} /> },
        ]}
      />
    </Modal>
  );
}
