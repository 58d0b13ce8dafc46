import { getPage } from '@/shared/request/client';
import type { SignParams } from '@/shared/request/sign';
import { REMOTE_SELECT_PAGE_SIZE, type RemoteOption } from './RemoteSelect';

/**
 * A RemoteSelect `fetchOptions` over a paged list call searched by `name`: the first
 * REMOTE_SELECT_PAGE_SIZE rows (shell spec §9), with the fixed filters given.
 */
export function searchByName<T>(
  url: string,
  toOption: (row: T) => RemoteOption,
  filters: SignParams = {},
): (keyword: string, signal: AbortSignal) => Promise<RemoteOption[]> {
  return async (keyword, signal) => {
    const { rows } = await getPage<T>(
      url,
      { ...filters, name: keyword.trim(), pageNum: 1, pageSize: REMOTE_SELECT_PAGE_SIZE },
      { signal },
    );
    return rows.map(toOption);
  };
}
