import type { RawRegionMap, RegionNode } from './types';

/**
 * Shapes china-area-data's flat map into the tree of assessment spec §3:
 * - the municipalities get one city child with their own name (their 市辖区 and 县 merged);
 * - county-level units the province administers directly (`…直辖县级行政区划`) sit under the province;
 * - placeholder `市辖区` districts and sub-county units (nine-digit codes: Dongguan's towns) are
 *   left out, so such cities have no children;
 * - only six-digit codes.
 */
export const MUNICIPALITIES: readonly string[] = ['110000', '120000', '310000', '500000'];
const COUNTRY = '86';
const SIX_DIGITS = /^\d{6}$/;
const DIRECT_COUNTIES = /直辖县级行政区划$/;

const node = (code: string, name: string, children?: RegionNode[]): RegionNode =>
  children && children.length > 0
    ? { code, value: name, label: name, children }
    : { code, value: name, label: name };

const entriesOf = (raw: RawRegionMap, code: string): [string, string][] =>
  Object.entries(raw[code] ?? {})
    .filter(([childCode]) => SIX_DIGITS.test(childCode))
    .sort(([a], [b]) => a.localeCompare(b));

function districtsOf(raw: RawRegionMap, cityCode: string): RegionNode[] {
  return entriesOf(raw, cityCode)
    .filter(([, name]) => name !== '市辖区')
    .map(([code, name]) => node(code, name));
}

function provinceChildren(raw: RawRegionMap, code: string, name: string): RegionNode[] {
  const cities = entriesOf(raw, code);
  if (MUNICIPALITIES.includes(code)) {
    const districts = cities.flatMap(([cityCode]) => districtsOf(raw, cityCode));
    return [node(`${code.slice(0, 2)}0100`, name, districts)];
  }
  return cities.flatMap(([cityCode, cityName]) =>
    DIRECT_COUNTIES.test(cityName)
      ? districtsOf(raw, cityCode)
      : [node(cityCode, cityName, districtsOf(raw, cityCode))],
  );
}

export function shapeRegionTree(raw: RawRegionMap): RegionNode[] {
  return entriesOf(raw, COUNTRY).map(([code, name]) =>
    node(code, name, provinceChildren(raw, code, name)),
  );
}
