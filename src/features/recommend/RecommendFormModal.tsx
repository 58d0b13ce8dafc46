import { App, Form, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { RemoteSelect } from '@/shared/components/RemoteSelect';
import { disablePast, moment, RangePicker, type Moment } from '@/shared/utils/dates';
import {
  displayTimeRules,
  priorityRules,
  recommendScaleRules,
  statusRules,
} from '@/shared/validation/rules';
import { searchPublishedScales, useSaveRecommendationMutation } from './api';
import type { Recommendation } from './types';

interface Values {
  formId: string;
  range: [Moment, Moment];
  status: 0 | 1;
  priority: number;
}

/** 新增 / 编辑推荐展示: scale, display dates (past days disabled), status, priority (min 0). */
export function RecommendFormModal({
  record,
  onClose,
}: {
  record?: Recommendation;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [save] = useSaveRecommendationMutation();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (saving) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await save({
        id: record?.id,
        formId: values.formId,
        beginShowDate: values.range[0].format('YYYY-MM-DD'),
        endShowDate: values.range[1].format('YYYY-MM-DD'),
        status: values.status,
        priority: values.priority,
      }).unwrap();
      message.success(record ? '编辑成功' : '保存成功');
      onClose();
    } catch {
      // Shown by the request layer; the choices stay.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={record ? '编辑推荐' : '新增推荐'}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      mask={{ closable: false }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={
          record
            ? {
                formId: record.formId,
                range: [moment(record.beginShowDate), moment(record.endShowDate)],
                status: record.status === 1 ? 1 : 0,
                priority: record.priority,
              }
            : { status: 1 }
        }
      >
        <Form.Item label="量表" name="formId" rules={recommendScaleRules}>
          <RemoteSelect
            placeholder="请输入量表名称搜索"
            fetchOptions={searchPublishedScales}
            initialOptions={record && [{ label: record.formName, value: record.formId }]}
          />
        </Form.Item>
        <Form.Item label="展示时间" name="range" rules={displayTimeRules}>
          <RangePicker disabledDate={disablePast} />
        </Form.Item>
        <Form.Item label="状态" name="status" rules={statusRules}>
          <Radio.Group
            options={[
              { value: 1, label: '正常' },
              { value: 0, label: '无效' },
            ]}
          />
        </Form.Item>
        <Form.Item label="优先级" name="priority" rules={priorityRules} extra="数字越小越靠前">
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
