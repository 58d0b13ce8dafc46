import type { Answer, Form } from '@/shared/contract/call';
import type * as C from '@/shared/contract/file';
import { upload } from './client';

/** 上传文件 POST /api/file/uploadFile multipart {file, path}: answers the stored file's URL. */
export async function uploadFile(
  file: File,
  path: Form<typeof C.uploadFile>['path'],
): Promise<Answer<typeof C.uploadFile>['url']> {
  return (await upload<Answer<typeof C.uploadFile>>('/api/file/uploadFile', { file, path })).url;
}
