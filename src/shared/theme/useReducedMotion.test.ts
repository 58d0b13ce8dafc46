import { act, renderHook } from '@testing-library/react';
import { useReducedMotion } from './useReducedMotion';

/** A matchMedia whose (prefers-reduced-motion: reduce) answer the test sets. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && setting.reduce;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    change(next: boolean) {
      setting.reduce = next;
      listeners.forEach((listener) => listener());
    },
    restore: () => (window.matchMedia = original),
  };
}

test('follows the system setting for less motion as it changes', () => {
  const system = systemSetting(false);
  try {
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => system.change(true));
    expect(result.current).toBe(true);
  } finally {
    system.restore();
  }
});
