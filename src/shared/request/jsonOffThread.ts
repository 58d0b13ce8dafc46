import { ApiError } from './errors';
import { assembler, parseBytes, type JsonReply } from './jsonSlices';
import { NETWORK_ERROR_MSG } from './types';

/** What the page needs of the JSON worker (a fake one in tests). */
export interface JsonPort {
  postMessage(message: ArrayBuffer, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<JsonReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * The answer's bytes as JSON (null when they are not JSON), parsed in a Web Worker made by
 * `spawn`, one per answer. An export's batch of 10,000 orders is 7.4 MB: decoded and parsed here,
 * it held the main thread for 460 ms in one task (the XHR's text, then JSON.parse); the worker
 * hands the rows back in slices, each read in a task of its own. Where no worker can be made,
 * the bytes are parsed here, as before.
 */
export function parseWithWorker(
  bytes: ArrayBuffer,
  spawn: () => JsonPort,
  signal?: AbortSignal,
): Promise<unknown> {
  let worker: JsonPort;
  try {
    worker = spawn();
  } catch {
    return Promise.resolve(parseBytes(bytes));
  }
  return new Promise((resolve, reject) => {
    const take = assembler();
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      end();
      reject(new ApiError('aborted'));
    };
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = ({ data }) => {
      const done = take(data);
      if (!done) return;
      end();
      resolve(done.value);
    };
    // The worker's chunk did not load (a deploy replaced it): the bytes went with the message,
    // so the answer is lost, as if the network had dropped it.
    worker.onerror = () => {
      end();
      reject(new ApiError('network', NETWORK_ERROR_MSG));
    };
    // Transferred: a copy of 7.4 MB took 54 ms of the main thread.
    worker.postMessage(bytes, [bytes]);
  });
}

/** The browser's worker where there is one; this thread where there is none (jsdom). */
export async function parseOffThread(bytes: ArrayBuffer, signal?: AbortSignal): Promise<unknown> {
  if (typeof Worker === 'undefined') return parseBytes(bytes);
  const { spawnJsonWorker } = await import('./spawnJsonWorker');
  return parseWithWorker(bytes, spawnJsonWorker, signal);
}
