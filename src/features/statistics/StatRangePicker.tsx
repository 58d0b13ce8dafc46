import { useSearchParams } from 'react-router-dom';
import { RangePicker } from '@/shared/components/RangePicker';
import { DATE_FORMAT, disableFuture, moment } from '@/shared/utils/dates';

export type DateRange = [string, string];

/** The last twelve months: from the first day of the month eleven months back to today. */
export const lastTwelveMonths = (): DateRange => [
  moment().subtract(11, 'months').startOf('month').format(DATE_FORMAT),
  moment().format(DATE_FORMAT),
];

const isDay = (text: string | null): text is string =>
  !!text && moment(text, DATE_FORMAT, true).isValid();

/**
 * The range of the link (`?start=YYYY-MM-DD&end=YYYY-MM-DD`, so a range can be shared and
 * reloaded), or the last twelve months; choosing one writes it to the link.
 */
export function useStatRange(): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const start = params.get('start');
  const end = params.get('end');
  const range: DateRange =
    isDay(start) && isDay(end) && start <= end ? [start, end] : lastTwelveMonths();
  const choose = ([from, to]: DateRange) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('start', from);
        next.set('end', to);
        return next;
      },
      { replace: true },
    );
  return [range, choose];
}

/** The statistics date range: whole days, no future day can be picked (the mock refuses one too). */
export function StatRangePicker({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  return (
    <RangePicker
      aria-label="统计日期"
      allowClear={false}
      disabledDate={disableFuture}
      value={[moment(value[0], DATE_FORMAT), moment(value[1], DATE_FORMAT)]}
      onChange={(dates) => {
        if (dates?.[0] && dates[1])
          onChange([dates[0].format(DATE_FORMAT), dates[1].format(DATE_FORMAT)]);
      }}
    />
  );
}
