import { Form } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { TransferPicker } from '@/shared/components/TransferPicker';
import { TAG_TYPE_LABEL } from './assessmentLabels';
import { useListAllTagsQuery } from './assessmentApi';

export interface TagTransferModalProps {
  title: string;
  /** The tags related now (the right-hand list to start from). */
  initialTagIds: string[] | undefined;
  /** Saves and says so; the dialog then closes, and a rejection keeps it open. */
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
  const { data: tags = [], isFetching } = useListAllTagsQuery();
  return (
    <SaveFormModal<{ tagIds?: string[] }>
      title={title}
      width={640}
      okDisabled={isFetching || !initialTagIds}
      onSave={({ tagIds }) => onSubmit(tagIds ?? [])}
      onClose={onClose}
    >
      {initialTagIds && (
        <Form.Item name="tagIds" initialValue={initialTagIds}>
          <TransferPicker
            items={tags.map((tag) => ({
              key: tag.id,
              title: tag.name,
              description: TAG_TYPE_LABEL[tag.type],
            }))}
            titles={['全部标签', '已关联标签']}
          />
        </Form.Item>
      )}
    </SaveFormModal>
  );
}
