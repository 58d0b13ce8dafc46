import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';
import { StyleContext } from '@ant-design/cssinjs';

// What antd and the request layer need under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom's Blob has no text(), which browsers' has (download mode reads JSON refusals with it).
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// jsdom has no canvas and logs "Not implemented" for getContext; ECharts' text measuring asks for
// one and falls back to its estimate on null, as drawing code must anyway.
HTMLCanvasElement.prototype.getContext = (() => null) as HTMLCanvasElement['getContext'];

// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom lacks.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => realGetComputedStyle(element);

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// antd keeps its styles in its own cache, not in the jsdom document, for every test, as the
// StyleProvider mock="server" of renderApp does for the user stories: with antd's rules in the
// document each getComputedStyle call (user-event's pointer-events check on every click,
// testing-library's hidden check) matches them all. ExpertPriceForm's one test spent 5 of its
// 13 s there. The default value of a context is what a component reads with no provider above.
(StyleContext as unknown as { _currentValue: object })._currentValue = {
  ...(StyleContext as unknown as { _currentValue: object })._currentValue,
  mock: 'server',
};
