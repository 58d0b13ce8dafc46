/** How a filter field takes its value from the URL: a code select wants a number, the rest text. */
export type UrlField = 'number' | 'text';

/**
 * The filters a link puts in the URL (`/consult/todos?type=危机跟进&status=0`), for the fields
 * named only, typed as the form's selects hold them; absent, empty or unreadable ones are left
 * out, so the page's own defaults stay.
 */
export function urlFilters(
  params: URLSearchParams,
  fields: Readonly<Record<string, UrlField>>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, kind] of Object.entries(fields)) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (kind === 'text') out[key] = raw;
    else if (/^-?\d+$/.test(raw)) out[key] = Number(raw);
  }
  return out;
}
