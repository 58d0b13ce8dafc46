import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Form, Input, Radio } from 'antd';
import { useEffect } from 'react';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { account6to50, mobileRules, nameRules, requiredLabel } from '@/shared/validation/rules';
import { useGetOrgDeptTreeQuery, useGetPersonQuery, useSavePersonMutation } from './api';
import type { Person, PersonDraft } from './types';
import { DeptTreeSelect } from '@/shared/organisation/DeptTreeSelect';
import { useCurrentOrgId } from './useCurrentOrgId';

/** 新增人员 / 编辑人员. */
export function PersonFormModal({
  person,
  deptId,
  onClose,
}: {
  person?: Person;
  deptId?: string;
  onClose: () => void;
}) {
  const orgId = useCurrentOrgId();
  const { data: depts = [] } = useGetOrgDeptTreeQuery(orgId);
  const [save] = useSavePersonMutation();
  const [form] = Form.useForm<PersonDraft>();
  // An edit starts from the list's row and takes the person as stored now (another user may
  // have changed them since the list was read), unless the user has begun typing.
  const stored = useGetPersonQuery(person ? { id: person.id, orgId } : skipToken);
  useEffect(() => {
    if (stored.data && !form.isFieldsTouched()) form.setFieldsValue(stored.data);
  }, [stored.data, form]);
  return (
    <SaveFormModal<PersonDraft>
      title={person ? '编辑人员' : '新增人员'}
      successText="保存成功"
      formName="personForm"
      form={form}
      okDisabled={Boolean(person) && stored.isError}
      initialValues={person ?? { deptId, sex: 0 }}
      onSave={(values) =>
        save({
          ...values,
          id: person?.id,
          account: values.account.trim(),
          name: values.name.trim(),
        }).unwrap()
      }
      onClose={onClose}
    >
      {stored.isError && (
        <Alert
          type="error"
          showIcon
          title="人员不存在或已被删除，无法编辑"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item label="部门" name="deptId" rules={[{ required: true, message: '请选择部门' }]}>
        <DeptTreeSelect tree={depts} placeholder="请选择部门" />
      </Form.Item>
      <Form.Item label="账号" name="account" rules={[requiredLabel('账号'), account6to50]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label="姓名" name="name" rules={nameRules}>
        <Input maxLength={15} />
      </Form.Item>
      <Form.Item label="手机号" name="mobile" rules={mobileRules}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <Radio.Group
          options={[
            { value: 0, label: '男' },
            { value: 1, label: '女' },
          ]}
        />
      </Form.Item>
    </SaveFormModal>
  );
}
