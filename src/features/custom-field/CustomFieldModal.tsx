import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import {
  CUSTOM_FIELD_MESSAGES as M,
  CUSTOM_FIELD_NAME_MAX,
  customFieldOptionsProblem,
} from '@/shared/forms/customFieldRules';
import { required } from '@/shared/validation/rules';
import { useSaveCustomFieldMutation, useUpdateCustomFieldMutation } from './api';
import { FIELD_TYPE_LABEL, hasOptions, type CustomField, type CustomFieldType } from './types';

interface Values {
  name: string;
  fieldType: CustomFieldType;
  options?: string[];
  required: boolean;
  sort: number;
  enabled: boolean;
}

/** 新增 / 编辑 a custom field; the options rule is the mock's (customFieldRules.ts). */
export function CustomFieldModal({
  field,
  nextSort,
  onClose,
}: {
  field?: CustomField;
  nextSort: number;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [save] = useSaveCustomFieldMutation();
  const [update] = useUpdateCustomFieldMutation();
  const type = Form.useWatch('fieldType', form);
  const submit = async (values: Values) => {
    const body = {
      name: values.name.trim(),
      fieldType: values.fieldType,
      options: hasOptions(values.fieldType) ? (values.options ?? []).map((o) => o.trim()) : [],
      required: values.required ? (1 as const) : (0 as const),
      sort: values.sort,
      enabled: values.enabled ? (1 as const) : (0 as const),
    };
    if (field) await update({ id: field.id, ...body }).unwrap();
    else await save(body).unwrap();
  };
  return (
    <SaveFormModal<Values>
      title={field ? '编辑自定义字段' : '新增自定义字段'}
      successText="保存成功"
      form={form}
      formLabel="自定义字段"
      initialValues={
        field
          ? { ...field, required: field.required === 1, enabled: field.enabled === 1 }
          : { fieldType: 'text', options: [], required: false, sort: nextSort, enabled: true }
      }
      onSave={submit}
      onClose={onClose}
    >
      <Form.Item label="字段名称" name="name" rules={[required(M.nameRequired)]}>
        <Input maxLength={CUSTOM_FIELD_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item label="字段类型" name="fieldType" rules={[required(M.typeRequired)]}>
        <Select
          options={Object.entries(FIELD_TYPE_LABEL).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      {hasOptions(type) && (
        <Form.Item
          label="选项"
          name="options"
          extra="输入后回车添加"
          rules={[
            {
              validator: (_rule, value: string[] | undefined) => {
                const problem = customFieldOptionsProblem(type, value ?? []);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Select mode="tags" open={false} aria-label="选项" />
        </Form.Item>
      )}
      <Form.Item label="排序" name="sort" rules={[required('请输入排序')]}>
        <InputNumber min={0} max={999} precision={0} />
      </Form.Item>
      <Form.Item label="必填" name="required" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="启用" name="enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
    </SaveFormModal>
  );
}
