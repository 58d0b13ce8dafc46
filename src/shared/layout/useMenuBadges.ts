import { skipToken } from '@reduxjs/toolkit/query';
import { useCountExpertCooperAppliesQuery } from './shellApi';

/** Badge counts by menu code: an expert's pending cooperation applications (statuses 2 and 4) on menu 14 and 14-01-04. */
export function useMenuBadges(orgType: number | undefined): Record<string, number> {
  const expert = orgType === 3;
  const awaitingOrg = useCountExpertCooperAppliesQuery(expert ? { status: 2 } : skipToken);
  const awaitingMe = useCountExpertCooperAppliesQuery(expert ? { status: 4 } : skipToken);
  if (!expert) return {};
  const pending = (awaitingOrg.data ?? 0) + (awaitingMe.data ?? 0);
  return { '14': pending, '14-01-04': pending };
}
