import { useAppSelector } from '@/shared/store/hooks';
import { selectUserDetails } from '@/shared/session/sessionSlice';

/** The organisation of the chosen identity: the `orgId` the organisation reads are scoped to. */
export function useCurrentOrgId(): string {
  return useAppSelector(selectUserDetails)?.orgId ?? '';
}
