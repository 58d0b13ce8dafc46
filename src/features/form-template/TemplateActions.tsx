import { App, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { FormKind, FormTemplate } from '@/shared/contract/formTemplate';
import { FORM_CODES, FORM_KIND_LABEL } from '@/shared/forms/formCodes';
import { PermissionButton } from '@/shared/session/PermissionButton';
import {
  useCopyFormTemplateMutation,
  useDeleteFormTemplateMutation,
  useSubmitFormTemplateMutation,
  useUseFormTemplateMutation,
} from './api';
import { editPath } from './paths';
import { openConfirm } from '@/shared/feedback/openConfirm';

export type TemplateRow = Omit<FormTemplate, 'questionList'>;

/**
 * A row's actions by its status (spec §4): a draft 编辑, 确认且提交 and 删除; a to-use one 使用
 * unless it is the one in use; any 预览 and 复制.
 */
export function TemplateActions({
  kind,
  row,
  onPreview,
}: {
  kind: FormKind;
  row: TemplateRow;
  onPreview: () => void;
}) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const codes = FORM_CODES[kind];
  const [copy] = useCopyFormTemplateMutation();
  const [remove] = useDeleteFormTemplateMutation();
  const [submit] = useSubmitFormTemplateMutation();
  const [use] = useUseFormTemplateMutation();
  const draft = row.status === 0;
  const confirm = (title: string, content: string, run: () => Promise<unknown>, done: string) =>
    void openConfirm(modal, {
      title,
      content,
      onOk: async () => {
        await run();
        void message.success(done);
      },
    });
  const link = { type: 'link' as const, size: 'small' as const, autoInsertSpace: false };
  return (
    <Space size={0} wrap>
      <PermissionButton perm={codes.page} {...link} onClick={onPreview}>
        预览
      </PermissionButton>
      {draft && (
        <PermissionButton
          perm={codes.edit}
          {...link}
          onClick={() => void navigate(editPath(kind, row.id))}
        >
          编辑
        </PermissionButton>
      )}
      {draft && (
        <PermissionButton
          perm={codes.submit}
          {...link}
          onClick={() =>
            confirm(
              '确认且提交',
              `提交后「${row.name}」将变为待使用，不能再编辑。确定提交吗？`,
              () => submit({ id: row.id }).unwrap(),
              '提交成功',
            )
          }
        >
          确认且提交
        </PermissionButton>
      )}
      {!draft && row.used === 0 && (
        <PermissionButton
          perm={codes.use}
          {...link}
          onClick={() =>
            confirm(
              '使用',
              `使用后「${row.name}」将成为本机构唯一使用中的${FORM_KIND_LABEL[kind]}。确定使用吗？`,
              () => use({ id: row.id }).unwrap(),
              '使用成功',
            )
          }
        >
          使用
        </PermissionButton>
      )}
      <PermissionButton
        perm={codes.copy}
        {...link}
        onClick={() =>
          void copy({ id: row.id })
            .unwrap()
            .then(
              () => message.success('复制成功'),
              () => undefined, // the request layer showed why
            )
        }
      >
        复制
      </PermissionButton>
      {draft && (
        <PermissionButton
          perm={codes.remove}
          {...link}
          danger
          onClick={() =>
            confirm(
              '删除',
              `确定删除「${row.name}」吗？`,
              () => remove({ id: row.id }).unwrap(),
              '删除成功',
            )
          }
        >
          删除
        </PermissionButton>
      )}
    </Space>
  );
}
