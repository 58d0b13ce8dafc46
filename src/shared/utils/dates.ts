import momentGenerateConfig from '@rc-component/picker/generate/moment';
import { DatePicker as AntDatePicker } from 'antd';
import moment from 'moment';
import type { Moment } from 'moment';
import 'moment/locale/zh-cn';
import { parseDate } from './format';

/**
 * The one date library of the app (architecture: moment, zh-cn only). antd 6 defaults to dayjs,
 * so its pickers are generated over moment here and app code imports them from this module.
 */
moment.locale('zh-cn');

export { moment };
export type { Moment };

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** antd DatePicker whose values are Moment objects. */
export const DatePicker = AntDatePicker.generatePicker<Moment>(momentGenerateConfig);
// Its RangePicker is `RangePicker` in `@/shared/components/RangePicker`, which Tab always leaves.

export type DateInput = Moment | Date | string | number;

/** A Moment for any date-like value (no mutation of the caller's Moment). */
const toMoment = (value: DateInput): Moment => parseDate(value);

/** Search ranges run from 00:00:00 of the start day to 23:59:59 of the end day. */
export function dayRange(start: DateInput, end: DateInput): [string, string] {
  return [
    toMoment(start).startOf('day').format(DATE_TIME_FORMAT),
    toMoment(end).endOf('day').format(DATE_TIME_FORMAT),
  ];
}

/** `disabledDate` for pickers where the future makes no sense (birthday). */
export const disableFuture = (current: Moment): boolean => current.isAfter(moment(), 'day');

/** `disabledDate` for pickers where past days make no sense (recommendation ranges). */
export const disablePast = (current: Moment): boolean => current.isBefore(moment(), 'day');
