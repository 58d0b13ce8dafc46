import { saveAs } from 'file-saver';
import * as XLSX from 'xlsx';

/** Export defaults (architecture "Stack"): .xlsx, file name excel-list, missing value `/`. */
export const EXCEL_DEFAULTS = { fileName: 'excel-list', extension: '.xlsx', missing: '/' } as const;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type CellValue = string | number | boolean | null | undefined;

/** One spreadsheet column: a title and where its text comes from. */
export interface ExportColumn<T> {
  title: string;
  /** A field of the row, or a path into it (`['org', 'name']`). */
  dataIndex?: string | readonly string[];
  /** The cell's text for a row; wins over `dataIndex`. */
  render?: (row: T, index: number) => CellValue;
}

export interface BuildOptions {
  /** Called with 0-100 while the sheet is built and written. */
  onProgress?: (percent: number) => void;
  /** Rows per slice between yields to the browser. */
  chunkSize?: number;
  sheetName?: string;
}

function read<T>(column: ExportColumn<T>, row: T, index: number): CellValue {
  if (column.render) return column.render(row, index);
  if (column.dataIndex === undefined) return undefined;
  const path = typeof column.dataIndex === 'string' ? [column.dataIndex] : column.dataIndex;
  let value: unknown = row;
  for (const key of path) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'object' ? undefined : (value as CellValue);
}

/**
 * A cell object with an explicit type. Text is always type 's' and never carries `f`, so a value
 * such as `=HYPERLINK(…)`, `+1`, `-1+2`, `@SUM(…)` or one starting with a tab or carriage return
 * is stored as a shared string: spreadsheet programs show it, they never evaluate it.
 */
function toCell(value: CellValue): XLSX.CellObject {
  if (value === null || value === undefined || value === '' || Number.isNaN(value)) {
    return { t: 's', v: EXCEL_DEFAULTS.missing };
  }
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  return { t: 's', v: String(value) };
}

/** Let the browser paint (progress) and handle input between slices. */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The .xlsx file's bytes for `rows`, built in slices so a 10,000-row export stays responsive. */
export async function buildWorkbook<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  { onProgress, chunkSize = 1000, sheetName = 'Sheet1' }: BuildOptions = {},
): Promise<Uint8Array> {
  const sheet: XLSX.WorkSheet = {};
  columns.forEach((column, c) => {
    sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: column.title };
  });
  onProgress?.(0);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const end = Math.min(rows.length, start + chunkSize);
    for (let r = start; r < end; r += 1) {
      columns.forEach((column, c) => {
        sheet[XLSX.utils.encode_cell({ r: r + 1, c })] = toCell(read(column, rows[r], r));
      });
    }
    // Building is most of the work; writing the zip takes the last tenth.
    onProgress?.(Math.floor((end / rows.length) * 90));
    await yieldToBrowser();
  }
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: rows.length, c: Math.max(columns.length - 1, 0) },
  });
  sheet['!cols'] = columns.map((column) => ({ wch: Math.max(12, column.title.length * 2 + 2) }));

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
  onProgress?.(100);
  return new Uint8Array(bytes);
}

/** `name` with exactly one .xlsx extension; the default name when blank. */
export function excelFileName(name?: string): string {
  const base = name?.trim() || EXCEL_DEFAULTS.fileName;
  return base.toLowerCase().endsWith(EXCEL_DEFAULTS.extension)
    ? base
    : `${base}${EXCEL_DEFAULTS.extension}`;
}

/** Builds the workbook and saves it through the browser's download. */
export async function exportToExcel<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  options: BuildOptions & { fileName?: string } = {},
): Promise<void> {
  const bytes = await buildWorkbook(columns, rows, options);
  saveAs(new Blob([bytes as BlobPart], { type: XLSX_MIME }), excelFileName(options.fileName));
}
