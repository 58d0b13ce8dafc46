import { freeSlotSelectProps, NO_FREE_SLOT } from './freeSlotOptions';

const nine = { id: 'b1', start: '09:00', end: '09:50' };

describe('freeSlotSelectProps', () => {
  it('offers the slots of the day asked for', () => {
    const props = freeSlotSelectProps({ currentData: [nine], isFetching: false }, true);
    expect(props.options).toEqual([{ value: 'b1', label: '09:00-09:50' }]);
    expect(props.loading).toBe(false);
  });

  it('offers nothing, and does not say "no slot", while another day loads', () => {
    // RTK Query keeps the last day's `data` across the change; `currentData` is the new day's.
    const props = freeSlotSelectProps({ currentData: undefined, isFetching: true }, true);
    expect(props.options).toEqual([]);
    expect(props.loading).toBe(true);
    expect(props.notFoundContent).not.toBe(NO_FREE_SLOT);
  });

  it('says 该日无可预约时段 once a day without a free slot has loaded', () => {
    const props = freeSlotSelectProps({ currentData: [], isFetching: false }, true);
    expect(props.notFoundContent).toBe('该日无可预约时段');
  });

  it('says nothing before a day is chosen', () => {
    const props = freeSlotSelectProps({ currentData: undefined, isFetching: false }, false);
    expect(props.notFoundContent).toBeUndefined();
  });
});
