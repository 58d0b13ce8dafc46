import { useState } from 'react';
import { Form, Input } from 'antd';
import { ImageUpload } from '@/shared/components/ImageUpload';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import {
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
  const [editScaleText] = useEditScaleTextMutation();
  const [uploading, setUploading] = useState(false);
  return (
    <SaveFormModal<Values>
      title="编辑量表"
      successText="编辑成功"
      width={640}
      okDisabled={uploading}
      initialValues={{
        name: scale.name,
        introduction: scale.introduction,
        guidance: scale.guidance,
        confidAgreement: scale.confidAgreement,
        closingWord: scale.closingWord,
        coverImg: scale.coverImg || undefined,
      }}
      onSave={(values) => editScaleText({ ...values, id: scale.id }).unwrap()}
      onClose={onClose}
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
          onUploadingChange={setUploading}
        />
      </Form.Item>
    </SaveFormModal>
  );
}
