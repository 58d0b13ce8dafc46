import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * Stands in for `@rc-component/util`'s `useControlledState`, the hook behind every controlled
 * antd 6 component (Pagination's page and size, Menu's selected and open keys, the pickers'
 * values, Select, Tabs…). webpack.config.js and jest.config.js put it in the library's place.
 *
 * The same answer as the library's: the prop while it is given, else the component's own state,
 * and the state follows the prop each time the prop changes. The library copies a changed prop
 * into the state in a layout effect, a synchronous update from inside the commit: React then
 * flushes every pending passive effect, and renders again, in the commit's own task. Here the copy
 * is made while rendering (React's "storing information from previous renders"), so a transition
 * that changes a controlled prop ends its commit with nothing synchronous left. That cut the
 * longest task of 咨询统计's range change (docs/performance.md).
 */
export default function useControlledState<T>(
  defaultStateValue: T | (() => T),
  value?: T,
): [T, Dispatch<SetStateAction<T>>] {
  const [innerValue, setInnerValue] = useState<T>(defaultStateValue);
  const [followedValue, setFollowedValue] = useState(value);
  if (!Object.is(value, followedValue)) {
    setFollowedValue(value);
    // As the library does, `undefined` too: a component let go of its prop starts from nothing.
    setInnerValue(value as T);
  }
  return [value !== undefined ? value : innerValue, setInnerValue];
}
