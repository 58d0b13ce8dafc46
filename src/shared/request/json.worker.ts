/** The JSON worker: parses one large answer off the main thread (see jsonOffThread.ts). */
import { parseBytes, replies, type JsonReply } from './jsonSlices';

/** The worker global as used here (the DOM lib has no worker scope, and mixing the libs clashes). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage(message: JsonReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  for (const reply of replies(parseBytes(data))) scope.postMessage(reply);
};
