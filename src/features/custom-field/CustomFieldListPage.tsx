import { App, Space, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { PageTitle } from '@/shared/components/PageTitle';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import {
  useDeleteCustomFieldMutation,
  useListCustomFieldsQuery,
  useSetCustomFieldEnabledMutation,
} from './api';
import { CustomFieldModal } from './CustomFieldModal';
import { FIELD_TYPE_LABEL, type CustomField } from './types';
import { openConfirm } from '@/shared/feedback/openConfirm';
import { EMPTY_TEXT } from '@/shared/utils/format';

/** 自定义字段: the organisation's visitor fields by order; order entry shows the enabled ones. */
export default function CustomFieldListPage() {
  const { message, modal } = App.useApp();
  const { data = [], isFetching } = useListCustomFieldsQuery({});
  const [setEnabled] = useSetCustomFieldEnabledMutation();
  const [remove] = useDeleteCustomFieldMutation();
  const [editing, setEditing] = useState<{ field?: CustomField }>();
  const toggle = async (field: CustomField) => {
    const enabled = field.enabled === 1 ? 0 : 1;
    await setEnabled({ id: field.id, enabled }).unwrap();
    void message.success(enabled ? '启用成功' : '停用成功');
  };
  const columns: TableProps<CustomField>['columns'] = [
    { title: '排序', dataIndex: 'sort', width: 70 },
    { title: '字段名称', dataIndex: 'name' },
    {
      title: '类型',
      dataIndex: 'fieldType',
      width: 90,
      render: (type: CustomField['fieldType']) => FIELD_TYPE_LABEL[type],
    },
    {
      title: '选项',
      dataIndex: 'options',
      render: (options: string[]) => options.join('、') || EMPTY_TEXT,
    },
    {
      title: '必填',
      dataIndex: 'required',
      width: 70,
      render: (value: 0 | 1) => (value ? '是' : '否'),
    },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 80,
      render: (value: 0 | 1) => (
        <Tag color={value ? 'green' : 'default'}>{value ? '启用' : '停用'}</Tag>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_v, field) => (
        <Space size={0}>
          <PermissionButton
            perm={PERM.customFieldEdit}
            type="link"
            size="small"
            onClick={() => setEditing({ field })}
          >
            编辑
          </PermissionButton>
          <PermissionButton
            perm={PERM.customFieldStatus}
            type="link"
            size="small"
            autoInsertSpace={false}
            onClick={() => void toggle(field).catch(() => undefined)}
          >
            {field.enabled ? '停用' : '启用'}
          </PermissionButton>
          <PermissionButton
            perm={PERM.customFieldDelete}
            type="link"
            size="small"
            danger
            onClick={() =>
              void openConfirm(modal, {
                title: '删除自定义字段',
                content: `确定删除字段「${field.name}」吗？已填写的订单仍保留原值。`,
                onOk: async () => {
                  await remove({ id: field.id }).unwrap();
                  void message.success('删除成功');
                },
              })
            }
          >
            删除
          </PermissionButton>
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageTitle
        title="自定义字段"
        extra={
          <PermissionButton
            perm={PERM.customFieldAdd}
            type="primary"
            autoInsertSpace={false}
            onClick={() => setEditing({})}
          >
            新增
          </PermissionButton>
        }
      />
      <Table<CustomField>
        rowKey="id"
        columns={columns}
        dataSource={data}
        loading={isFetching}
        pagination={false}
      />
      {editing && (
        <CustomFieldModal
          field={editing.field}
          nextSort={Math.max(-1, ...data.map((field) => field.sort)) + 1}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
