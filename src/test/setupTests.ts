import { StyleContext } from '@ant-design/cssinjs';
import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';
// The two modules, not antd's index: the index loads every component (about 0.4 s a file), which
// the mock's and the unit tests never render. They are the very modules the index hands the app.
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import * as React from 'react';
import { restoreTestClocks, shiftClock } from './shiftClock';

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

// TEST_CLOCK_DAYS=n runs the tests n days from today, to find a test that holds only on some days
// (docs/testing.md, "Another day").
const clockDays = Number(process.env.TEST_CLOCK_DAYS ?? 0);
if (clockDays) shiftClock(clockDays * 24 * 60 * 60 * 1000);

// How long findBy… and waitFor wait for the UI, for every test (no file sets its own): a page's
// first answer crosses the mock, the store and antd's render under jsdom, which on a busy 2-core
// machine has taken seconds; only a failing wait runs this long.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  restoreTestClocks();
});

// antd makes no styles at all under Jest (its documented `theme.zeroRuntime`, made the default of
// antd's two theme contexts): jsdom lays nothing out, and antd's style hooks ran on every render
// of every component, about a tenth of a user story's time, keeping reference counts of styles
// nobody reads. Before this, the styles stayed out of the jsdom document (StyleProvider
// mock="server"), where each getComputedStyle call had matched them all. The default value of a
// context is what a component reads with no provider above.
function defaultOf<T>(context: React.Context<T>, value: (current: T) => T) {
  const holder = context as unknown as { _currentValue: T };
  holder._currentValue = value(holder._currentValue);
}
defaultOf(theme._internalContext, (current) => ({ ...current, zeroRuntime: true }));
// Its CSS variables it still writes, a <style> per component type (26 on 咨询订单): into a
// detached element here, so jsdom parses none of them and getComputedStyle (called for every
// node of every accessible name a role query computes) has no rules to match them against.
defaultOf(StyleContext, (current) => ({ ...current, container: document.createElement('div') }));
defaultOf(ConfigProvider.ConfigContext, (current) => ({
  ...current,
  theme: { ...theme.defaultConfig, zeroRuntime: true },
}));

// React 19's development build captures an owner stack (an Error) for every element it creates, up
// to 10,000 a second, so that a warning can say which component made the element: about 7% of a
// user story's time. Tests go without them (React then stops at its 10,000 for the whole run);
// React's warnings still print. REACT_OWNER_STACKS=1 keeps them, for a run that chases a warning.
if (process.env.REACT_OWNER_STACKS !== '1') {
  const internals = (React as unknown as Record<string, object>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => 10_000,
    set: () => undefined,
  });
}
