import { Form, Input, Radio } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { mobileRules, required } from '@/shared/validation/rules';
import { DATE_FORMAT, DatePicker, disableFuture, type Moment } from '@/shared/utils/dates';
import { useSaveCustomerMutation } from '@/shared/counselling/lookupApi';

interface NewCustomerValues {
  name: string;
  sex: 0 | 1;
  birthday: Moment;
  mobile: string;
}

/** 新建来访者 from the entry form; the new one becomes the chosen customer. */
export function NewCustomerModal({
  onCreated,
  onClose,
}: {
  onCreated: (customer: { id: string; name: string; mobile: string }) => void;
  onClose: () => void;
}) {
  const [createCustomer] = useSaveCustomerMutation();
  const save = async (values: NewCustomerValues) => {
    const name = values.name.trim();
    const { id } = await createCustomer({
      name,
      sex: values.sex,
      birthday: values.birthday.format(DATE_FORMAT),
      mobile: values.mobile.trim(),
      source: '手动录入',
    }).unwrap();
    onCreated({ id, name, mobile: values.mobile.trim() });
  };
  return (
    <SaveFormModal<NewCustomerValues>
      title="新建来访者"
      successText="保存成功"
      onSave={save}
      onClose={onClose}
    >
      <Form.Item name="name" label="姓名" rules={[required('请输入姓名')]}>
        <Input maxLength={15} />
      </Form.Item>
      <Form.Item name="sex" label="性别" rules={[required('请选择性别')]}>
        <Radio.Group
          options={[
            { value: 0, label: '男' },
            { value: 1, label: '女' },
          ]}
        />
      </Form.Item>
      <Form.Item name="birthday" label="出生日期" rules={[required('请选择出生日期')]}>
        <DatePicker disabledDate={disableFuture} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={mobileRules}>
        <Input maxLength={11} />
      </Form.Item>
    </SaveFormModal>
  );
}
