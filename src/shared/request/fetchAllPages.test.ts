import { BATCH_SIZE, fetchAllPages, type BatchProgress } from './fetchAllPages';

/** A list of `total` numbered rows served a page at a time, recording the pages asked for. */
function list(total: number) {
  const asked: number[] = [];
  const fetchPage = async (pageNum: number, pageSize: number) => {
    asked.push(pageNum);
    const from = (pageNum - 1) * pageSize;
    const rows = Array.from(
      { length: Math.max(0, Math.min(pageSize, total - from)) },
      (_, i) => from + i,
    );
    return { rows, total };
  };
  return { asked, fetchPage };
}

test('fetches batch after batch of 10000 until the total, reporting progress', async () => {
  const { asked, fetchPage } = list(20_388);
  const progress: BatchProgress[] = [];
  const rows = await fetchAllPages(fetchPage, {
    signal: new AbortController().signal,
    onProgress: (step) => progress.push(step),
  });
  expect(BATCH_SIZE).toBe(10_000);
  expect(asked).toEqual([1, 2, 3]);
  expect(rows).toHaveLength(20_388);
  expect(rows[20_387]).toBe(20_387);
  expect(progress).toEqual([
    { fetched: 10_000, total: 20_388 },
    { fetched: 20_000, total: 20_388 },
    { fetched: 20_388, total: 20_388 },
  ]);
});

test('one call for a list within a batch, and none more when the total is a whole batch', async () => {
  const small = list(37);
  expect(
    await fetchAllPages(small.fetchPage, { signal: new AbortController().signal }),
  ).toHaveLength(37);
  expect(small.asked).toEqual([1]);
  const whole = list(10_000);
  await fetchAllPages(whole.fetchPage, { signal: new AbortController().signal });
  expect(whole.asked).toEqual([1]);
});

test('stops on a page that comes back short, as when the list shrinks while it is read', async () => {
  const asked: number[] = [];
  const rows = await fetchAllPages(
    async (pageNum) => {
      asked.push(pageNum);
      return {
        rows: pageNum === 1 ? Array.from({ length: BATCH_SIZE }, () => 0) : [],
        total: 30_000,
      };
    },
    { signal: new AbortController().signal },
  );
  expect(asked).toEqual([1, 2]);
  expect(rows).toHaveLength(BATCH_SIZE);
});

test('hands each call the signal, and a failed batch fails the whole fetch', async () => {
  const controller = new AbortController();
  const signals: AbortSignal[] = [];
  const failure = new Error('aborted');
  await expect(
    fetchAllPages(
      async (pageNum, _size, signal) => {
        signals.push(signal);
        if (pageNum === 2) throw failure;
        return { rows: Array.from({ length: BATCH_SIZE }, () => 0), total: 20_001 };
      },
      { signal: controller.signal },
    ),
  ).rejects.toBe(failure);
  expect(signals).toEqual([controller.signal, controller.signal]);
});
