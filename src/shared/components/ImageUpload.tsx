import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { App, Image, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@/shared/validation/messages';
import { MAX_IMAGE_BYTES, checkImage } from './imageChecks';

export interface ImageUploadProps {
  /** Set by Form.Item so its label points at the file input. */
  id?: string;
  /** The image's URL (Form control value). */
  value?: string;
  onChange?: (url: string | undefined) => void;
  /** Stores the file and answers its URL. */
  upload: (file: File) => Promise<string>;
  /** Crop ratio width / height: 1 for avatars, 2.34 for covers. */
  aspect?: number;
  /** Set false to upload the file as chosen. */
  crop?: boolean;
  maxBytes?: number;
  /** The size message; the assessment area uses MESSAGES.imageSizeAssessment. */
  maxSizeMessage?: string;
  disabled?: boolean;
  /** Text in the empty card, e.g. 上传封面. */
  label?: ReactNode;
  /**
   * True from the moment a file is picked until it is stored or refused: the form keeps its save
   * disabled meanwhile, so a save cannot go out without the new image or with the one it replaces.
   */
  onUploadingChange?: (uploading: boolean) => void;
}

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
type UploadRequest = Parameters<NonNullable<UploadProps['customRequest']>>[0];

/** One JPG/PNG image under 2MB, checked by content, cropped, uploaded, previewable. */
export function ImageUpload({
  id,
  value,
  onChange,
  upload,
  aspect = 1,
  crop = true,
  maxBytes = MAX_IMAGE_BYTES,
  maxSizeMessage = MESSAGES.imageSize,
  disabled,
  label = '上传图片',
  onUploadingChange,
}: ImageUploadProps) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  // Files already refused before cropping, so the wrapped beforeUpload does not say it twice.
  const refused = useRef(new WeakSet<Blob>());

  /** True when the file may go on; otherwise says why. */
  const acceptable = async (file: Blob): Promise<boolean> => {
    if (refused.current.has(file)) return false;
    const problem = await checkImage(file, maxBytes);
    if (!problem) return true;
    refused.current.add(file);
    message.error(problem === 'type' ? MESSAGES.imageType : maxSizeMessage);
    return false;
  };

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    onUploadingChange?.(true);
    if (await acceptable(file)) return true; // `send` follows and ends the upload
    onUploadingChange?.(false);
    return Upload.LIST_IGNORE;
  };

  const send = async ({ file, onSuccess, onError }: UploadRequest) => {
    const chosen = file as File;
    setUploading(chosen.name);
    try {
      const url = await upload(chosen);
      onChange?.(url);
      onSuccess?.(url);
    } catch (error) {
      // A failed upload leaves no stale image behind.
      onChange?.(undefined);
      message.error(MESSAGES.uploadFailed);
      onError?.(error instanceof Error ? error : new Error(MESSAGES.uploadFailed));
    } finally {
      setUploading(null);
      onUploadingChange?.(false);
    }
  };
  // Upload ignores what customRequest returns; `send` settles every failure itself.
  const customRequest: UploadProps['customRequest'] = (request) => void send(request);

  const fileList: UploadFile[] = uploading
    ? [{ uid: 'uploading', name: uploading, status: 'uploading' }]
    : value
      ? [{ uid: value, name: value.split('/').pop() ?? 'image', status: 'done', url: value }]
      : [];

  const picker = (
    <Upload
      id={id}
      accept={ACCEPT}
      listType="picture-card"
      maxCount={1}
      fileList={fileList}
      disabled={disabled}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onPreview={() => setPreviewOpen(true)}
      onRemove={() => {
        onChange?.(undefined);
        return true;
      }}
    >
      {fileList.length === 0 && (
        <button type="button" style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{label}</div>
        </button>
      )}
    </Upload>
  );

  return (
    <>
      {crop ? (
        <ImgCrop aspect={aspect} rotationSlider modalTitle="裁剪图片" beforeCrop={acceptable}>
          {picker}
        </ImgCrop>
      ) : (
        picker
      )}
      {value && (
        <Image
          src={value}
          alt="预览"
          style={{ display: 'none' }}
          preview={{ open: previewOpen, onOpenChange: setPreviewOpen }}
        />
      )}
    </>
  );
}
