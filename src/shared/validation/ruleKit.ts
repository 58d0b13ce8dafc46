import type { Rule, RuleObject, RuleRender } from 'antd/es/form';
import {
  maxInputMessage,
  maxLengthMessage,
  maxSelectMessage,
  minLengthMessage,
  minSelectMessage,
  rangeMessage,
} from './messages';

/**
 * The pieces every rule is built from. Every rule is a validator (not antd's `max`/`pattern`
 * shorthands) so it behaves the same for strings, numbers and lists, and a table test can run
 * it directly.
 */
export type { Rule, RuleObject, RuleRender };
/** What a RuleRender receives: the form's getFieldValue and friends. */
export type RuleForm = Parameters<RuleRender>[0];

/** Absent, '' or an empty list. */
export const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** Empty or only whitespace. */
const isBlank = (value: unknown): boolean =>
  isEmpty(value) || (typeof value === 'string' && value.trim() === '');

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/**
 * Length in characters as people count them (an emoji or rare Han character counts once): code
 * units less one per surrogate pair, as `Array.from(text).length` counts, without building an
 * array of every character (57 ms for the contract test's 1 MB texts, read on every refusal).
 */
export function charLength(value: unknown): number {
  const text = String(value);
  return text.length - (text.match(SURROGATE_PAIR)?.length ?? 0);
}

const pass = (): Promise<void> => Promise.resolve();
const fail = (message: string): Promise<void> => Promise.reject(new Error(message));

/**
 * A rule that passes values `skip` accepts and otherwise asks `ok`. Blank values are skipped by
 * default: saying "required" is the required rule's job, so a blank field shows one message.
 */
export function check(
  ok: (value: unknown) => boolean,
  message: string,
  skip: (value: unknown) => boolean = isBlank,
): RuleObject {
  return {
    validator: (_rule, value: unknown) => (skip(value) || ok(value) ? pass() : fail(message)),
  };
}

/** The value as text matches `re` (blank passes). */
export const matches = (re: RegExp, message: string): RuleObject =>
  check((value) => re.test(String(value)), message);

/**
 * Required with `required: true` so Form.Item shows its mark. Whitespace-only text is rejected
 * too, unless `allowBlank` (for fields whose "only spaces" case has its own message).
 */
export function required(message: string, { allowBlank = false } = {}): RuleObject {
  return {
    required: true,
    validator: (_rule, value: unknown) =>
      isEmpty(value) || (!allowBlank && isBlank(value)) ? fail(message) : pass(),
  };
}

/** Required only while `when(form)` holds (a price for a ticked way, a department for object 2). */
export function requiredWhen(when: (form: RuleForm) => boolean, message: string): RuleRender {
  return (form) => ({
    validator: (_rule, value: unknown) => (when(form) && isBlank(value) ? fail(message) : pass()),
  });
}

/** Text that is not only spaces (an empty value passes). */
export const notOnlySpaces = (message: string): RuleObject =>
  check((value) => typeof value !== 'string' || value.trim() !== '', message, isEmpty);

const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : String(value).trim() === '' ? NaN : Number(value);

// Generic factories (shell §5 "Generic messages"). Length rules count spaces too.
export const maxInput = (n: number): RuleObject =>
  check((v) => charLength(v) <= n, maxInputMessage(n), isEmpty);
export const maxLength = (n: number): RuleObject =>
  check((v) => charLength(v) <= n, maxLengthMessage(n), isEmpty);
export const minLength = (n: number): RuleObject =>
  check((v) => charLength(v) >= n, minLengthMessage(n), isEmpty);
export const numberRange = (min: number, max: number): RuleObject =>
  check(
    (v) => {
      const n = toNumber(v);
      return Number.isFinite(n) && n >= min && n <= max;
    },
    rangeMessage(min, max),
  );
/** A number of at least `min` (priority, display number). */
export const minNumber = (min: number, message: string): RuleObject =>
  check((v) => {
    const n = toNumber(v);
    return Number.isFinite(n) && n >= min;
  }, message);
export const maxSelect = (n: number): RuleObject =>
  check((v) => !Array.isArray(v) || v.length <= n, maxSelectMessage(n), isEmpty);
export const minSelect = (n: number): RuleObject =>
  check((v) => (Array.isArray(v) ? v.length : 1) >= n, minSelectMessage(n), isEmpty);
