import regionTree from '@/shared/regions/regionTree.json';
import type { RegionNode } from '@/shared/regions/types';
import {
  faceAddressText,
  rowErrors,
  toExpertPriceValue,
  toPriceRows,
  type PriceRow,
} from './expertPriceModel';

const cases: [string, PriceRow, Record<string, string>][] = [
  ['no way ticked', { serviceType: 1, consultWays: [] }, { ways: '请至少选择一种咨询方式' }],
  [
    'ticked way without price',
    { serviceType: 1, consultWays: [0] },
    { 'price:0': '选择咨询方式后请填写对应价格' },
  ],
  [
    'price of only spaces',
    { serviceType: 1, consultWays: [0], prices: { 0: '  ' } },
    { 'price:0': '选择咨询方式后请填写对应价格' },
  ],
  [
    'price not a positive integer',
    { serviceType: 1, consultWays: [0], prices: { 0: '12.5' } },
    { 'price:0': '请输入正整数' },
  ],
  [
    'price zero',
    { serviceType: 1, consultWays: [0], prices: { 0: '0' } },
    { 'price:0': '请输入正整数' },
  ],
  ['valid price', { serviceType: 1, consultWays: [0, 4], prices: { 0: '200', 4: 80 } }, {}],
  [
    'face to face for type 0 without address',
    { serviceType: 0, consultWays: [3], prices: { 3: '300' } },
    { faceAddress: '请选择面询地址' },
  ],
  [
    'face to face for type 2 needs no address',
    { serviceType: 2, consultWays: [3], prices: { 3: '300' } },
    {},
  ],
  [
    'face to face with address',
    {
      serviceType: 0,
      consultWays: [3],
      prices: { 3: '300' },
      faceAddress: '440000-440300-440305-科技园1号',
    },
    {},
  ],
];

test.each(cases)('%s', (_name, row, errors) => {
  expect(rowErrors(row)).toEqual(errors);
});

const money = { money: true, faceAddress: false };
const moneyCases: [string, string, Record<string, string>][] = [
  ['two decimals', '299.50', {}],
  ['one decimal', '12.5', {}],
  ['a whole number', '300', {}],
  ['three decimals', '12.345', { 'price:3': '请输入大于0且最多两位小数的金额' }],
  ['zero', '0', { 'price:3': '请输入大于0且最多两位小数的金额' }],
  ['zero with decimals', '0.00', { 'price:3': '请输入大于0且最多两位小数的金额' }],
  ['negative', '-5', { 'price:3': '请输入大于0且最多两位小数的金额' }],
  ['text', '12元', { 'price:3': '请输入大于0且最多两位小数的金额' }],
];

test.each(moneyCases)(
  'a partner price (money, face to face without an address): %s',
  (_name, price, errors) => {
    expect(rowErrors({ serviceType: 0, consultWays: [3], prices: { 3: price } }, money)).toEqual(
      errors,
    );
  },
);

test('form rows become the platform value, dropping unticked prices and a needless address', () => {
  expect(
    toExpertPriceValue([
      {
        serviceType: 0,
        consultWays: [3, 0],
        prices: { 0: '100', 3: '300', 5: '9' },
        faceAddress: 'a',
      },
      { serviceType: 2, consultWays: [1], prices: { 1: '50' }, faceAddress: 'b' },
    ]),
  ).toEqual({
    serviceTypes: [0, 2],
    list: [
      {
        serviceType: 0,
        consultWays: [0, 3],
        consultPrices: [
          { consultWay: 0, price: 100 },
          { consultWay: 3, price: 300 },
        ],
        faceAddress: 'a',
      },
      { serviceType: 2, consultWays: [1], consultPrices: [{ consultWay: 1, price: 50 }] },
    ],
  });
});

test('a stored value becomes rows and back', () => {
  const value = toExpertPriceValue([{ serviceType: 1, consultWays: [2], prices: { 2: '120' } }]);
  expect(toExpertPriceValue(toPriceRows([1], value))).toEqual(value);
  expect(toPriceRows([3])).toEqual([
    { serviceType: 3, consultWays: [], prices: {}, faceAddress: undefined },
  ]);
});

test('a face address reads as region names and its detail', () => {
  const tree = regionTree as RegionNode[];
  expect(faceAddressText(tree, '440000-440300-440305-科技园1号')).toBe(
    '广东省 深圳市 南山区 科技园1号',
  );
  expect(faceAddressText(undefined, '某地')).toBe('某地');
});
