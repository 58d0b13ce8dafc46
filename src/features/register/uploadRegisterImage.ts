import { upload } from '@/shared/request/client';

/** 上传注册材料图片 POST /api/file/uploadFile (public, path org): answers the image's URL. */
export async function uploadRegisterImage(file: File): Promise<string> {
  return (await upload<{ url: string }>('/api/file/uploadFile', { file, path: 'org' })).url;
}
