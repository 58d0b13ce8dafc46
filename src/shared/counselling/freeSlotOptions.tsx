import { Spin } from 'antd';
import type { SelectProps } from 'antd';

/** The free-slots query as the select reads it. */
interface FreeSlotsAnswer {
  currentData?: readonly { id: string; start: string; end: string }[];
  isFetching: boolean;
}

/** What a 预约时段 select says when the chosen day has no free slot. */
export const NO_FREE_SLOT = '该日无可预约时段';

/**
 * The options, spinner and empty text of a 预约时段 select over one day's free slots. Only the
 * slots of the day asked for are offered (`currentData`): while another day loads, the last
 * day's slots are not shown (one could be picked for the wrong day) and neither is "no slot".
 */
export function freeSlotSelectProps(
  { currentData, isFetching }: FreeSlotsAnswer,
  asked: boolean,
): Pick<SelectProps<string>, 'loading' | 'notFoundContent' | 'options'> {
  return {
    loading: isFetching,
    notFoundContent: isFetching ? <Spin size="small" /> : asked ? NO_FREE_SLOT : undefined,
    options: (currentData ?? []).map((slot) => ({
      value: slot.id,
      label: `${slot.start}-${slot.end}`,
    })),
  };
}
