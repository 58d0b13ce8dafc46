import { Button, Space } from 'antd';
import { useAppSelector } from '@/shared/store/hooks';
import { can } from '@/shared/session/permissions';
import { selectBtnCodes } from '@/shared/session/sessionSlice';
import { useDeleteTagMutation } from './api';
import { TAG_ACTION_LABEL, TAG_ACTION_PERM, TAG_ACTIONS, type TagAction } from './tagRules';
import type { Tag } from './types';
import { RowDelete } from '@/shared/feedback/ConfirmAction';

export type TagDialog = Exclude<TagAction, 'delete'>;

/** A tag row's buttons: those its type allows (§4) and the identity's codes allow (§6). */
export function TagActions({
  tag,
  onOpen,
}: {
  tag: Tag;
  onOpen: (dialog: TagDialog, tag: Tag) => void;
}) {
  const codes = useAppSelector(selectBtnCodes);
  const [deleteTag] = useDeleteTagMutation();
  const actions = TAG_ACTIONS[tag.type].filter((action) => can(codes, TAG_ACTION_PERM[action]));
  return (
    <Space size={0} wrap>
      {actions.map((action) =>
        action === 'delete' ? (
          <RowDelete
            key={action}
            title={`确定删除标签“${tag.name}”吗？其关联的量表、分类和机构将一并解除。`}
            remove={() => deleteTag(tag.id).unwrap()}
          />
        ) : (
          <Button
            key={action}
            type="link"
            size="small"
            onClick={() => onOpen(action, tag)}
            autoInsertSpace={false}
          >
            {TAG_ACTION_LABEL[action]}
          </Button>
        ),
      )}
    </Space>
  );
}
