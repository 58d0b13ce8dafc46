import { Col, Form, Input, InputNumber, Radio, Row, Select, TreeSelect } from 'antd';
import { useEnabledCustomFieldsQuery } from '@/shared/counselling/lookupApi';
import type { CustomField } from '@/shared/contract/customFieldSchemas';
import { customFieldValueRequired } from '@/shared/forms/customFieldRules';
import { DatePicker } from '@/shared/utils/dates';
import {
  CONSULT_TYPE_LABELS,
  IDENTITY_LABELS,
  codeOptions,
} from '@/shared/counselling/consultLabels';
import { useProblemTypeTreeQuery } from '@/shared/counselling/lookupApi';
import {
  maxInput,
  mobile,
  mobileInvalidMessage,
  required,
  requiredWhen,
} from '@/shared/validation/rules';
import { ENTRY_MESSAGES as M } from './entryForm';

/** 咨询类型, 预约人身份, 问题类型 (enabled leaves), 问题描述. */
export function ConsultFields() {
  const tree = useProblemTypeTreeQuery({ status: 1 });
  const treeData = (tree.data ?? []).map((group) => ({
    value: group.id,
    title: group.name,
    selectable: false,
    children: group.children.map((type) => ({ value: type.id, title: type.name })),
  }));
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name="consultType"
          label="咨询类型"
          rules={[{ required: true, message: M.type }]}
        >
          <Radio.Group options={codeOptions(CONSULT_TYPE_LABELS)} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="identity" label="预约人身份">
          <Select options={codeOptions(IDENTITY_LABELS)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="problemTypeIds"
          label="问题类型"
          rules={[{ required: true, type: 'array', min: 1, message: M.problemTypes }]}
        >
          <TreeSelect
            multiple
            treeDefaultExpandAll
            treeData={treeData}
            placeholder="请选择问题类型"
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="problemDesc" label="问题描述" rules={[maxInput(500)]}>
          <Input.TextArea rows={3} showCount maxLength={500} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** 紧急联系人: required for an individual consultation of a visitor under 18. */
export function EmergencyFields({ minor }: { minor: boolean }) {
  const when = () => minor;
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Form.Item
          name="emergencyName"
          label="紧急联系人"
          required={minor}
          rules={[requiredWhen(when, M.minorContact), maxInput(20)]}
        >
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="emergencyRelation" label="与来访者关系" rules={[maxInput(10)]}>
          <Input maxLength={10} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          name="emergencyMobile"
          label="紧急联系人手机号"
          required={minor}
          rules={[
            requiredWhen(when, M.minorContact),
            mobile(mobileInvalidMessage('紧急联系人手机号')),
          ]}
        >
          <Input maxLength={11} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** One custom field's control by its type. */
function fieldControl(field: CustomField) {
  const label = { 'aria-label': field.name };
  const options = field.options.map((option) => ({ value: option, label: option }));
  switch (field.fieldType) {
    case 'number':
      return <InputNumber {...label} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker {...label} style={{ width: '100%' }} />;
    case 'single':
      return <Select {...label} allowClear options={options} />;
    case 'multiple':
      return <Select {...label} mode="multiple" allowClear options={options} />;
    default:
      return <Input {...label} maxLength={200} />;
  }
}

/** 自定义字段: the organisation's enabled custom fields in their order (stored in visitorInfo). */
export function CustomFields() {
  const { data: fields = [] } = useEnabledCustomFieldsQuery();
  if (fields.length === 0) return null;
  return (
    <Row gutter={16}>
      {fields.map((field, index) => (
        <Col span={12} key={field.id}>
          <Form.Item name={['customFields', index, 'name']} initialValue={field.name} hidden>
            <Input />
          </Form.Item>
          <Form.Item
            label={field.name}
            name={['customFields', index, 'value']}
            required={field.required === 1}
            rules={[
              ...(field.required === 1 ? [required(customFieldValueRequired(field.name))] : []),
              ...(field.fieldType === 'text' ? [maxInput(200)] : []),
            ]}
          >
            {fieldControl(field)}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
