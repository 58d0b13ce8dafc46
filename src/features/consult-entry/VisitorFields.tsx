import { Button, Col, Form, Input, Radio, Row, Select, Space, TreeSelect } from 'antd';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  CONSULT_TYPE_LABELS,
  IDENTITY_LABELS,
  codeOptions,
} from '@/shared/counselling/consultLabels';
import { useProblemTypeTreeQuery } from '@/shared/counselling/lookupApi';
import { maxInput, mobile, required, requiredWhen } from '@/shared/validation/rules';
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
          rules={[requiredWhen(when, M.minorContact), mobile()]}
        >
          <Input maxLength={11} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** 自定义字段: the organisation's custom fields as name and value pairs (visitorInfo). */
export function CustomFields() {
  return (
    <Form.List name="customFields">
      {(fields, { add, remove }) => (
        <Form.Item label="自定义字段">
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'name']} rules={[required(M.fieldName), maxInput(20)]}>
                <Input placeholder="字段名称" aria-label={`字段名称${index + 1}`} maxLength={20} />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} rules={[maxInput(200)]}>
                <Input placeholder="字段值" aria-label={`字段值${index + 1}`} maxLength={200} />
              </Form.Item>
              <Button
                type="text"
                aria-label={`删除字段${index + 1}`}
                icon={<MinusCircleOutlined />}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ name: '', value: '' })}
          >
            添加字段
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
