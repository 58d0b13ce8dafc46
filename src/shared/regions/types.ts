/** One node of the China region tree (assessment spec §3): six-digit GB/T 2260 code, name as value and label. */
export interface RegionNode {
  code: string;
  value: string;
  label: string;
  children?: RegionNode[];
}

/** The shape of china-area-data's `v5/data.json`: parent code ('86' for the country) → child code → name. */
export type RawRegionMap = Record<string, Record<string, string>>;
