import { formatDate } from './format';

/** The name of an export that was given none: the shell spec's default file name (§9). */
const UNNAMED_EXPORT = 'excel-list';

/**
 * An export's file name, `<list>-<YYYYMMDD-HHmm>.<extension>` (decision 0011): the list's name as
 * its menu calls it (咨询订单), then the local time of `at`, the moment the export was asked for,
 * to the minute. A blank name is excel-list; a name that already ends in the extension keeps one.
 */
export function exportFileName(
  list: string | undefined,
  extension: 'xlsx' | 'pdf',
  at: Date = new Date(),
): string {
  const dotted = `.${extension}`;
  let name = list?.trim() ?? '';
  if (name.toLowerCase().endsWith(dotted)) name = name.slice(0, -dotted.length).trim();
  return `${name || UNNAMED_EXPORT}-${formatDate(at, 'YYYYMMDD-HHmm')}${dotted}`;
}
