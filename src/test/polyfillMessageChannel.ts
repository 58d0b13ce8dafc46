/**
 * jsdom has no MessageChannel, and antd 6's Form (@rc-component/form useNotifyWatch) posts a
 * macrotask through one. Tests that render a Form import this file (renderApp does); it is not
 * global because its timer hop changes what fake-timer tests count. A setTimeout hop keeps the
 * macrotask order and works under Jest's fake timers.
 */
type Handler = ((event: { data: unknown }) => void) | null;

class PortShim {
  onmessage: Handler = null;
  other: PortShim | null = null;
  postMessage(data: unknown): void {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  close(): void {
    this.onmessage = null;
  }
}

class MessageChannelShim {
  port1 = new PortShim();
  port2 = new PortShim();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: MessageChannelShim });
}

export {};
