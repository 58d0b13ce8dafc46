import { NameIntroFields } from '@/shared/components/NameIntroFields';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { tagIntroRules, tagNameRules } from '@/shared/validation/rules';
import { useSaveTagMutation } from './api';
import type { Tag, TagFormValues } from './types';

/** 新增 / 编辑标签 (name max 10, intro max 100, neither only spaces). */
export function TagFormModal({ tag, onClose }: { tag?: Tag; onClose: () => void }) {
  const [saveTag] = useSaveTagMutation();
  return (
    <SaveFormModal<TagFormValues>
      title={tag ? '编辑标签' : '新增标签'}
      successText={tag ? '编辑成功' : '保存成功'}
      initialValues={tag && { name: tag.name, intro: tag.intro }}
      onSave={(values) => saveTag({ ...values, id: tag?.id }).unwrap()}
      onClose={onClose}
    >
      <NameIntroFields
        name={{ label: '标签名称', rules: tagNameRules, maxLength: 10 }}
        intro={{ label: '标签简介', rules: tagIntroRules, maxLength: 100 }}
      />
    </SaveFormModal>
  );
}
