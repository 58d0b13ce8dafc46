import { useAppSelector } from '@/shared/store/hooks';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';

/** Whether the identity supervises its organisation's cases: an administrator, or a holder of 督导 (the mock's rule). */
export function useSupervises(): boolean {
  const details = useAppSelector(selectUserDetails);
  const held = useCan(PERM.supervision);
  const identity = details?.identities.find((one) => one.id === details.identityId);
  return held || identity?.userType === 1;
}
