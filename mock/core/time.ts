/** Times of the mock: China Standard Time whatever the host's zone, so fixtures never depend on the machine. */

const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The moment the seeded data set is "now": fixtures are dated before it, never by the real clock. */
export const SEED_NOW = Date.UTC(2025, 5, 30, 2, 0, 0); // 2025-06-30 10:00:00 CST

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The "now" a seed built at `clock` is dated around: the latest 10:00 CST at or before it, so
 * the data is the same all day (10:00 to 10:00) and SEED_NOW anchors to itself.
 */
export function seedAnchor(clock: number): number {
  const sinceAnchorOfDay = (((clock - SEED_NOW) % DAY_MS) + DAY_MS) % DAY_MS;
  return clock - sinceAnchorOfDay;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms + CST_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** 'YYYY-MM-DD' in China Standard Time. */
export function formatDate(ms: number): string {
  return formatDateTime(ms).slice(0, 10);
}
