/** Answers to a form's questions, as the case and satisfaction calls take them. */
import { z } from 'zod';
import { maxInputMessage } from '../validation/messages';

/** One answered question (shell spec §3 "Question"; free text ≤ 200, Other ≤ 30 per §9). */
const answerInput = z
  .object({
    code: z
      .string({ error: '题目编号不能为空' })
      .trim()
      .min(1, '题目编号不能为空')
      .max(32, '题目编号格式不正确')
      .regex(/^[\w.-]+$/, '题目编号格式不正确')
      .meta({ title: '题目编号' }),
    values: z
      .array(
        z
          .string()
          .trim()
          .min(1, '答案不能为空')
          .max(200, maxInputMessage(200))
          .meta({ title: '答案' }),
        { error: '答案不能为空' },
      )
      .max(50, '选项过多')
      .meta({ title: '答案列表', description: '所选选项文字，填空题为一项文本' }),
    other: z
      .string()
      .trim()
      .max(30, maxInputMessage(30))
      .optional()
      .meta({ title: '其他内容', maxLength: 30 }),
  })
  .meta({ title: '答案' });

export const answerList = z
  .array(answerInput, { error: '答案不能为空' })
  .max(300, '答案过多')
  .meta({ title: '答案列表' });
