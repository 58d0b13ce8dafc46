import { BATCH_PAGE_SIZE, fetchInBatches } from './batchFetch';
import type { PageQuery } from './types';

const list =
  (total: number) =>
  async ({ pageNum, pageSize }: PageQuery) => {
    const start = (pageNum - 1) * pageSize;
    const rows = Array.from(
      { length: Math.max(0, Math.min(pageSize, total - start)) },
      (_, i) => start + i,
    );
    return { rows, total };
  };

test('10,500 rows come in two batches of at most 10,000, in order', async () => {
  const asked: PageQuery[] = [];
  const source = list(10500);
  const rows = await fetchInBatches((paging) => {
    asked.push(paging);
    return source(paging);
  });
  expect(asked).toEqual([
    { pageNum: 1, pageSize: BATCH_PAGE_SIZE },
    { pageNum: 2, pageSize: BATCH_PAGE_SIZE },
  ]);
  expect(rows).toHaveLength(10500);
  expect(rows[10000]).toBe(10000);
});

test('one batch when the list is smaller; an empty list asks once', async () => {
  const calls = jest.fn(list(42));
  expect(await fetchInBatches(calls)).toHaveLength(42);
  expect(calls).toHaveBeenCalledTimes(1);
  const empty = jest.fn(list(0));
  expect(await fetchInBatches(empty)).toEqual([]);
  expect(empty).toHaveBeenCalledTimes(1);
});

test('exactly 10,000 rows stop at the total without asking for an empty page', async () => {
  const calls = jest.fn(list(BATCH_PAGE_SIZE));
  expect(await fetchInBatches(calls)).toHaveLength(BATCH_PAGE_SIZE);
  expect(calls).toHaveBeenCalledTimes(1);
});
