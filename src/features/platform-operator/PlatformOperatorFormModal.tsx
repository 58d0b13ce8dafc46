import { Form, Input } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { account6to50, mobileRules, nameRules, requiredLabel } from '@/shared/validation/rules';
import { useSavePlatformOperatorMutation } from './api';
import type { PlatformOperator } from './types';

interface Values {
  account: string;
  name: string;
  mobile: string;
}

/** 新增运营人员 / 编辑运营人员: account, name, mobile (a new one starts 正常). */
export function PlatformOperatorFormModal({
  operator,
  onClose,
}: {
  operator?: PlatformOperator;
  onClose: () => void;
}) {
  const [save] = useSavePlatformOperatorMutation();

  return (
    <SaveFormModal<Values>
      title={operator ? '编辑运营人员' : '新增运营人员'}
      successText="保存成功"
      formName="platformOperatorForm"
      initialValues={operator}
      onSave={(values) =>
        save({
          id: operator?.id,
          account: values.account.trim(),
          name: values.name.trim(),
          mobile: values.mobile.trim(),
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item label="账号" name="account" rules={[requiredLabel('账号'), account6to50]}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item label="姓名" name="name" rules={nameRules}>
        <Input maxLength={15} />
      </Form.Item>
      <Form.Item label="手机号" name="mobile" rules={mobileRules}>
        <Input maxLength={11} />
      </Form.Item>
    </SaveFormModal>
  );
}
