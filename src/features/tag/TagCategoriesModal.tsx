import { Checkbox, Empty, Form } from 'antd';
import { useListAllCategoriesQuery } from '@/shared/assessment/assessmentApi';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { useRelateTagCategoriesMutation } from './api';
import type { Tag } from './types';

/** 关联分类: tick the display categories the tag belongs to. */
export function TagCategoriesModal({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const { data: categories } = useListAllCategoriesQuery();
  const [relate] = useRelateTagCategoriesMutation();
  return (
    <SaveFormModal<{ classIds?: string[] }>
      title={`关联分类：${tag.name}`}
      successText="分类关联成功"
      initialValues={{ classIds: tag.reClassList.map((c) => c.id) }}
      onSave={({ classIds }) => relate({ tagId: tag.id, classIdList: classIds ?? [] }).unwrap()}
      onClose={onClose}
    >
      {categories?.length === 0 && <Empty description="暂无分类" />}
      <Form.Item name="classIds" label="展示分类">
        <Checkbox.Group options={(categories ?? []).map((c) => ({ value: c.id, label: c.name }))} />
      </Form.Item>
    </SaveFormModal>
  );
}
