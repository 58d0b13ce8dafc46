import { App, Checkbox, Empty, Form, Modal } from 'antd';
import { useListAllCategoriesQuery } from '@/shared/assessment/assessmentApi';
import { useSaving } from '@/shared/components/useSaving';
import { useRelateTagCategoriesMutation } from './api';
import type { Tag } from './types';

/** 关联分类: tick the display categories the tag belongs to. */
export function TagCategoriesModal({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ classIds: string[] }>();
  const { data: categories } = useListAllCategoriesQuery();
  const [relate] = useRelateTagCategoriesMutation();
  const { saving, buttonProps, run } = useSaving();
  const submit = () =>
    run(async () => {
      const { classIds } = form.getFieldsValue();
      await relate({ tagId: tag.id, classIdList: classIds ?? [] }).unwrap();
      message.success('分类关联成功');
      onClose();
    });
  return (
    <Modal
      open
      title={`关联分类：${tag.name}`}
      onCancel={() => {
        if (!saving) onClose();
      }}
      onOk={() => void submit()}
      okButtonProps={buttonProps}
    >
      {categories?.length === 0 && <Empty description="暂无分类" />}
      <Form form={form} initialValues={{ classIds: tag.reClassList.map((c) => c.id) }}>
        <Form.Item name="classIds" label="展示分类">
          <Checkbox.Group
            options={(categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
