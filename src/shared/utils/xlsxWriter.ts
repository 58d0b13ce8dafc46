import * as XLSX from 'xlsx';
import type { CellValue } from './excel';
import { MISSING_CELL } from './workbookBuilder';

/**
 * A cell object with an explicit type. Text is always type 's' and never carries `f`, so a value
 * such as `=HYPERLINK(…)`, `+1`, `-1+2`, `@SUM(…)` or one starting with a tab or carriage return
 * is stored as a shared string: spreadsheet programs show it, they never evaluate it.
 */
function toCell(value: CellValue): XLSX.CellObject {
  if (value === null || value === undefined || value === '' || Number.isNaN(value)) {
    return { t: 's', v: MISSING_CELL };
  }
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  return { t: 's', v: String(value) };
}

/**
 * A sheet filled slice by slice, then written as the .xlsx file's bytes. Plain data in, bytes
 * out: it runs in the export worker or, without one, in-thread.
 */
export class SheetWriter {
  private readonly sheet: XLSX.WorkSheet = {};
  private rowCount = 0;

  constructor(private readonly titles: readonly string[]) {
    titles.forEach((title, c) => {
      this.sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: title };
    });
  }

  add(cells: readonly (readonly CellValue[])[]): void {
    for (const row of cells) {
      this.rowCount += 1;
      row.forEach((value, c) => {
        this.sheet[XLSX.utils.encode_cell({ r: this.rowCount, c })] = toCell(value);
      });
    }
  }

  write(sheetName: string): Uint8Array {
    const { sheet, titles } = this;
    sheet['!ref'] = XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: this.rowCount, c: Math.max(titles.length - 1, 0) },
    });
    sheet['!cols'] = titles.map((title) => ({ wch: Math.max(12, title.length * 2 + 2) }));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, sheetName);
    // bookSST: text goes to the shared string table (t="s"), the plain-text cell type, rather than
    // inline t="str", which OOXML defines as a formula's string result.
    const bytes = XLSX.write(book, {
      bookType: 'xlsx',
      type: 'array',
      compression: true,
      bookSST: true,
    }) as ArrayBuffer;
    return new Uint8Array(bytes);
  }
}
