/**
 * Files the seed refers to, stored in `db.files` like uploads: cover images of the scales (a
 * few PNGs, drawn here) and the spreadsheet each seeded questionnaire was imported from (in
 * the template's layout, so the import accepts it again). Both are made on first read: 64
 * workbooks would triple the time of every reset, and drawing the four covers cost each Jest
 * file that makes a store about a seventh of a second, though few tests ever read one.
 */
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { writeQuestionnaire } from './questionnaire/questionnaireSheet';
import type { QuestionnaireRow } from './questionnaire/types';
import { SEED_NOW, formatDateTime } from './core/time';
import type { StoredFile } from './core/types';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A stable 32-hex id (the shape of an uploaded file's id) for a seeded file. */
const fileId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/** A 750×320 truecolour PNG (the suggested cover size): a diagonal band of `accent` on `base`. */
function coverPng(base: Rgb, accent: Rgb): Buffer {
  const width = 750;
  const height = 320;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  // Byte by byte: an array per pixel made drawing the covers a third of a second per test file.
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const colour = Math.abs(x - y * 1.6 - 220) < 90 ? accent : base;
      const at = row + 1 + x * 3;
      rows[at] = colour[0];
      rows[at + 1] = colour[1];
      rows[at + 2] = colour[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const COVER_COLOURS: Array<[Rgb, Rgb]> = [
  [
    [71, 151, 247],
    [186, 220, 255],
  ],
  [
    [82, 196, 26],
    [217, 247, 190],
  ],
  [
    [250, 140, 22],
    [255, 231, 186],
  ],
  [
    [114, 46, 209],
    [239, 219, 255],
  ],
];

const coverImages: Buffer[] = [];
/** Drawn once per process, when first read: the same bytes every time, never changed in place. */
const coverImage = (index: number) => (coverImages[index] ??= coverPng(...COVER_COLOURS[index]));

const urlOf = (id: string, name: string) => `/files/${id}/${encodeURIComponent(name)}`;

/** The seeded cover images (shared by the scales), stored as uploads of path eval_form. */
export function seedCovers(): StoredFile[] {
  return COVER_COLOURS.map((_colours, index) => {
    const id = fileId(`seed-cover-${index + 1}`);
    const name = `封面${index + 1}.png`;
    return {
      id,
      name,
      contentType: 'image/png',
      get data() {
        return coverImage(index);
      },
      path: 'eval_form',
      url: urlOf(id, name),
      createTime: formatDateTime(SEED_NOW),
    };
  });
}

/**
 * The spreadsheet a seeded questionnaire was imported from, stored under a stable id and set
 * as its `fileUrl`; the workbook is written from the questionnaire as seeded, when first read.
 */
export function seedQuestionnaireFile(seed: number, row: QuestionnaireRow): StoredFile {
  const id = fileId(`seed-questionnaire-${seed}-${row.id}`);
  const name = `${row.name}.xlsx`;
  const { name: title, guidance, confidAgreement, closingWord, quesionList } = row;
  let data: Buffer | undefined;
  const file: StoredFile = {
    id,
    name,
    contentType: XLSX_TYPE,
    get data() {
      return (data ??= writeQuestionnaire({
        name: title,
        guidance,
        confidAgreement,
        closingWord,
        quesionList,
      }));
    },
    path: 'eval_form',
    url: urlOf(id, name),
    createTime: row.createTime,
  };
  row.fileUrl = file.url;
  return file;
}
