import { Buffer } from 'node:buffer';
import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { ApiFailure } from './errors';
import {
  buildTemplate,
  parseQuestionnaire,
  QUESTION_HEADER,
} from '../questionnaire/questionnaireSheet';
import { buildScaleTemplate, parseScaleSheet } from '../scale/scaleSheet';
import { MAX_UNPACKED_BYTES, openSpreadsheet } from './sheetGuard';

interface ZipPart {
  name: string;
  content: Buffer;
  /** What the headers claim the entry unpacks to (a lying bomb claims little). */
  declared?: number;
}

/** A minimal deflate zip, written by hand so the declared sizes can be set. */
function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const packed = deflateRawSync(part.content);
    const size = part.declared ?? part.content.length;
    const crc = crc32(part.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** 21 MB of one repeated byte: a few KB packed, over the limit unpacked. */
const HUGE = Buffer.alloc(MAX_UNPACKED_BYTES + 1024 * 1024, 0x20);

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiFailure) return `${error.code} ${error.msg}`;
    throw error;
  }
  return 'accepted';
}

test('a zip bomb whose directory declares its size is refused before SheetJS sees it', () => {
  const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', content: HUGE }]);
  expect(bomb.length).toBeLessThan(100 * 1024);
  const read = jest.spyOn(XLSX, 'read');
  expect(refusal(() => parseQuestionnaire(bomb))).toBe('10400 文件解压后超过20MB，请使用问卷模板');
  expect(read).not.toHaveBeenCalled();
  read.mockRestore();
});

test('a scale import (/api/eval/importForm) meets the same check, naming its own template', () => {
  const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', content: HUGE }]);
  const read = jest.spyOn(XLSX, 'read');
  expect(refusal(() => parseScaleSheet(bomb))).toBe('10400 文件解压后超过20MB，请使用量表模板');
  expect(read).not.toHaveBeenCalled();
  read.mockRestore();
  expect(parseScaleSheet(buildScaleTemplate()).name).toBe('情绪状态自评量表');
});

test('a zip bomb that lies about its size is caught while inflating, under the cap', () => {
  const liar = zip([{ name: 'xl/worksheets/sheet1.xml', content: HUGE, declared: 1000 }]);
  expect(refusal(() => openSpreadsheet(liar, 10))).toBe('10400 文件解压后超过20MB，请使用问卷模板');
});

test('many small entries adding up over the limit are refused too', () => {
  const parts = Array.from({ length: 22 }, (_, i) => ({
    name: `xl/media/${i}.bin`,
    content: Buffer.alloc(1024 * 1024, 0x41),
  }));
  expect(refusal(() => openSpreadsheet(zip(parts), 10))).toMatch(/文件解压后超过20MB/);
});

test('a sheet with more rows than the reader takes is refused, not read in full', () => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['字段', '内容'],
      ['问卷名称', '长问卷'],
      ['指导语', '请作答'],
      ['结束语', '谢谢'],
    ]),
    '问卷信息',
  );
  const rows = Array.from({ length: 5000 }, (_, i) => ['', `题${i}`, '填空题', '否']);
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([QUESTION_HEADER, ...rows]), '题目');
  const data = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
  expect(refusal(() => parseQuestionnaire(data))).toBe(
    '10400 工作表“题目”超过1000行，请使用问卷模板',
  );
});

test('the template still imports', () => {
  expect(parseQuestionnaire(buildTemplate()).name).toBe('员工心理健康调查问卷');
});

test('a file that is not a zip nor a workbook is refused as broken', () => {
  const fake = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
  expect(refusal(() => openSpreadsheet(fake, 10))).toBe(
    '10400 文件已损坏或不是有效的Excel文件，请使用问卷模板',
  );
});
