import {
  consultColumns,
  exportColumns,
  figureText,
  operateColumns,
  operateTrendData,
  statusData,
  withSummary,
  type ConsultRow,
  type OperateRow,
} from './statShaping';

const figures = {
  orders: 10,
  completed: 6,
  cancelled: 2,
  breaches: 1,
  completionRate: 60,
  visitors: 8,
  consultHours: 5,
  amount: 1234.5,
  paid: 1000,
  expertSettlement: 740.7,
  avgSatisfaction: 17.25,
  responseRate: 80,
  crisis: 1,
  attention: 2,
  followUpsDone: 3,
  followUpRate: 75,
  hotlineCalls: null,
  hotlineConversions: null,
};

test('the visible columns: the dimension first (周期 for a period), then the chosen figures in order; null shows /', () => {
  const columns = consultColumns('expert', ['hotlineCalls', 'orders']);
  expect(columns.map((c) => c.title)).toEqual(['咨询师', '热线来电', '订单数']);
  expect(consultColumns('week', ['orders'])[0].title).toBe('周期');
  const row: ConsultRow = { key: '7', label: '张三', ...figures };
  expect(columns.map((c) => c.value(row))).toEqual(['张三', '/', 10]);
  expect(figureText(0)).toBe(0);
  const [, amount] = consultColumns('expert', ['amount']);
  expect(amount.display?.(row)).toBe('1,234.50');
  expect(amount.value(row)).toBe(1234.5);
  // A rate shows one decimal (60.0, not 60) and is exported as the number.
  const [, rate] = consultColumns('expert', ['completionRate']);
  expect(rate.display?.(row)).toBe('60.0');
  expect(rate.display?.({ ...row, completionRate: null })).toBe('/');
  expect(rate.value(row)).toBe(60);
  const fillRate = operateColumns().find((c) => c.key === 'surveyFillRate')!;
  expect(fillRate.display?.({ key: 'k', label: 'k', surveyFillRate: 12.5 } as OperateRow)).toBe(
    '12.5',
  );
});

test('every figure shows with thousands separators and one number of decimals down its column, and is exported as the number', () => {
  const row: ConsultRow = {
    key: '7',
    label: '张三',
    ...figures,
    orders: 20386,
    consultHours: 1250,
  };
  const shown = (key: Parameters<typeof consultColumns>[1][number]) => {
    const [, column] = consultColumns('expert', [key]);
    return [column.display?.(row), column.value(row)];
  };
  expect(shown('orders')).toEqual(['20,386', 20386]);
  expect(shown('visitors')).toEqual(['8', 8]);
  // Hours to one decimal, satisfaction to two, whether or not the number has them.
  expect(shown('consultHours')).toEqual(['1,250.0', 1250]);
  expect(shown('avgSatisfaction')).toEqual(['17.25', 17.25]);
  expect(shown('hotlineCalls')).toEqual(['/', '/']);
  const sms = operateColumns().find((c) => c.key === 'smsSent')!;
  expect(sms.display?.({ key: 'k', label: 'k', smsSent: 12000 } as OperateRow)).toBe('12,000');
});

test('the export writes exactly the visible columns, the summary row last as 合计', () => {
  const columns = exportColumns(consultColumns('month', ['orders', 'completionRate']));
  const rows = withSummary<ConsultRow>([{ key: '2025-06', label: '2025-06', ...figures }], {
    ...figures,
    orders: 42,
    completionRate: null,
  });
  expect(columns.map((c) => c.title)).toEqual(['周期', '订单数', '完成率(%)']);
  expect(rows.map((row, i) => columns.map((c) => c.render!(row, i)))).toEqual([
    ['2025-06', 10, 60],
    ['合计', 42, '/'],
  ]);
});

test('chart data: one stacked series per order status; the operate trend leaves the fill rate to the table', () => {
  const months = [
    { month: '2025-05', orders: 3, completed: 1, cancelled: 1, statusCounts: [0, 1, 0, 1, 1] },
  ];
  expect(statusData(months).series.map((s) => `${s.name}:${s.values[0]}`)).toEqual([
    '待接单:0',
    '待咨询:1',
    '待确认:0',
    '已完成:1',
    '已取消:1',
  ]);
  const row: OperateRow = {
    key: '2025-05',
    label: '2025-05',
    newCustomers: 4,
    orders: 3,
    paid: 600,
    activeExperts: 2,
    smsSent: 9,
    surveyTasks: 1,
    surveyFillRate: 50,
  };
  expect(operateTrendData([row]).series.map((s) => s.name)).toEqual([
    '新增来访者',
    '订单数',
    '活跃咨询师',
    '短信发送',
  ]);
});
