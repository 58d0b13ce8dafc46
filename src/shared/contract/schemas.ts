/**
 * Building blocks of the declarations. Every field has a Chinese `title`: the mock's refusal
 * names the field with it. Messages the specs word come from validation/messages.ts, so the
 * form and the mock say the same thing.
 */
import { z } from 'zod';
import { charLength } from '../validation/ruleKit';
import { MESSAGES, maxInputMessage } from '../validation/messages';

/** The largest page a list answers; 0 asks for every row (exports). */
export const MAX_PAGE_SIZE = 10000;

/** A missing field gets `required`, any other wrong type the generic message. */
export const missing =
  (required: string) =>
  (issue: { input: unknown }): string | undefined =>
    issue.input === undefined || issue.input === null ? required : undefined;

/**
 * Required text: trimmed, not blank, at most `max` characters as people count them (the form's
 * count: an emoji is one); `maxLength` is published for the document.
 */
export function requiredText(title: string, required: string, max: number) {
  return z
    .string({ error: missing(required) })
    .trim()
    .min(1, required)
    .refine((value) => charLength(value) <= max, maxInputMessage(max))
    .meta({ title, maxLength: max });
}

/** An optional text filter of a list (trimmed; blank means no filter). */
export function filterText(title: string, max = 50) {
  return z.string().trim().max(max, maxInputMessage(max)).optional().meta({ title });
}

/** An id: the platform's ids are digits, sent as text. */
export function id(title: string, required = `${title}不能为空`) {
  return z
    .string({ error: missing(required) })
    .trim()
    .min(1, required)
    .max(32, '格式不正确')
    .regex(/^\d+$/, '格式不正确')
    .meta({ title });
}

/** A list of ids, duplicates dropped; `empty` makes an empty list a refusal with that message. */
export function idList(title: string, empty?: string) {
  const list = z.array(id(title), { error: missing(empty ?? `${title}不能为空`) }).max(1000);
  return (empty ? list.min(1, empty) : list)
    .overwrite((ids) => [...new Set(ids)])
    .meta({ title: `${title}列表` });
}

/** A query integer (text on the wire, a number in the console). */
export function queryInt(title: string, min: number, max: number) {
  return z.coerce
    .number<number | string>({ error: '必须为整数' })
    .int('必须为整数')
    .min(min, `不能小于${min}`)
    .max(max, `不能大于${max}`)
    .meta({ title });
}

/** `pageNum` (from 1) and `pageSize` (0 = every row) of every list. */
export const pageQuery = {
  pageNum: queryInt('页码', 1, 1_000_000).default(1),
  pageSize: queryInt('每页条数', 0, MAX_PAGE_SIZE).default(10),
};

/**
 * Sorting of a list by one of `fields` (the whole list, before paging): `sortField` and
 * `sortOrder` (asc or desc); without them the list keeps its own order. The mock sorts with the
 * route's accessors for exactly these fields (`page()` in mock/core/router.ts).
 */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortField: z.enum(fields, { error: '不正确' }).optional().meta({ title: '排序字段' }),
    sortOrder: z
      .enum(['asc', 'desc'], { error: '只能是asc或desc' })
      .optional()
      .meta({ title: '排序方向' }),
  };
}

/** A date or date-time filter ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'). */
export function timeFilter(title: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '格式不正确')
    .optional()
    .meta({ title });
}

/** A display priority (sn, priority): a required integer, at least 0. */
export function priority(title = '显示优先级') {
  return z
    .number({ error: missing(MESSAGES.priorityRequired) })
    .int('必须为整数')
    .min(0, MESSAGES.priorityMin)
    .max(1_000_000, `不能大于1000000`)
    .meta({ title });
}

/** The status a form chooses: 0 invalid, 1 normal. */
export const chosenStatus = z
  .literal([0, 1], { error: MESSAGES.statusRequired })
  .meta({ title: '状态' });

/** The fixed module value of the scale area. */
export const scaleModule = z
  .literal('eval_form', { error: '模块参数不正确' })
  .optional()
  .meta({ title: '模块' });

/** A list answer. */
export function paged<R extends z.ZodType>(row: R) {
  return z.object({ rows: z.array(row), total: z.int().min(0) });
}

/** An answer with no data. */
export const noData = z.null();

/** A date-time as the platform writes it. */
export const dateTime = z.string().meta({ title: '时间', examples: ['2026-01-01 08:00:00'] });

/** 0 custom, 1 quoted, 2 purchased. */
export const tagType = z.literal([0, 1, 2]).meta({ title: '标签类型' });

export const tagBrief = z.object({ id: z.string(), name: z.string(), type: tagType });

/** A scale as the tag screens list it: 0 original / 1 quoted; 0 draft / 1 published. */
export const scaleBrief = z.object({
  id: z.string(),
  name: z.string(),
  type: z.literal([0, 1]),
  status: z.literal([0, 1]),
  createTime: dateTime,
});

/** Whether 'YYYY-MM-DD' names a day of the calendar (2026-02-30 does not; Date.parse lets it through). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}
