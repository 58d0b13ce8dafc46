import { App, Button, Flex, Form, Modal, Result, Typography } from 'antd';
import { QrPoster } from '@/shared/components/QrPoster';
import { useState } from 'react';
import { ImageUpload } from '@/shared/components/ImageUpload';
import { coverRules, MESSAGES, required } from '@/shared/validation/rules';
import type { ApiFailure } from '@/shared/request/baseApi';
import { uploadScaleCover, useImportScaleMutation } from './api';
import { ScalePriceModal } from './ScalePriceModal';
import { SheetPicker } from './SheetPicker';
import { testEntranceUrl } from './scaleRules';
import type { Scale } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';
import { validateLeading } from '@/shared/validation/leadToFirstError';

export interface PublishScaleModalProps {
  /** The draft or original scale to publish or re-import; none for a new scale. */
  scale?: Scale;
  onClose: () => void;
}

interface Values {
  excelFile?: File;
  coverImg?: string;
}

/** Publish or save a scale as draft from its spreadsheet and cover; a publish ends on the test entrance's QR code. */
export function PublishScaleModal({ scale, onClose }: PublishScaleModalProps) {
  useReturnFocus();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [importScale] = useImportScaleMutation();
  const [sending, setSending] = useState<0 | 2 | null>(null);
  const [error, setError] = useState('');
  const [published, setPublished] = useState<{ id: string; coverImg?: string }>();
  const [uploading, setUploading] = useState(false);
  const [pricing, setPricing] = useState(false);
  const isNew = !scale;

  const send = async (status: 0 | 2) => {
    if (sending !== null) return;
    const values = await validateLeading(form).catch(() => undefined);
    if (!values) return;
    setSending(status);
    setError('');
    try {
      const { id } = await importScale({ id: scale?.id, status, ...values }).unwrap();
      if (status === 2) setPublished({ id, coverImg: values.coverImg || scale?.coverImg });
      else {
        message.success('保存成功');
        onClose();
      }
    } catch (failure) {
      setError((failure as ApiFailure).msg || '导入失败');
    } finally {
      setSending(null);
    }
  };

  if (published) {
    const publishedId = published.id;
    const url = testEntranceUrl(window.location.origin, publishedId);
    // A new scale's name is in its spreadsheet; the import answers only the id.
    const posterTitle = scale?.name ?? `量表${publishedId}测试入口`;
    return (
      <Modal
        open
        title="发布成功"
        onCancel={onClose}
        footer={[
          // The published scale's consultation price, next step of a publish (assessment spec §5).
          <Button key="price" onClick={() => setPricing(true)}>
            设置咨询价格
          </Button>,
          <Button key="close" onClick={onClose}>
            关闭
          </Button>,
        ]}
      >
        {pricing && (
          <ScalePriceModal
            scale={{ id: publishedId, name: scale?.name }}
            onClose={() => setPricing(false)}
          />
        )}
        <Result
          status="success"
          title="发布成功"
          subTitle="扫描二维码进入量表测试"
          extra={
            <Flex vertical align="center" gap="small">
              <QrPoster
                url={url}
                title={posterTitle}
                label="测试入口二维码"
                image={published.coverImg || undefined}
              />
              <Typography.Text copyable>{url}</Typography.Text>
            </Flex>
          }
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={isNew ? '发布量表' : `编辑量表：${scale.name}`}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="draft"
          loading={sending === 0}
          disabled={sending === 2 || uploading}
          onClick={() => void send(0)}
        >
          保存草稿
        </Button>,
        <Button
          key="publish"
          type="primary"
          loading={sending === 2}
          disabled={sending === 0 || uploading}
          onClick={() => void send(2)}
        >
          发布
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onValuesChange={() => setError('')}>
        <Form.Item
          label="量表文件"
          name="excelFile"
          rules={isNew ? [required(MESSAGES.spreadsheetRequired)] : []}
          extra={isNew ? '支持 .xls / .xlsx' : '不选择文件则保留原有题目'}
        >
          <SheetPicker />
        </Form.Item>
        <Form.Item
          label="封面"
          name="coverImg"
          rules={isNew ? coverRules : []}
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
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
