import type { WorkbookBuilder, WorkerPort } from './workbookBuilder';
import { workerBuilder } from './workbookBuilder';

/**
 * The browser's builder: the bundler makes excel.worker.ts its own chunk, fetched on the first
 * export. Loaded only where `Worker` exists (never under Jest, which cannot parse import.meta).
 */
export const browserBuilder: WorkbookBuilder = workerBuilder(
  () =>
    new Worker(new URL('./excel.worker.ts', import.meta.url), {
      name: 'excel-export',
    }) as unknown as WorkerPort,
);
