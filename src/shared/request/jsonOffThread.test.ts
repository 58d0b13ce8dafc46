import { ApiError } from './errors';
import { parseWithWorker, type JsonPort } from './jsonOffThread';
import { assembler, parseBytes, replies, type JsonReply } from './jsonSlices';
import { NETWORK_ERROR_MSG } from './types';

const bytesOf = (value: unknown) =>
  new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

const listAnswer = (count: number) => ({
  code: 0,
  msg: '',
  data: { rows: Array.from({ length: count }, (_, i) => ({ id: i })), total: count },
});

/** A worker that answers as json.worker.ts does, a message a macrotask, through structured clone. */
function fakeWorker(): JsonPort & { terminated: boolean } {
  const port = {
    terminated: false,
    onmessage: null as JsonPort['onmessage'],
    onerror: null as JsonPort['onerror'],
    postMessage(bytes: ArrayBuffer) {
      let delay = 0;
      for (const reply of replies(parseBytes(bytes), 100)) {
        const data = structuredClone(reply);
        delay += 1;
        setTimeout(() => {
          if (!port.terminated) port.onmessage?.({ data } as MessageEvent<JsonReply>);
        }, delay);
      }
    },
    terminate() {
      port.terminated = true;
    },
  };
  return port;
}

test('a list answer goes as its head, then its rows a slice at a time', () => {
  const messages = [...replies(listAnswer(250), 100)];
  expect(messages.map((m) => (m.kind === 'rows' ? m.rows.length : m.kind))).toEqual([
    'head',
    100,
    100,
    50,
  ]);
  expect(messages[0]).toMatchObject({ kind: 'head', rowCount: 250, value: { code: 0 } });
  const take = assembler();
  const results = messages.map(take);
  expect(results.slice(0, -1)).toEqual([undefined, undefined, undefined]);
  expect(results.at(-1)).toEqual({ value: listAnswer(250) });
});

test('an answer with no rows, or not a list, goes whole; bytes that are not JSON as null', () => {
  expect([...replies(listAnswer(0))]).toEqual([
    { kind: 'head', value: listAnswer(0), rowCount: 0 },
  ]);
  expect(assembler()({ kind: 'head', value: listAnswer(0), rowCount: 0 })).toEqual({
    value: listAnswer(0),
  });
  expect([...replies({ code: 10400, msg: '参数错误', data: null })]).toEqual([
    { kind: 'whole', value: { code: 10400, msg: '参数错误', data: null } },
  ]);
  expect(parseBytes(new TextEncoder().encode('<html>').buffer as ArrayBuffer)).toBeNull();
});

test('the worker’s slices make the whole answer, and the worker is ended after', async () => {
  const worker = fakeWorker();
  await expect(parseWithWorker(bytesOf(listAnswer(1_050)), () => worker)).resolves.toEqual(
    listAnswer(1_050),
  );
  expect(worker.terminated).toBe(true);
});

test('where no worker can be made, the bytes are parsed on this thread', async () => {
  await expect(
    parseWithWorker(bytesOf(listAnswer(3)), () => {
      throw new Error('no workers here');
    }),
  ).resolves.toEqual(listAnswer(3));
});

test('a worker that fails (its chunk not loaded) fails the call as the network would', async () => {
  const broken = fakeWorker();
  broken.postMessage = () => {
    setTimeout(() => broken.onerror?.({ message: 'chunk failed' } as ErrorEvent));
  };
  await expect(parseWithWorker(bytesOf(listAnswer(3)), () => broken)).rejects.toEqual(
    new ApiError('network', NETWORK_ERROR_MSG),
  );
  expect(broken.terminated).toBe(true);
});

test('a stop while the rows come ends the worker and rejects as aborted', async () => {
  const worker = fakeWorker();
  const controller = new AbortController();
  const parsed = parseWithWorker(bytesOf(listAnswer(1_000)), () => worker, controller.signal);
  controller.abort();
  await expect(parsed).rejects.toEqual(new ApiError('aborted'));
  expect(worker.terminated).toBe(true);
});
