import { exportFileName } from './exportFileName';

/** 9 March 2026, 08:05:42 local time: one-digit month, day, hour and minute are padded. */
const AT = new Date(2026, 2, 9, 8, 5, 42);

test.each([
  ['咨询订单', 'xlsx', '咨询订单-20260309-0805.xlsx'],
  ['  费用列表 ', 'xlsx', '费用列表-20260309-0805.xlsx'],
  [undefined, 'xlsx', 'excel-list-20260309-0805.xlsx'],
  ['  ', 'xlsx', 'excel-list-20260309-0805.xlsx'],
  ['任务列表.XLSX', 'xlsx', '任务列表-20260309-0805.xlsx'],
  ['张三-抑郁自评量表', 'pdf', '张三-抑郁自评量表-20260309-0805.pdf'],
] as const)('%p as .%s → %p', (list, extension, expected) => {
  expect(exportFileName(list, extension, AT)).toBe(expected);
});

test('the stamp is local time to the minute, on a 24-hour clock', () => {
  expect(exportFileName('咨询统计', 'xlsx', new Date(2026, 11, 31, 23, 59, 59, 999))).toBe(
    '咨询统计-20261231-2359.xlsx',
  );
  expect(exportFileName('咨询统计', 'xlsx', new Date(2027, 0, 1, 0, 0))).toBe(
    '咨询统计-20270101-0000.xlsx',
  );
});

test('without a moment it stamps the present', () => {
  const before = new Date();
  const name = exportFileName('运营统计', 'xlsx');
  const after = new Date();
  expect([
    exportFileName('运营统计', 'xlsx', before),
    exportFileName('运营统计', 'xlsx', after),
  ]).toContain(name);
});
