import { Form, Input } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { customTagRules, requiredLabel, splitTags } from '@/shared/validation/rules';
import { useUpdateExpertTagsMutation } from './api';
import type { Expert } from './types';

/** 编辑 (18-01-02): the expert's tags as comma-separated text, 2-12 characters each, 3-50 tags. */
export function ExpertTagsModal({ expert, onClose }: { expert: Expert; onClose: () => void }) {
  const [save] = useUpdateExpertTagsMutation();
  return (
    <SaveFormModal<{ tags: string }>
      title={`编辑标签：${expert.name}`}
      successText="标签修改成功"
      okText="保存"
      initialValues={{ tags: expert.tags.join('，') }}
      onSave={({ tags }) => save({ userId: expert.userId, tags: splitTags(tags) }).unwrap()}
      onClose={onClose}
    >
      <Form.Item
        label="标签"
        name="tags"
        extra="多个标签用逗号分隔，每个标签2-12字，共3-50个"
        rules={[requiredLabel('标签'), ...customTagRules]}
      >
        <Input.TextArea rows={3} placeholder="如：焦虑，睡眠障碍，亲子关系" />
      </Form.Item>
    </SaveFormModal>
  );
}
