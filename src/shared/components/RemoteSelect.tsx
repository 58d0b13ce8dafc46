import { Select, Spin } from 'antd';
import type { SelectProps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Rows a remote select asks for per search (shell spec §9). */
export const REMOTE_SELECT_PAGE_SIZE = 200;
export const REMOTE_SELECT_DEBOUNCE_MS = 300;

export interface RemoteOption {
  label: string;
  value: string | number;
}

type Value = RemoteOption['value'] | RemoteOption['value'][];

export interface RemoteSelectProps extends Omit<
  SelectProps<Value, RemoteOption>,
  'options' | 'showSearch' | 'filterOption' | 'onSearch' | 'loading' | 'notFoundContent'
> {
  /** Options for a keyword ('' on open); honour `signal` so a superseded request is cancelled. */
  fetchOptions: (keyword: string, signal: AbortSignal) => Promise<RemoteOption[]>;
  /** Labels for values set before any search (an edited record's current choice). */
  initialOptions?: RemoteOption[];
  debounceMs?: number;
}

/** A Select whose options come from the server: loads on open, searches as you type (debounced). */
export function RemoteSelect({
  fetchOptions,
  initialOptions,
  debounceMs = REMOTE_SELECT_DEBOUNCE_MS,
  onOpenChange,
  ...rest
}: RemoteSelectProps) {
  // Until the first answer, the initial options label the current value; after that antd's
  // Select remembers the labels of chosen values itself.
  const [fetched, setFetched] = useState<RemoteOption[] | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(
    (keyword: string) => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      setLoading(true);
      fetchOptions(keyword, mine.signal)
        .then((options) => {
          if (!mine.signal.aborted) setFetched(options);
        })
        .catch(() => {
          if (!mine.signal.aborted) setFetched([]);
        })
        .finally(() => {
          // Only the latest request may end the spinner: an older one finishing says nothing.
          if (controller.current === mine) setLoading(false);
        });
    },
    [fetchOptions],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => load(keyword), debounceMs);
  };

  const openChange = (open: boolean) => {
    if (open) {
      clearTimeout(timer.current);
      load('');
    }
    onOpenChange?.(open);
  };

  return (
    <Select<Value, RemoteOption>
      {...rest}
      options={fetched ?? initialOptions ?? []}
      showSearch={{ filterOption: false, onSearch: search }}
      onOpenChange={openChange}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
    />
  );
}
