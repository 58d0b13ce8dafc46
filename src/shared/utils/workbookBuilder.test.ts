import { deserialize, serialize } from 'node:v8';
import * as XLSX from 'xlsx';
import type { ExportColumn } from './excel';
import { buildWorkbook } from './excel';
import type { WorkbookReply, WorkbookRequest, WorkerPort } from './workbookBuilder';
import { workbookHandler, workerBuilder } from './workbookBuilder';

interface Row {
  name: string;
  score?: number;
}
const columns: ExportColumn<Row>[] = [
  { title: '姓名', dataIndex: 'name' },
  { title: '等级', render: (row) => (row.score === undefined ? undefined : `${row.score}分`) },
];

/** Node's structured clone (jsdom has no structuredClone): it throws on a function. */
const structuredClone = <T>(value: T): T => deserialize(serialize(value)) as T;

/**
 * A Worker stand-in that runs the worker's handler; every message crosses by structured clone,
 * as it would between threads (a function in a message throws DataCloneError).
 */
function fakeWorker(options: { failOn?: WorkbookRequest['kind'] } = {}) {
  const sent: WorkbookRequest[] = [];
  const port: WorkerPort & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    terminate() {
      port.terminated = true;
    },
    postMessage(message) {
      const request = structuredClone(message);
      sent.push(request);
      void handler.then((handle) => {
        const reply: WorkbookReply =
          request.kind === options.failOn
            ? { kind: 'failed', message: 'out of memory' }
            : handle(request).reply;
        if (!port.terminated) port.onmessage?.({ data: structuredClone(reply) } as MessageEvent);
      });
    },
  };
  const handler = workbookHandler(() => import('./xlsxWriter'));
  return { port, sent };
}

test('the rows cross to the worker as plain values in slices, and its bytes are the file', async () => {
  const worker = fakeWorker();
  const rows: Row[] = Array.from({ length: 2500 }, (_, i) => ({ name: `用户${i}`, score: i }));
  rows[1] = { name: '=1+2' };
  const progress: number[] = [];
  const bytes = await buildWorkbook(columns, rows, {
    builder: workerBuilder(() => worker.port),
    onProgress: (percent) => progress.push(percent),
  });

  expect(worker.sent.map((request) => request.kind)).toEqual([
    'start',
    'rows',
    'rows',
    'rows',
    'finish',
  ]);
  expect(worker.sent[0]).toEqual({ kind: 'start', titles: ['姓名', '等级'], sheetName: 'Sheet1' });
  expect(worker.sent[1]).toMatchObject({ cells: expect.arrayContaining([['用户0', '0分']]) });
  expect(worker.port.terminated).toBe(true);
  expect(progress).toEqual([0, 36, 72, 90, 100]);

  const book = XLSX.read(bytes, { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]];
  expect(sheet['!ref']).toBe('A1:B2501');
  expect(XLSX.utils.sheet_to_json(sheet, { header: 1 }).slice(0, 3)).toEqual([
    ['姓名', '等级'],
    ['用户0', '0分'],
    ['=1+2', '/'],
  ]);
  expect(sheet.A3).toMatchObject({ t: 's', v: '=1+2' });
  expect(sheet.A3.f).toBeUndefined();
});

test('a worker that fails rejects the export and is ended', async () => {
  const worker = fakeWorker({ failOn: 'finish' });
  await expect(
    buildWorkbook(columns, [{ name: 'a' }], { builder: workerBuilder(() => worker.port) }),
  ).rejects.toThrow('out of memory');
  expect(worker.port.terminated).toBe(true);
});
