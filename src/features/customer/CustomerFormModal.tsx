import { Form, Input, Radio, Spin } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { DATE_FORMAT, DatePicker, disableFuture, moment, type Moment } from '@/shared/utils/dates';
import { MESSAGES, maxInput, mobile, required } from '@/shared/validation/rules';
import { useGetCustomerQuery, useSaveCustomerMutation } from '@/shared/counselling/lookupApi';
import { isMasked, type CustomerBody, type CustomerDetail } from './types';

interface Values {
  name: string;
  sex: 0 | 1;
  birthday: Moment;
  mobile?: string;
  source?: string;
  remark?: string;
}

/** 新增 / 编辑来访者; an editor who may not see the full mobile leaves it as it is (blank keeps it). */
export function CustomerFormModal({
  customerId,
  onClose,
}: {
  customerId?: string;
  onClose: () => void;
}) {
  const { data: customer } = useGetCustomerQuery(customerId ?? '', { skip: !customerId });
  if (customerId && !customer) return <Spin fullscreen />;
  return <CustomerForm customer={customer} onClose={onClose} />;
}

function CustomerForm({ customer, onClose }: { customer?: CustomerDetail; onClose: () => void }) {
  const [save] = useSaveCustomerMutation();
  const hiddenMobile = customer !== undefined && isMasked(customer.mobile);
  const toBody = (values: Values): CustomerBody => ({
    id: customer?.id,
    name: values.name,
    sex: values.sex,
    birthday: values.birthday.format(DATE_FORMAT),
    // Trimmed, and left out when blank (a hidden mobile left blank keeps the stored one).
    mobile: values.mobile,
    source: values.source,
    remark: values.remark,
  });
  return (
    <SaveFormModal<Values>
      title={customer ? '编辑来访者' : '新增来访者'}
      successText={customer ? '编辑成功' : '保存成功'}
      initialValues={
        customer
          ? {
              name: customer.name,
              sex: customer.sex,
              birthday: moment(customer.birthday),
              mobile: hiddenMobile ? undefined : customer.mobile,
              source: customer.source,
              remark: customer.remark,
            }
          : undefined
      }
      onSave={(values) => save(toBody(values)).unwrap()}
      onClose={onClose}
    >
      <Form.Item label="姓名" name="name" rules={[required('请输入姓名'), maxInput(15)]}>
        <Input />
      </Form.Item>
      <Form.Item label="性别" name="sex" rules={[required('请选择性别')]}>
        <Radio.Group
          options={[
            { value: 0, label: '男' },
            { value: 1, label: '女' },
          ]}
        />
      </Form.Item>
      <Form.Item label="出生日期" name="birthday" rules={[required('请选择出生日期')]}>
        <DatePicker disabledDate={disableFuture} placeholder="请选择出生日期" />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="mobile"
        rules={hiddenMobile ? [mobile()] : [required(MESSAGES.mobileRequired), mobile()]}
        extra={hiddenMobile ? `当前号码 ${customer.mobile}，不修改请留空` : undefined}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item label="来源" name="source" rules={[maxInput(20)]}>
        <Input placeholder="不填为手动录入" />
      </Form.Item>
      <Form.Item label="备注" name="remark" rules={[maxInput(200)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </SaveFormModal>
  );
}
