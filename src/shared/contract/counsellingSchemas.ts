/** Building blocks of the counselling calls (consult orders, schedules, customers, problem types). */
import { z } from 'zod';
import {
  labelRequiredMessage,
  maxInputMessage,
  mobileInvalidMessage,
} from '../validation/messages';
import { PATTERNS } from '../validation/patterns';
import { charLength } from '../validation/ruleKit';
import { isCalendarDate } from './schemas';

/** A code of a list filter, as query text ('0'…) or a number; the all-option -99 is never sent. */
export function queryCode<const V extends readonly number[]>(title: string, values: V) {
  const accepted = [...values, ...values.map(String)] as unknown as [
    number | string,
    ...(number | string)[],
  ];
  return z
    .literal(accepted, { error: '取值不正确' })
    .transform((value) => Number(value) as V[number])
    .optional()
    .meta({ title });
}

/** A required code in a JSON body. */
export function bodyCode<const V extends readonly [number, ...number[]]>(
  title: string,
  values: V,
  required = `请选择${title}`,
) {
  return z
    .literal(values, {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : '取值不正确',
    })
    .meta({ title });
}

/** Optional text of at most `max` characters (counted as people count them). */
export function optionalText(title: string, max: number) {
  return z
    .string()
    .trim()
    .refine((value) => charLength(value) <= max, maxInputMessage(max))
    .default('')
    .meta({ title, maxLength: max });
}

/** A 'YYYY-MM-DD' date. */
export function date(title: string, required = `请选择${title}`) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : '格式不正确',
    })
    .trim()
    .refine(isCalendarDate, '格式不正确')
    .meta({ title, examples: ['2026-03-02'] });
}

/**
 * A mainland mobile number under the spec's one rule (shell spec §5: 1, then 3-9, then 9 digits;
 * PATTERNS.mobile, which the console's forms check too). Empty answers `required` (`<title>不能为空`,
 * 手机号不能为空 for the spec's field, unless its form words it otherwise, e.g. 请输入来电号码); a bad
 * one `<title>格式不正确` (手机号格式不正确), the message the form shows.
 */
export function mobile(title = '手机号', required: string = labelRequiredMessage(title)) {
  const invalid = mobileInvalidMessage(title);
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid),
    })
    .trim()
    .min(1, { error: required, abort: true }) // an empty one says only that it is empty
    .regex(PATTERNS.mobile, invalid)
    .meta({ title, maxLength: 11 });
}

/** The order version the caller saw (stale actions are refused). */
export const version = z
  .int({ error: '订单版本不能为空' })
  .min(1, '订单版本不正确')
  .max(1_000_000, '订单版本不正确')
  .meta({ title: '订单版本' });

/** 'HH:mm' */
export const clock = z
  .string({ error: '时间不能为空' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式不正确')
  .meta({ title: '时间', examples: ['09:00'] });

export const consultWay = [0, 1, 2, 3] as const;
export const appointMode = [0, 1, 2, 3] as const;
export const consultType = [0, 1] as const;
export const mentalStatus = [0, 1, 2] as const;
export const orderStatus = [0, 1, 2, 3, 4] as const;
export const sex = [0, 1] as const;
