import type { ComponentProps, KeyboardEvent } from 'react';
import { DatePicker } from '@/shared/utils/dates';

const BaseRangePicker = DatePicker.RangePicker;

export type RangePickerProps = ComponentProps<typeof BaseRangePicker>;

/**
 * Tab out of a start field that holds no date (issue 29, item 10). @rc-component/picker 1.12
 * keeps the start field as the range's current field until it has a date: Tab moves focus to
 * the end field, and the picker's focus lock (`useFocusLock`, after `useRangeValueChange`
 * resolved the field switch to `resetCurrent`) puts it straight back on the start field, so Tab
 * could never leave an empty range. Here Tab from such a start field skips the end field (taken
 * out of the Tab order for this one key press) and the browser moves focus to whatever follows
 * the picker; with a date in the start field Tab goes on to the end field as before.
 */
function skipEndFieldOnTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.shiftKey || event.defaultPrevented) return;
  const start = event.target;
  if (!(start instanceof HTMLInputElement) || start.getAttribute('date-range') !== 'start') return;
  const empty = start.value === '' || start.getAttribute('aria-invalid') === 'true';
  const end = start.closest('.ant-picker-range')?.querySelector('input[date-range="end"]');
  if (!empty || !(end instanceof HTMLInputElement)) return;
  const tabIndex = end.getAttribute('tabindex');
  end.tabIndex = -1;
  // The browser moves focus after the key's handlers have run; the end field is back in the
  // Tab order for the next key.
  setTimeout(() => {
    if (tabIndex === null) end.removeAttribute('tabindex');
    else end.setAttribute('tabindex', tabIndex);
  });
}

/**
 * The app's date range picker: antd's RangePicker over moment (`@/shared/utils/dates`) that Tab
 * always leaves, open or closed, empty or filled. Use it instead of antd's own.
 */
export function RangePicker({ onKeyDown, ...props }: RangePickerProps) {
  return (
    <BaseRangePicker
      {...props}
      onKeyDown={(event, preventDefault) => {
        onKeyDown?.(event, preventDefault);
        skipEndFieldOnTab(event);
      }}
    />
  );
}
