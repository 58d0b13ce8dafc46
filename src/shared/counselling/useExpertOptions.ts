import { useCallback } from 'react';
import type { RemoteOption } from '@/shared/components/RemoteSelect';
import { REMOTE_SELECT_PAGE_SIZE } from '@/shared/components/RemoteSelect';
import { useLazyListScheduleExpertsQuery } from '@/shared/counselling/lookupApi';

/**
 * Options for a RemoteSelect of the organisation's counsellors (page size 200, spec §9), through
 * the shared lookup and its cache; `exclude` leaves one out (the order's own counsellor when referring).
 */
export function useExpertOptions(exclude?: string) {
  const [list] = useLazyListScheduleExpertsQuery();
  return useCallback(
    async (keyword: string, signal: AbortSignal): Promise<RemoteOption[]> => {
      const request = list({ pageNum: 1, pageSize: REMOTE_SELECT_PAGE_SIZE, name: keyword }, true);
      signal.addEventListener('abort', () => request.abort());
      const page = await request.unwrap();
      return page.rows
        .filter((expert) => expert.expertId !== exclude)
        .map((expert) => ({ label: expert.name, value: expert.expertId }));
    },
    [list, exclude],
  );
}
