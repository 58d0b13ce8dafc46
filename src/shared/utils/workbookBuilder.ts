import type { CellValue } from './excel';
import type * as XlsxWriter from './xlsxWriter';

/** The text of an empty cell (architecture "Stack"). */
export const MISSING_CELL = '/';

/** One spreadsheet's rows as plain values: what crosses to a Web Worker. */
export type CellRows = CellValue[][];

/** A workbook being built: rows arrive in slices, then `finish` gives the .xlsx file's bytes. */
interface WorkbookSink {
  /** Resolves once the slice is in the sheet. */
  add(cells: CellRows): Promise<void>;
  finish(): Promise<Uint8Array>;
  /** Drops the workbook (after a failure). */
  abort(): void;
}

/** Where workbooks are built: a Web Worker in the browser, the calling thread without one. */
export type WorkbookBuilder = (titles: readonly string[], sheetName: string) => WorkbookSink;

/** Messages the page sends the export worker. */
export type WorkbookRequest =
  | { kind: 'start'; titles: readonly string[]; sheetName: string }
  | { kind: 'rows'; cells: CellRows }
  | { kind: 'finish' };

/** Messages the export worker answers with, one per request. */
export type WorkbookReply =
  | { kind: 'started' }
  | { kind: 'added' }
  | { kind: 'done'; bytes: ArrayBuffer }
  | { kind: 'failed'; message: string };

/**
 * The worker's side of the protocol: keeps one sheet and answers each request in order. Kept
 * apart from the worker's entry file so it can be tested without a Worker.
 */
export async function workbookHandler(
  loadWriter: () => Promise<typeof XlsxWriter>,
): Promise<(request: WorkbookRequest) => { reply: WorkbookReply; transfer: Transferable[] }> {
  const { SheetWriter } = await loadWriter();
  let writer: XlsxWriter.SheetWriter | undefined;
  let sheetName = 'Sheet1';
  return (request) => {
    try {
      if (request.kind === 'start') {
        writer = new SheetWriter(request.titles);
        sheetName = request.sheetName;
        return { reply: { kind: 'started' }, transfer: [] };
      }
      if (!writer) throw new Error('no workbook started');
      if (request.kind === 'rows') {
        writer.add(request.cells);
        return { reply: { kind: 'added' }, transfer: [] };
      }
      const bytes = writer.write(sheetName);
      writer = undefined;
      const buffer = bytes.buffer.slice(
        bytes.byteOffset,
        bytes.byteOffset + bytes.byteLength,
      ) as ArrayBuffer;
      return { reply: { kind: 'done', bytes: buffer }, transfer: [buffer] };
    } catch (error) {
      return { reply: { kind: 'failed', message: (error as Error).message }, transfer: [] };
    }
  };
}

/** What the page needs of a Worker (a fake one in tests). */
export interface WorkerPort {
  postMessage(message: WorkbookRequest): void;
  onmessage: ((event: MessageEvent<WorkbookReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * Builds in a worker made by `spawn`, one worker per workbook, ended when the file is written.
 * Requests are answered in order, so each waits for its own reply in a queue.
 */
export function workerBuilder(spawn: () => WorkerPort): WorkbookBuilder {
  return (titles, sheetName) => {
    const worker = spawn();
    const waiting: Array<{ resolve(reply: WorkbookReply): void; reject(error: Error): void }> = [];
    const failAll = (error: Error) => {
      worker.terminate();
      for (const entry of waiting.splice(0)) entry.reject(error);
    };
    worker.onmessage = ({ data }) => {
      if (data.kind === 'failed') failAll(new Error(data.message));
      else waiting.shift()?.resolve(data);
    };
    worker.onerror = (event) => failAll(new Error(event.message || 'export worker failed'));
    const ask = (request: WorkbookRequest): Promise<WorkbookReply> =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        worker.postMessage(request);
      });
    void ask({ kind: 'start', titles, sheetName }).catch(() => undefined);
    return {
      add: async (cells) => {
        await ask({ kind: 'rows', cells });
      },
      finish: async () => {
        const reply = await ask({ kind: 'finish' });
        worker.terminate();
        if (reply.kind !== 'done') throw new Error('export worker answered out of order');
        return new Uint8Array(reply.bytes);
      },
      abort: () => worker.terminate(),
    };
  };
}

/** Builds on the calling thread: where there is no Worker (jsdom). */
export function inThreadBuilder(): WorkbookBuilder {
  return (titles, sheetName) => {
    const handler = workbookHandler(() => import('./xlsxWriter'));
    const ask = async (request: WorkbookRequest) => {
      const { reply } = (await handler)(request);
      if (reply.kind === 'failed') throw new Error(reply.message);
      return reply;
    };
    const started = ask({ kind: 'start', titles, sheetName });
    return {
      add: async (cells) => {
        await started;
        await ask({ kind: 'rows', cells });
      },
      finish: async () => {
        await started;
        const reply = await ask({ kind: 'finish' });
        if (reply.kind !== 'done') throw new Error('workbook not written');
        return new Uint8Array(reply.bytes);
      },
      abort: () => undefined,
    };
  };
}
