import type { Answer, Form } from '@/shared/contract/call';
import type * as C from '@/shared/contract/file';
import { requestData } from './client';
import { multipartPost } from './multipart';

/** 上传文件 POST /api/file/uploadFile multipart {file, path}: answers the stored file's URL. */
export async function uploadFile(
  file: File,
  path: Form<typeof C.uploadFile>['path'],
): Promise<Answer<typeof C.uploadFile>['url']> {
  const call = multipartPost('/api/file/uploadFile', { file, path });
  return (await requestData<Answer<typeof C.uploadFile>>(call)).url;
}
