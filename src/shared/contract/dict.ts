/** Dictionaries (shell spec §7, docs/api/shell.md). */
import { z } from 'zod';
import { call } from './call';

export const getDictByCode = call({
  summary: '字典项（按字典编码；未知编码答空列表）',
  method: 'GET',
  path: '/server-platform/api/dict/getDictByCode',
  source: 'spec',
  query: z.object({
    code: z
      .string({ error: '字典编码不能为空' })
      .trim()
      .min(1, '字典编码不能为空')
      .max(50, '格式不正确')
      .regex(/^[A-Za-z0-9_]+$/, '格式不正确')
      .meta({ title: '字典编码' }),
  }),
  data: z.array(z.object({ code: z.string(), name: z.string() })),
  codes: [10400],
});
