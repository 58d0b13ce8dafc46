/** Building blocks the scale, scale-data and questionnaire declarations share. */
import { z } from 'zod';
import { dateTime, tagBrief } from './schemas';

/** The longest text of a scale or questionnaire (introduction, guidance, statement, closing word). */
export const MAX_TEXT = 5000;

/** A code filter sent as query text (or a number by the console); -99 is the "all" option. */
export function codeFilter<const V extends readonly [string, ...string[]]>(
  title: string,
  values: V,
  error = '取值不正确',
) {
  const accepted = [...values, ...values.map(Number)] as unknown as [
    string | number,
    ...(string | number)[],
  ];
  return z
    .literal(accepted, { error })
    .transform((value) => String(value) as V[number])
    .meta({ title });
}

/** A scale as the lists show it (without its questions). */
export const scaleRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.literal([0, 1]).meta({ description: '0 原创，1 引用' }),
  status: z.literal([0, 1]).meta({ description: '0 草稿，1 已发布' }),
  createTime: dateTime,
  updateTime: dateTime,
  coverImg: z.string(),
  introduction: z.string(),
  guidance: z.string(),
  confidAgreement: z.string(),
  closingWord: z.string(),
  fileUrl: z.string().meta({ description: '导入的表格（种子数据为空）' }),
  questionNum: z.int().min(0),
  testPersonNum: z.int().min(0),
  tagList: z.array(tagBrief),
  tagName: z.string().meta({ description: '标签名，以“、”连接' }),
  className: z.string().meta({ description: '标签所属分类名，以“、”连接' }),
});
