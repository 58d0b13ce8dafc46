import { saveAs } from 'file-saver';
import * as XLSX from 'xlsx';
import { runClockFrom } from '@/test/shiftClock';
import type { ExportColumn } from './excel';
import { buildWorkbook, exportToExcel } from './excel';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

interface Row {
  name?: string | null;
  score?: number;
  org?: { name: string };
}
const columns: ExportColumn<Row>[] = [
  { title: '姓名', dataIndex: 'name' },
  { title: '分数', dataIndex: 'score' },
  { title: '机构', dataIndex: ['org', 'name'] },
  {
    title: '等级',
    render: (row) => (row.score === undefined ? undefined : row.score >= 60 ? '及格' : '不及格'),
  },
];

const sheetOf = (bytes: Uint8Array): XLSX.WorkSheet => {
  const book = XLSX.read(bytes, { type: 'array' });
  return book.Sheets[book.SheetNames[0]];
};

test('writes titles, values, nested fields, rendered text and / for missing values', async () => {
  const sheet = sheetOf(
    await buildWorkbook(columns, [
      { name: '张三', score: 88, org: { name: '一中' } },
      { name: null, score: undefined },
    ]),
  );
  expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
    ['姓名', '分数', '机构', '等级'],
    ['张三', 88, '一中', '及格'],
    ['/', '/', '/', '/'],
  ]);
  expect(sheet.B2).toMatchObject({ t: 'n', v: 88 });
});

test.each(['=1+2', '+1', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1', '=HYPERLINK("http://x","y")'])(
  'a text cell starting like a formula (%p) is read back as a string, not a formula',
  async (text) => {
    const sheet = sheetOf(await buildWorkbook(columns, [{ name: text }]));
    expect(sheet.A2.t).toBe('s');
    expect(sheet.A2.v).toBe(text);
    expect(sheet.A2.f).toBeUndefined();
  },
);

test('the sheet XML holds shared-string cells and no formula element at all', async () => {
  const bytes = await buildWorkbook(columns, [{ name: '=1+2' }, { name: '@cmd' }]);
  const zip = XLSX.CFB.read(bytes, { type: 'array' });
  const xml = new TextDecoder().decode(
    XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml')?.content as Uint8Array,
  );
  expect(xml).not.toContain('<f');
  expect(xml).toMatch(/<c r="A2" t="s">/);
});

test('reports progress up to 100 while building 10,000 rows in slices', async () => {
  const rows: Row[] = Array.from({ length: 10000 }, (_, i) => ({
    name: `用户${i}`,
    score: i % 100,
  }));
  const progress: number[] = [];
  const sheet = sheetOf(
    await buildWorkbook(columns, rows, { onProgress: (p) => progress.push(p) }),
  );
  expect(progress[0]).toBe(0);
  expect(progress.at(-1)).toBe(100);
  expect(progress.length).toBeGreaterThan(10); // one report per slice of 1,000 rows
  expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  expect(sheet['!ref']).toBe('A1:D10001');
});

test('exportToExcel saves an xlsx blob under the given name', async () => {
  await exportToExcel(columns, [{ name: '张三' }], { fileName: '任务列表-20260309-0805.xlsx' });
  expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), '任务列表-20260309-0805.xlsx');
});

test('exportToExcel saves an xlsx blob under the default name, stamped with the moment', async () => {
  const restore = runClockFrom(new Date(2026, 2, 9, 8, 5, 42));
  try {
    await exportToExcel(columns, [{ name: '张三' }]);
  } finally {
    restore();
  }
  expect(saveAs).toHaveBeenLastCalledWith(expect.any(Blob), 'excel-list-20260309-0805.xlsx');
  const blob = jest.mocked(saveAs).mock.lastCall?.[0] as Blob;
  expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
});
