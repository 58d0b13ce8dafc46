import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/shared/store/hooks';
import { selectBtnCodes } from '@/shared/session/sessionSlice';
import {
  useConsultBadgeQuery,
  useCountExpertCooperAppliesQuery,
  useCountExpertPendingOrdersQuery,
  useCountOrgCooperAppliesQuery,
} from './shellApi';

/** Organisation types that receive experts' applications (menu 05): the providers. */
const PROVIDERS = [0, 1];
/** The crisis and 待接单 counts (an organisation's, an expert's) change without this tab acting: poll them. */
const CONSULT_BADGE_POLL_MS = 60_000;

/**
 * Badge counts by menu code: an expert's pending cooperation applications (statuses 2 and 4) on
 * menu 14 and 14-01-04, and, holding menu 20 (咨询服务), its own 待接单 orders on 20 and
 * 20-01-01; a provider's applications awaiting it (status 0) on menu 05 and 05-01-03;
 * for a holder of menu 06, open crisis to-dos and 待接单 orders on 06 (each also on 06-01-08 and 06-01-01).
 */
export function useMenuBadges(orgType: number | undefined): Record<string, number> {
  const expert = orgType === 3;
  const provider = orgType !== undefined && PROVIDERS.includes(orgType);
  const awaitingOrg = useCountExpertCooperAppliesQuery(expert ? { status: 2 } : skipToken);
  const awaitingMe = useCountExpertCooperAppliesQuery(expert ? { status: 4 } : skipToken);
  const applied = useCountOrgCooperAppliesQuery(provider ? { status: 0 } : skipToken);
  const codes = useAppSelector(selectBtnCodes);
  const serviceMenu = codes.includes('20') && expert;
  const expertOrders = useCountExpertPendingOrdersQuery(serviceMenu ? undefined : skipToken, {
    pollingInterval: CONSULT_BADGE_POLL_MS,
  }).data;
  const consultMenu = codes.includes('06') && !expert;
  const consult = useConsultBadgeQuery(consultMenu ? undefined : skipToken, {
    pollingInterval: CONSULT_BADGE_POLL_MS,
  }).data;
  const consultBadges: Record<string, number> = consult
    ? { '06': consult.total, '06-01-01': consult.pendingOrders, '06-01-08': consult.crisisTodos }
    : {};
  if (expert) {
    const pending = (awaitingOrg.data ?? 0) + (awaitingMe.data ?? 0);
    const orders = expertOrders ?? 0;
    return { '14': pending, '14-01-04': pending, '20': orders, '20-01-01': orders };
  }
  if (provider) {
    const pending = applied.data ?? 0;
    return { '05': pending, '05-01-03': pending, ...consultBadges };
  }
  return consultBadges;
}
