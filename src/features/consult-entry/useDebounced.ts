import { useEffect, useState } from 'react';
import { REMOTE_SELECT_DEBOUNCE_MS } from '@/shared/components/RemoteSelect';

/** The value once it has stopped changing for the remote-select debounce (spec §9: 300 ms). */
export function useDebounced<T>(value: T, ms = REMOTE_SELECT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
