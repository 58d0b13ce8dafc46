import moment from 'moment';
import type { RuleObject } from './ruleKit';
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
