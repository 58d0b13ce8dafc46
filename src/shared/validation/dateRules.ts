import moment from 'moment';
import type { RuleObject, RuleRender } from './ruleKit';
import { check, isEmpty } from './ruleKit';
import { MESSAGES as M } from './messages';
import { parseDate } from '@/shared/utils/format';

// Date rules live apart from rules.ts so the login page, which needs none, does not load moment.

/** A date not after today (birthday). */
export const notFuture = (message: string = M.birthdayFuture): RuleObject =>
  check(
    (v) => {
      const day = parseDate(v as moment.MomentInput);
      return day.isValid() && !day.isAfter(moment(), 'day');
    },
    message,
    isEmpty,
  );

/**
 * A date compared with the date of another field, `otherField` (add `dependencies={[otherField]}`
 * to the item): it fails with `message` when `bad(mine, other)`, and passes while either is
 * empty (saying "required" is the required rule's job). An end date:
 * `compareWith('start', (end, start) => end.isBefore(start, 'day'), '结束日期不能早于开始日期')`.
 */
export const compareWith =
  (
    otherField: string,
    bad: (mine: moment.Moment, other: moment.Moment) => boolean,
    message: string,
  ): RuleRender =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const other: unknown = getFieldValue(otherField);
      if (isEmpty(value) || isEmpty(other)) return Promise.resolve();
      const mine = parseDate(value as moment.MomentInput);
      return bad(mine, parseDate(other as moment.MomentInput))
        ? Promise.reject(new Error(message))
        : Promise.resolve();
    },
  });
