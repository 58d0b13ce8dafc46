import { App, Button, Flex, QRCode } from 'antd';
import { saveAs } from 'file-saver';
import { useRef } from 'react';
import { useImageCapture } from '@/shared/components/useImageCapture';
import { fetchImageBase64 } from '@/shared/request/download';
import { drawQrPoster, imageOfBase64 } from './drawQrPoster';

export interface QrPosterProps {
  /** What the code opens (a fill or test link). */
  url: string;
  /** The poster's title and file name, e.g. the task's name. */
  title: string;
  /** The code's accessible name, e.g. 任务二维码. */
  label: string;
  /**
   * An uploaded image to head the poster (a scale's cover): fetched as base64 through
   * `GET /api/file/downloadFile`, since a canvas may not read back an image of another origin.
   */
  image?: string;
}

/** A QR code with 下载二维码, which draws it as a PNG poster under the shell's overlay. */
export function QrPoster({ url, title, label, image }: QrPosterProps) {
  const { message } = App.useApp();
  const capture = useImageCapture();
  const frame = useRef<HTMLDivElement>(null);

  const download = async () => {
    try {
      const blob = await capture(async () => {
        const qr = frame.current?.querySelector('canvas');
        if (!qr) throw new Error('the QR code is not drawn');
        const cover = image ? await imageOfBase64(await fetchImageBase64(image)) : undefined;
        return drawQrPoster(qr, title, url, cover);
      });
      saveAs(blob, `${title}-二维码.png`);
    } catch {
      message.error('图片生成失败');
    }
  };

  return (
    <Flex vertical align="center" gap="small">
      <div ref={frame}>
        <QRCode value={url} aria-label={label} />
      </div>
      <Button onClick={() => void download()}>下载二维码</Button>
    </Flex>
  );
}
