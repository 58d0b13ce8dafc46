import moment from 'moment';
import {
  buildRecord,
  filtersOf,
  formValuesOf,
  isOwnState,
  pageNumOf,
  pageSizeOf,
  queryFilters,
  readRecord,
  recordFilters,
  sortOf,
  splitRecord,
  withPersonal,
} from './listState';

const RANGES = { created: ['startTime', 'endTime'] } as const;

describe('list state in the address', () => {
  test('a link’s filters read as the form holds them: codes as numbers, text as text, blanks dropped', () => {
    const record = readRecord(
      '?type=%E5%8D%B1%E6%9C%BA%E8%B7%9F%E8%BF%9B&status=0&overdue=1&name=&other=%20',
      null,
    );
    expect(record).toEqual({ type: '危机跟进', status: '0', overdue: '1' });
    expect(isOwnState(record)).toBe(false);
    expect(formValuesOf(record)).toEqual({ type: '危机跟进', status: 0, overdue: 1 });
  });

  test('a phone, an order number with leading zeros and long digits stay text', () => {
    const values = formValuesOf({ phone: '13800000000', orderNo: '007', id: '1234567890' });
    expect(values).toEqual({ phone: '13800000000', orderNo: '007', id: '1234567890' });
  });

  test('a date range is written as its two days and sent from 00:00:00 to 23:59:59', () => {
    const filters = recordFilters(
      { created: [moment('2026-11-01'), moment('2026-11-30')], name: ' 量表 ', status: -99 },
      RANGES,
    );
    expect(filters).toEqual({ startTime: '2026-11-01', endTime: '2026-11-30', name: '量表' });
    expect(queryFilters(filters, RANGES)).toEqual({
      startTime: '2026-11-01 00:00:00',
      endTime: '2026-11-30 23:59:59',
      name: '量表',
    });
    const form = formValuesOf(filters, RANGES);
    expect(Object.keys(form).sort()).toEqual(['created', 'name']);
    const [from, to] = form.created as moment.Moment[];
    expect([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]).toEqual([
      '2026-11-01',
      '2026-11-30',
    ]);
  });

  test('page, size and sort are read back; bad ones fall back', () => {
    const own = buildRecord({ name: 'a' }, 3, 50, { field: 'createTime', order: 'desc' });
    expect(own).toEqual({
      name: 'a',
      pageNum: '3',
      pageSize: '50',
      sortField: 'createTime',
      sortOrder: 'desc',
    });
    expect(isOwnState(own)).toBe(true);
    expect([pageNumOf(own), pageSizeOf(own), sortOf(own)]).toEqual([
      3,
      50,
      { field: 'createTime', order: 'desc' },
    ]);
    expect(filtersOf(own)).toEqual({ name: 'a' });
    expect(buildRecord({}, 1, 10, undefined)).toEqual({ pageSize: '10' });
    const bad = { pageNum: '0', pageSize: 'x', sortField: 'a', sortOrder: 'up' };
    expect([pageNumOf(bad), pageSizeOf(bad), sortOf(bad)]).toEqual([1, undefined, undefined]);
  });

  test('personal filters go to the history state, never the address, and come back from it', () => {
    const personal = new Set(['visitor']);
    const { search, personal: kept } = splitRecord(
      { visitor: '毛若', status: '0', pageSize: '10' },
      personal,
    );
    expect(search).toBe('?status=0&pageSize=10');
    expect(search).not.toContain(encodeURIComponent('毛若'));
    const state = withPersonal({ tabSwitch: true, from: 'x' }, kept);
    expect(state).toEqual({ from: 'x', listPersonal: { visitor: '毛若' } });
    expect(readRecord(search, state)).toEqual({ status: '0', pageSize: '10', visitor: '毛若' });
    expect(withPersonal(state, {})).toEqual({ from: 'x' });
  });
});
