import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ImageUpload } from '@/shared/components/ImageUpload';
import {
  cleanFormValues,
  coverRules,
  MESSAGES,
  scaleClosingWordRules,
  scaleGuidanceRules,
  scaleIntroRules,
  scaleNameRules,
  specialStatementRules,
} from '@/shared/validation/rules';
import { uploadScaleCover, useEditScaleTextMutation } from './api';
import type { Scale, ScaleTextValues } from './types';

export interface EditScaleTextModalProps {
  scale: Scale;
  onClose: () => void;
}

type Values = Omit<ScaleTextValues, 'id'>;

/** Edit a scale's texts and cover (assessment spec §5 "Scale" edit rules). */
export function EditScaleTextModal({ scale, onClose }: EditScaleTextModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [editScaleText, { isLoading }] = useEditScaleTextMutation();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (saving) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const cleaned = cleanFormValues(values) as Values;
      await editScaleText({ ...cleaned, id: scale.id }).unwrap();
      message.success('编辑成功');
      onClose();
    } catch {
      // The toast said why; the typed text stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="编辑量表"
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving || isLoading}
      mask={{ closable: false }}
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: scale.name,
          introduction: scale.introduction,
          guidance: scale.guidance,
          confidAgreement: scale.confidAgreement,
          closingWord: scale.closingWord,
          coverImg: scale.coverImg || undefined,
        }}
      >
        <Form.Item label="量表名称" name="name" rules={scaleNameRules}>
          <Input showCount maxLength={30} />
        </Form.Item>
        <Form.Item label="简介" name="introduction" rules={scaleIntroRules}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label="指导语" name="guidance" rules={scaleGuidanceRules}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label="特别声明" name="confidAgreement" rules={specialStatementRules}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label="结束语" name="closingWord" rules={scaleClosingWordRules}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item
          label="封面"
          name="coverImg"
          rules={coverRules}
          extra="建议尺寸750x320，png/jpg，小于2M"
        >
          <ImageUpload
            aspect={2.34}
            upload={uploadScaleCover}
            maxSizeMessage={MESSAGES.imageSizeAssessment}
            label="上传封面"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
