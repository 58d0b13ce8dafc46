import { NameIntroFields } from '@/shared/components/NameIntroFields';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { StatusPriorityFields } from '@/shared/components/StatusPriorityFields';
import { categoryIntroRules, categoryNameRules } from '@/shared/validation/rules';
import { useSaveCategoryMutation } from './api';
import type { Category, CategoryFormValues } from './types';

/** 新增 / 编辑分类 (name max 4, intro max 100, status, display priority min 0). */
export function CategoryFormModal({
  category,
  onClose,
}: {
  category?: Category;
  onClose: () => void;
}) {
  const [save] = useSaveCategoryMutation();
  return (
    <SaveFormModal<CategoryFormValues>
      title={category ? '编辑分类' : '新增分类'}
      successText={category ? '编辑成功' : '保存成功'}
      initialValues={
        category
          ? {
              name: category.name,
              intro: category.intro,
              status: category.status,
              sn: category.sn,
            }
          : { status: 1 }
      }
      onSave={(values) => save({ ...values, id: category?.id }).unwrap()}
      onClose={onClose}
    >
      <NameIntroFields
        name={{ label: '分类名称', rules: categoryNameRules, maxLength: 4 }}
        intro={{ label: '分类简介', rules: categoryIntroRules, maxLength: 100 }}
      />
      <StatusPriorityFields priorityLabel="显示优先级" priorityName="sn" />
    </SaveFormModal>
  );
}
