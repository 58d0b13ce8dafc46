import raw from 'china-area-data/v5/data.json';
import regionTree from './regionTree.json';
import { namesInTree, regionNames, regionPath, splitAreaCode } from './regionNames';
import { MUNICIPALITIES, shapeRegionTree } from './shapeRegionTree';
import type { RawRegionMap, RegionNode } from './types';

const tree = regionTree as RegionNode[];
const byCode = (nodes: readonly RegionNode[] | undefined, code: string) =>
  nodes?.find((node) => node.code === code);
const province = (code: string) => byCode(tree, code);
const city = (provinceCode: string, cityCode: string) =>
  byCode(province(provinceCode)?.children, cityCode);

test('the committed tree is exactly what the script makes of the installed package', () => {
  // If this fails after an upgrade of china-area-data: npx tsx src/shared/regions/generateRegionTree.ts
  expect(tree).toEqual(shapeRegionTree(raw as RawRegionMap));
});

test('every node has a six-digit code, value and label equal, and no empty children', () => {
  const walk = (nodes: readonly RegionNode[], depth: number): void => {
    for (const node of nodes) {
      expect(node.code).toMatch(/^\d{6}$/);
      expect(node.label).toBe(node.value);
      expect(node.value.length).toBeGreaterThan(0);
      if (node.children) {
        expect(node.children.length).toBeGreaterThan(0);
        expect(depth).toBeLessThan(3);
        walk(node.children, depth + 1);
      }
    }
  };
  walk(tree, 1);
});

test('provinces end in 0000 and run in code order from Beijing through Qinghai and beyond', () => {
  expect(tree[0]).toMatchObject({ code: '110000', label: '北京市' });
  for (const node of tree) expect(node.code).toMatch(/0000$/);
  const codes = tree.map((node) => node.code);
  expect([...codes].sort()).toEqual(codes);
  for (const code of ['370000', '410000', '420000', '440000', '460000', '500000', '630000'])
    expect(codes).toContain(code);
  expect(tree.length).toBeGreaterThanOrEqual(31);
});

test('cities end in 00 and districts carry all six digits of their own province', () => {
  for (const prov of tree) {
    for (const child of prov.children ?? []) {
      expect(child.code.slice(0, 2)).toBe(prov.code.slice(0, 2));
      for (const district of child.children ?? []) {
        expect(district.code.slice(0, 2)).toBe(prov.code.slice(0, 2));
        expect(district.code).not.toMatch(/00$/);
        expect(district.label).not.toBe('市辖区');
      }
    }
  }
});

test('the municipalities have one city child of the same name', () => {
  for (const code of ['110000', '120000', '310000', ...MUNICIPALITIES]) {
    const node = province(code);
    expect(node?.children).toHaveLength(1);
    expect(node?.children?.[0]).toMatchObject({
      code: `${code.slice(0, 2)}0100`,
      label: node?.label,
    });
    expect(node?.children?.[0].children?.length).toBeGreaterThan(8);
  }
  expect(byCode(city('110000', '110100')?.children, '110101')?.label).toBe('东城区');
});

test('Dongguan, Zhongshan, Danzhou and Jiayuguan are cities without children', () => {
  expect(city('440000', '441900')).toEqual({ code: '441900', value: '东莞市', label: '东莞市' });
  expect(city('440000', '442000')?.label).toBe('中山市');
  expect(city('440000', '442000')?.children).toBeUndefined();
  expect(city('460000', '460400')?.children).toBeUndefined();
  expect(city('620000', '620200')).toEqual({
    code: '620200',
    value: '嘉峪关市',
    label: '嘉峪关市',
  });
});

test('county-level units administered by Henan, Hubei and Hainan sit directly under the province', () => {
  expect(city('410000', '419001')).toEqual({ code: '419001', value: '济源市', label: '济源市' });
  expect(city('420000', '429004')?.label).toBe('仙桃市');
  expect(city('420000', '429021')?.label).toBe('神农架林区');
  expect(city('460000', '469001')?.label).toBe('五指山市');
  for (const code of ['410000', '420000', '460000'])
    expect(province(code)?.children?.some((node) => /直辖/.test(node.label))).toBe(false);
});

test('an areaCode reads as names', async () => {
  expect(splitAreaCode(' 440000-440300-440305 ')).toEqual(['440000', '440300', '440305']);
  expect(namesInTree(tree, '440000-440300-440305')).toBe('广东省 深圳市 南山区');
  expect(namesInTree(tree, '410000-419001')).toBe('河南省 济源市');
  expect(namesInTree(tree, '999999')).toBe('');
  expect(regionPath(tree, '440000-999999').map((node) => node.code)).toEqual(['440000']);
  await expect(regionNames('110000-110100-110105')).resolves.toBe('北京市 北京市 朝阳区');
  await expect(regionNames('')).resolves.toBe('');
});
