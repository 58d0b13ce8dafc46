import { Form, Modal } from 'antd';
import { useState } from 'react';
import { TransferPicker } from '@/shared/components/TransferPicker';
import { TAG_TYPE_LABEL } from './types';
import { useListAllTagsQuery } from './api';

export interface TagTransferModalProps {
  title: string;
  /** The tags related now (the right-hand list to start from). */
  initialTagIds: string[] | undefined;
  onSubmit: (tagIds: string[]) => Promise<unknown>;
  onClose: () => void;
}

/** Relate tags through a transfer list (scales, categories). Rendered only while open. */
export function TagTransferModal({
  title,
  initialTagIds,
  onSubmit,
  onClose,
}: TagTransferModalProps) {
  const [form] = Form.useForm<{ tagIds: string[] }>();
  const { data: tags = [], isFetching } = useListAllTagsQuery();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { tagIds } = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(tagIds ?? []);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      width={640}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving}
      okButtonProps={{ disabled: isFetching || !initialTagIds }}
      destroyOnHidden
    >
      {initialTagIds && (
        <Form form={form} initialValues={{ tagIds: initialTagIds }}>
          <Form.Item name="tagIds">
            <TransferPicker
              items={tags.map((tag) => ({
                key: tag.id,
                title: tag.name,
                description: TAG_TYPE_LABEL[tag.type],
              }))}
              titles={['全部标签', '已关联标签']}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
