import { saveAs } from 'file-saver';
import { exportFileName } from './exportFileName';
import type { CellRows, WorkbookBuilder } from './workbookBuilder';
import { inThreadBuilder } from './workbookBuilder';

// Export defaults (architecture "Stack"): .xlsx, named by exportFileName (excel-list and the
// moment when unnamed), missing value `/` (MISSING_CELL, written by the builder).
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  /** Where the workbook is built; by default a Web Worker, or this thread where there is none. */
  builder?: WorkbookBuilder;
}

function read<T>(column: ExportColumn<T>, row: T, index: number): CellValue {
  if (column.render) return column.render(row, index);
  if (column.dataIndex === undefined) return undefined;
  const path = typeof column.dataIndex === 'string' ? [column.dataIndex] : column.dataIndex;
  let value: unknown = row;
  for (const key of path) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'object' ? undefined : (value as CellValue);
}

/** Let the browser paint (progress) and handle input between slices. */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A Web Worker where the browser has one; the calling thread elsewhere (jsdom). */
async function defaultBuilder(): Promise<WorkbookBuilder> {
  if (typeof Worker === 'undefined') return inThreadBuilder();
  return (await import('./spawnExcelWorker')).browserBuilder;
}

/**
 * The .xlsx file's bytes for `rows`. This thread reads each slice of rows into plain cell values
 * (columns may render with functions, which cannot cross to a worker); the builder, a Web Worker
 * in the browser, puts them in the sheet and writes the file, so a 10,000-row export stays
 * responsive.
 */
export async function buildWorkbook<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  { onProgress, chunkSize = 1000, sheetName = 'Sheet1', builder }: BuildOptions = {},
): Promise<Uint8Array> {
  const sink = (builder ?? (await defaultBuilder()))(
    columns.map((column) => column.title),
    sheetName,
  );
  try {
    onProgress?.(0);
    for (let start = 0; start < rows.length; start += chunkSize) {
      const end = Math.min(rows.length, start + chunkSize);
      const cells: CellRows = [];
      for (let r = start; r < end; r += 1) {
        cells.push(columns.map((column) => read(column, rows[r], r)));
      }
      await sink.add(cells);
      // Filling the sheet is most of the work; writing the zip takes the last tenth.
      onProgress?.(Math.floor((end / rows.length) * 90));
      await yieldToBrowser();
    }
    const bytes = await sink.finish();
    onProgress?.(100);
    return bytes;
  } catch (error) {
    sink.abort();
    throw error;
  }
}

/**
 * Builds the workbook and saves it through the browser's download as `fileName` (exportFileName's
 * `<list>-<YYYYMMDD-HHmm>.xlsx`); an unnamed one as excel-list stamped with the moment it is saved.
 */
export async function exportToExcel<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  options: BuildOptions & { fileName?: string } = {},
): Promise<void> {
  const bytes = await buildWorkbook(columns, rows, options);
  saveAs(
    new Blob([bytes as BlobPart], { type: XLSX_MIME }),
    options.fileName ?? exportFileName(undefined, 'xlsx'),
  );
}
