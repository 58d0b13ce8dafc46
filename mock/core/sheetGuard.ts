/**
 * Opening an uploaded spreadsheet without letting it take the mock down: an xlsx is a zip, and a
 * small zip can unpack to gigabytes (a zip bomb). Its central directory is read first (declared
 * sizes, entry count), then every entry is inflated with a hard output cap (declared sizes can
 * lie), and only then is SheetJS given the file, reading a bounded number of rows per sheet.
 */
import type { Buffer } from 'node:buffer';
import { inflateRawSync } from 'node:zlib';
import type * as XLSX from 'xlsx';
import { sheetJs } from './sheetJs';
import { fail, type ApiFailure } from './errors';

/** What a questionnaire or scale workbook can reasonably unpack to. */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
const MAX_ENTRIES = 200;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The refusals name the template the upload should follow (问卷模板, 量表模板). */
interface Refusals {
  tooBig: () => ApiFailure;
  broken: () => ApiFailure;
}

function refusalsFor(template: string): Refusals {
  return {
    tooBig: () => fail(10400, `文件解压后超过20MB，请使用${template}`),
    broken: () => fail(10400, `文件已损坏或不是有效的Excel文件，请使用${template}`),
  };
}

interface Entry {
  method: number;
  compressed: number;
  unpacked: number;
  localOffset: number;
}

/** The central directory's entries; throws the refusal when it is missing, broken or too large. */
function centralDirectory(data: Buffer, refuse: Refusals): Entry[] {
  // The end record is in the last 22 + 65535 (comment) bytes.
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1) {
    if (data.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw refuse.broken();
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw refuse.tooBig(); // zip64: never a real template
  if (count > MAX_ENTRIES) throw refuse.tooBig();
  const entries: Entry[] = [];
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) throw refuse.broken();
    const entry: Entry = {
      method: data.readUInt16LE(at + 10),
      compressed: data.readUInt32LE(at + 20),
      unpacked: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
    };
    total += entry.unpacked;
    if (total > MAX_UNPACKED_BYTES) throw refuse.tooBig();
    entries.push(entry);
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** Inflates every entry under the cap left, so a lying declared size is caught too. */
function checkActualSizes(data: Buffer, entries: Entry[], refuse: Refusals): void {
  let left = MAX_UNPACKED_BYTES;
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL) throw refuse.broken();
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    const packed = data.subarray(start, start + entry.compressed);
    let size: number;
    if (entry.method === 0) size = packed.length;
    else if (entry.method === 8) {
      try {
        size = inflateRawSync(packed, { maxOutputLength: Math.max(1, left) }).length;
      } catch (error) {
        // Node's own RangeError (another realm under Jest), so it is told by its code.
        if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw refuse.tooBig();
        throw refuse.broken();
      }
    } else throw refuse.broken();
    left -= size;
    if (left < 0) throw refuse.tooBig();
  }
}

const isZip = (data: Buffer): boolean => data.length >= 4 && data.readUInt32LE(0) === LOCAL;

/**
 * Opens a spreadsheet safely: an xlsx's unpacked size is checked before SheetJS sees it, and at
 * most `maxRows` rows of each sheet are read (so a sheet of a million rows costs no more than
 * the rows a caller can accept; it sees `maxRows` rows and refuses "too many").
 */
export function openSpreadsheet(
  data: Buffer,
  maxRows: number,
  template = '问卷模板',
): XLSX.WorkBook {
  const refuse = refusalsFor(template);
  if (isZip(data)) checkActualSizes(data, centralDirectory(data, refuse), refuse);
  try {
    return sheetJs().read(data, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      sheetRows: maxRows,
    });
  } catch {
    throw refuse.broken();
  }
}
