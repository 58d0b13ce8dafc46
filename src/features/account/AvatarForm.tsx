import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import { ImageUpload } from '@/shared/components/ImageUpload';
import { uploadImage, useUpdateHeadImgMutation } from './api';
import { useSessionRefresh } from './useSessionRefresh';

/** 修改头像: one JPG/PNG under 2MB, cropped 1:1, then saved. */
export function AvatarForm({ headImg }: { headImg: string }) {
  const [picked, setPicked] = useState<string | undefined>(headImg || undefined);
  const [uploading, setUploading] = useState(false);
  const [save, { isLoading }] = useUpdateHeadImgMutation();
  const refresh = useSessionRefresh();
  const { message } = App.useApp();

  async function submit() {
    if (!picked) {
      message.warning('请上传头像');
      return;
    }
    try {
      await save({ headImg: picked }).unwrap();
      message.success('头像修改成功');
      await refresh();
    } catch {
      // Shown by the request layer.
    }
  }

  return (
    <Flex vertical gap="middle" align="flex-start">
      <ImageUpload
        value={picked}
        onChange={setPicked}
        upload={uploadImage}
        aspect={1}
        label="上传头像"
        onUploadingChange={setUploading}
      />
      <span>支持 JPG/PNG 格式，大小不超过2MB</span>
      <Button
        type="primary"
        onClick={() => void submit()}
        loading={isLoading}
        disabled={uploading || picked === (headImg || undefined)}
      >
        保存头像
      </Button>
    </Flex>
  );
}
