import { Form, Modal } from 'antd';
import { TransferPicker } from '@/shared/components/TransferPicker';
import { useSaving } from '@/shared/components/useSaving';
import { TAG_TYPE_LABEL } from './assessmentLabels';
import { useListAllTagsQuery } from './assessmentApi';

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
  const { saving, buttonProps, run } = useSaving();
  const submit = () =>
    run(async () => {
      const { tagIds } = await form.validateFields();
      await onSubmit(tagIds ?? []);
    });
  return (
    <Modal
      open
      title={title}
      width={640}
      onCancel={() => {
        if (!saving) onClose();
      }}
      onOk={() => void submit()}
      okButtonProps={{ ...buttonProps, disabled: saving || isFetching || !initialTagIds }}
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
