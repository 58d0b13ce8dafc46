import { act, renderHook } from '@testing-library/react';
import { FIRST_ROWS, useRowsInFrames } from './useRowsInFrames';

const page = (size: number, from = 0) => Array.from({ length: size }, (_, i) => from + i);

/** Runs the pending animation frame and the transition it starts (jsdom paints every 16 ms). */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

test('a 100-row page is handed out a slice per step until every row is there', async () => {
  const rows = page(100);
  const { result } = renderHook(() => useRowsInFrames(rows));
  expect(result.current).toHaveLength(FIRST_ROWS);
  const seen = [result.current?.length];
  while ((result.current?.length ?? 0) < 100) {
    await nextFrame();
    seen.push(result.current?.length);
  }
  expect(seen).toEqual([10, 100]);
  expect(result.current).toBe(rows);
});

test('a short page is shown at once, and new rows start again from the first slice', async () => {
  const { result, rerender } = renderHook(({ rows }) => useRowsInFrames(rows), {
    initialProps: { rows: page(10) as number[] | undefined },
  });
  expect(result.current).toEqual(page(10));
  const next = page(50, 100);
  rerender({ rows: next });
  expect(result.current).toEqual(page(10, 100));
  await nextFrame();
  await nextFrame();
  expect(result.current).toBe(next);
  rerender({ rows: undefined });
  expect(result.current).toBeUndefined();
});
