import { useState } from 'react';
import { App, Form, Input, Spin, Tree } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { maxLength, requiredLabel } from '@/shared/validation/rules';
import { useGetMenuTreeQuery, useGetRoleMenusQuery, useSaveRoleMutation } from './api';
import { checkedKeysOf, codesToSave, toCheckTree } from './roleMenuTree';
import type { Role } from './types';

interface Values {
  name: string;
  remark?: string;
}

/** 新增角色 / 编辑角色: name, remark and the menus and buttons (checkbox tree). */
export function RoleFormModal({ role, onClose }: { role?: Role; onClose: () => void }) {
  const { data: menus, isLoading } = useGetMenuTreeQuery();
  const { data: held, isLoading: heldLoading } = useGetRoleMenusQuery(role?.id ?? '', {
    skip: !role,
  });
  const [picked, setPicked] = useState<{ checked: string[]; half: string[] } | null>(null);
  const [save] = useSaveRoleMutation();
  const { message } = App.useApp();

  const checked = picked?.checked ?? (menus && held ? checkedKeysOf(held, menus) : []);
  const codes = picked ? codesToSave(picked.checked, picked.half) : (held ?? []);

  async function submit(values: Values) {
    if (codes.length === 0) {
      message.warning('请选择菜单权限');
      throw new Error('no menus'); // keeps the dialog open
    }
    await save({
      id: role?.id,
      name: values.name.trim(),
      remark: values.remark?.trim(),
      codes,
    }).unwrap();
  }

  return (
    <SaveFormModal<Values>
      title={role ? '编辑角色' : '新增角色'}
      successText="保存成功"
      width={640}
      formName="roleForm"
      initialValues={{ name: role?.name, remark: role?.remark }}
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item label="角色名称" name="name" rules={[requiredLabel('角色名称'), maxLength(20)]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item label="备注" name="remark" rules={[maxLength(100)]}>
        <Input.TextArea maxLength={100} rows={2} />
      </Form.Item>
      <Form.Item label="菜单与按钮权限" required>
        {isLoading || heldLoading || !menus ? (
          <Spin />
        ) : (
          <Tree
            aria-label="菜单权限"
            checkable
            treeData={toCheckTree(menus)}
            checkedKeys={checked}
            onCheck={(keys, info) => {
              const list = Array.isArray(keys) ? keys : keys.checked;
              setPicked({
                checked: list.map(String),
                half: (info.halfCheckedKeys ?? []).map(String),
              });
            }}
            defaultExpandAll
          />
        )}
      </Form.Item>
    </SaveFormModal>
  );
}
