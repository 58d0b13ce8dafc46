/** The export worker: builds the .xlsx file off the main thread (see workbookBuilder.ts). */
import type { WorkbookReply, WorkbookRequest } from './workbookBuilder';
import { workbookHandler } from './workbookBuilder';
import * as xlsxWriter from './xlsxWriter';

/** The worker global as used here (the DOM lib has no worker scope, and mixing the libs clashes). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkbookRequest>) => void) | null;
  postMessage(message: WorkbookReply, transfer: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
const handler = workbookHandler(() => Promise.resolve(xlsxWriter));

scope.onmessage = ({ data }) => {
  // Requests are answered in the order they came: each waits for the same ready handler.
  void handler.then((handle) => {
    const { reply, transfer } = handle(data);
    scope.postMessage(reply, transfer);
  });
};
