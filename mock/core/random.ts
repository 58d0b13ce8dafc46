/**
 * The seeded random generator behind every fixture. Each area draws from its own stream
 * (`rngFor(seed, 'orgs')`), so adding an area later never shifts the data of the others.
 */

/** The seed of the shipped data set. */
export const DEFAULT_SEED = 20250630;

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** An item chosen by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
}

/** mulberry32: tiny, fast and good enough for fixtures (not for anything secret). */
function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)];
    },
    chance: (p) => next() < p,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
  };
}

/** The stream of one area: the seed mixed with the area's name (FNV-1a). */
export function rngFor(seed: number, area: string): Rng {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < area.length; i += 1) {
    hash ^= area.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return mulberry32(hash);
}
