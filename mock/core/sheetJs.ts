/**
 * SheetJS, loaded at its first use. The module builds the tables of every code page as it loads
 * (about 0.1 s of CPU), which every Jest file that starts the mock paid, though few of them read
 * or write a workbook.
 */
import type * as SheetJs from 'xlsx';

let loaded: typeof SheetJs | undefined;

export function sheetJs(): typeof SheetJs {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, as the routes are
  loaded ??= require('xlsx') as typeof SheetJs;
  return loaded;
}
