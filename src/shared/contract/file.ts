/** Uploads and downloads (shell spec §6 and §7, docs/api/shell.md). */
import { z } from 'zod';
import { call } from './call';
import { noData } from './schemas';

/** The upload's url (absolute, or the path the upload answered): what a download names. */
const fileUrl = (title: string, required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : undefined) })
    .trim()
    .min(1, required)
    .max(2000, '格式不正确')
    .regex(/^(https?:\/\/|\/)[^\s]*$/, '格式不正确')
    .meta({ title });

/** A file name to save under: no path separators or characters a file system refuses (controls are refused before any schema). */
const fileName = z
  .string()
  .trim()
  .max(100, '格式不正确')
  .regex(/^[^\\/:*?"<>|]*$/, '格式不正确')
  .optional()
  .meta({ title: '文件名' });

export const uploadFile = call({
  summary: '上传文件（图片 org / eval_form，或 eval_form 的 Excel；按内容识别类型）',
  method: 'POST',
  path: '/api/file/uploadFile',
  source: 'spec',
  public: true,
  form: z.object({
    path: z.literal(['org', 'eval_form'], { error: '上传路径不正确' }).meta({
      title: '上传路径',
      description: 'org 机构与注册材料图片；eval_form 量表与问卷的图片和 Excel',
    }),
  }),
  files: ['file'],
  data: z.object({ url: z.string(), path: z.string() }),
  codes: [10400, 10429],
});

export const downloadFileByUrl = call({
  summary: '按链接下载文件（扩展名取文件本身的类型）',
  method: 'GET',
  path: '/server-platform/web/oss/downloadFileByUrl',
  source: 'spec',
  query: z.object({ url: fileUrl('下载链接', '无效的下载链接'), fileName }),
  data: noData,
  file: { contentType: 'application/octet-stream', description: '上传时保存的文件' },
  codes: [10400, 10404],
});

export const downloadImage = call({
  summary: '下载图片（base64，供画布与 PDF 使用）',
  method: 'GET',
  path: '/api/file/downloadFile',
  source: 'spec',
  query: z.object({ path: fileUrl('文件路径', '文件路径不能为空'), fileName }),
  data: z.string().meta({ description: '图片内容的 base64' }),
  codes: [10400, 10404],
});
