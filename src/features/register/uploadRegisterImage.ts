import { uploadFile } from '@/shared/request/uploadFile';

/** 上传注册材料图片 POST /api/file/uploadFile (public, path org): answers the image's URL. */
export async function uploadRegisterImage(file: File): Promise<string> {
  return uploadFile(file, 'org');
}
