import type { Page, PageQuery } from './types';

/** Shell spec §9: the batch fetch page size, also the largest page the platform answers. */
export const BATCH_PAGE_SIZE = 10000;

/** Every row of a list, fetched in batches of 10,000 until the answer's `total` is reached. */
export async function fetchInBatches<T>(
  fetchPage: (paging: PageQuery) => Promise<Page<T>>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const batch = await fetchPage({ pageNum, pageSize: BATCH_PAGE_SIZE });
    rows.push(...batch.rows);
    if (batch.rows.length < BATCH_PAGE_SIZE || rows.length >= batch.total) return rows;
  }
}
