/** The custom visitor field's shape (customField.ts declares its calls). */
import { z } from 'zod';
import { dateTime } from './schemas';

export const customFieldType = z
  .literal(['text', 'number', 'date', 'single', 'multiple'], { error: '字段类型不正确' })
  .meta({
    title: '字段类型',
    description: 'text 文本，number 数字，date 日期，single 单选，multiple 多选',
  });

export const customFieldRow = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string().meta({ title: '字段名称' }),
  fieldType: customFieldType,
  options: z.array(z.string()).meta({ title: '选项', description: '单选、多选' }),
  required: z.literal([0, 1]).meta({ title: '是否必填', description: '1 必填' }),
  sort: z.int().min(0).meta({ title: '排序', description: '小的在前' }),
  enabled: z.literal([0, 1]).meta({ title: '是否启用', description: '1 启用' }),
  createTime: dateTime,
  updateTime: dateTime,
});
export type CustomField = z.infer<typeof customFieldRow>;
export type CustomFieldType = z.infer<typeof customFieldType>;
