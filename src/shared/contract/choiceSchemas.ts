/** Building blocks of the hotline, to-do and follow-up calls: text choices, scores, date-times. */
import { z } from 'zod';

const isMissing = (input: unknown) => input === undefined || input === null;

/** A required choice among fixed texts (请选择<title> when missing). */
export function choice<const V extends readonly [string, ...string[]]>(title: string, values: V) {
  return z
    .enum(values, { error: (issue) => (isMissing(issue.input) ? `请选择${title}` : '取值不正确') })
    .meta({ title });
}

/** A list filter among fixed texts. */
export function choiceFilter<const V extends readonly [string, ...string[]]>(
  title: string,
  values: V,
) {
  return z.enum(values, { error: '取值不正确' }).optional().meta({ title });
}

/** A score from 0 to 10 (suicide intent, hopelessness). */
export function score(title: string) {
  return z
    .int({ error: (issue) => (isMissing(issue.input) ? `请输入${title}` : '必须为整数') })
    .min(0, '范围0-10')
    .max(10, '范围0-10')
    .meta({ title });
}

/** A required 'YYYY-MM-DD HH:mm:ss'. */
export function dateTimeField(title: string, required = `请选择${title}`) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? required : '格式不正确') })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, `${title}格式不正确`)
    .refine((value) => !Number.isNaN(Date.parse(value.replace(' ', 'T'))), `${title}格式不正确`)
    .meta({ title, examples: ['2026-03-02 09:30:00'] });
}
