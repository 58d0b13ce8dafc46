import type { JsonPort } from './jsonOffThread';

/**
 * The browser's JSON worker: the bundler makes json.worker.ts its own chunk, fetched on the first
 * large answer. Loaded only where `Worker` exists (never under Jest, which cannot parse import.meta).
 */
export const spawnJsonWorker = (): JsonPort =>
  new Worker(new URL('./json.worker.ts', import.meta.url), {
    name: 'json-parse',
  }) as unknown as JsonPort;
