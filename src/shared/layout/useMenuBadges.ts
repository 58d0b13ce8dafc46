import { skipToken } from '@reduxjs/toolkit/query';
import { useCountExpertCooperAppliesQuery, useCountOrgCooperAppliesQuery } from './shellApi';

/** Organisation types that receive experts' applications (menu 05): the providers. */
const PROVIDERS = [0, 1];

/**
 * Badge counts by menu code: an expert's pending cooperation applications (statuses 2 and 4) on
 * menu 14 and 14-01-04; a provider's applications awaiting it (status 0) on menu 05 and 05-01-03.
 */
export function useMenuBadges(orgType: number | undefined): Record<string, number> {
  const expert = orgType === 3;
  const provider = orgType !== undefined && PROVIDERS.includes(orgType);
  const awaitingOrg = useCountExpertCooperAppliesQuery(expert ? { status: 2 } : skipToken);
  const awaitingMe = useCountExpertCooperAppliesQuery(expert ? { status: 4 } : skipToken);
  const applied = useCountOrgCooperAppliesQuery(provider ? { status: 0 } : skipToken);
  if (expert) {
    const pending = (awaitingOrg.data ?? 0) + (awaitingMe.data ?? 0);
    return { '14': pending, '14-01-04': pending };
  }
  if (provider) {
    const pending = applied.data ?? 0;
    return { '05': pending, '05-01-03': pending };
  }
  return {};
}
