/**
 * The owner organisation's info (shell spec §3 client state "owner organisation info"): the
 * organisation the chosen identity belongs to, as the platform's organisation get call answers it
 * (name, type, status, region, body type, service count, theme colour). Fetched once per identity
 * and kept in the store's API cache while the identity is in: entering an identity resets the
 * cache (useEnterIdentity) and so does the end of the session (store.ts), so the next identity
 * loads its own. An expert identity has none (spec §6: "Experts have no owner-organisation
 * loading"), so nothing is asked for it (decision 0023).
 */
import { useAppSelector } from '@/shared/store/hooks';
import { baseApi } from '@/shared/request/baseApi';
import type { Answer } from '@/shared/contract/call';
import type { getOrgInfo } from '@/shared/contract/organisation';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import type { UserDetails } from '@/shared/session/types';

type OwnerOrg = Answer<typeof getOrgInfo>;

/** Kept for the identity, however long no page shows it (RTK clamps it to its timer's maximum). */
const KEPT_FOR_THE_IDENTITY = Number.POSITIVE_INFINITY;

const ownerOrgApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 本机构信息 GET /server-platform/api/org/getOrgInfo (the identity's own orgId) */
    getOwnerOrg: build.query<OwnerOrg, string>({
      query: (orgId) => ({ url: '/server-platform/api/org/getOrgInfo', params: { orgId } }),
      providesTags: (_org, _error, orgId) => [{ type: 'Organisation', id: orgId }],
      keepUnusedDataFor: KEPT_FOR_THE_IDENTITY,
    }),
  }),
});

/** The identity's own organisation id, or '' for an expert (menu orgType 3) or no identity. */
function ownerOrgIdOf(user: UserDetails | null): string {
  if (!user?.identityId || user.userType === 2 || user.orgType === 3) return '';
  return user.orgId ?? '';
}

/**
 * The owner organisation of the chosen identity: `org` once loaded (undefined before, and always
 * for an expert); `name`, what to call it meanwhile (the identity's orgName, so nothing flashes).
 */
export function useOwnerOrg() {
  const user = useAppSelector(selectUserDetails);
  const orgId = ownerOrgIdOf(user);
  const { data: org } = ownerOrgApi.useGetOwnerOrgQuery(orgId, { skip: !orgId });
  const current = org?.id === orgId ? org : undefined;
  return { org: current, name: current?.name ?? user?.orgName ?? '' };
}
