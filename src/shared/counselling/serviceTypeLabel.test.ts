import { SERVICE_TYPE_CODES, serviceTypeLabel } from './consultLabels';

test.each([
  [0, '心理咨询', '个体咨询'],
  [1, '法律咨询', '法律咨询'],
  [2, '财务咨询', '财务咨询'],
  [3, '健康咨询', '健康咨询'],
  [4, '主动干预', '主动干预'],
  [6, '个案跟进', '个案跟进'],
  [7, '家庭咨询', '家庭咨询'],
  [8, '上门服务', '上门服务'],
] as const)(
  'service type %i: %s in the price form, %s on a counselling screen',
  (code, price, counselling) => {
    expect(serviceTypeLabel(code)).toBe(price);
    expect(serviceTypeLabel(code, 'counselling')).toBe(counselling);
  },
);

test('the platform sends 0-4 and 6-8, never 5 (decision 0016)', () => {
  expect(SERVICE_TYPE_CODES).toEqual([0, 1, 2, 3, 4, 6, 7, 8]);
});
