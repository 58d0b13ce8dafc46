import { Button, type ButtonProps } from 'antd';
import { useAppSelector } from '@/shared/store/hooks';
import { can } from './permissions';
import { selectBtnCodes } from './sessionSlice';

export interface PermissionButtonProps extends ButtonProps {
  /** The button code the identity must hold (PERM.…); without it nothing renders. */
  perm: string;
}

/** A button shown only when the identity's button code list holds `perm` (shell spec §6). */
export function PermissionButton({ perm, ...buttonProps }: PermissionButtonProps) {
  const codes = useAppSelector(selectBtnCodes);
  return can(codes, perm) ? <Button {...buttonProps} /> : null;
}

/** The same check for anything that is not a button (a menu item, a link, a column). */
export function useCan(perm: string | undefined): boolean {
  return can(useAppSelector(selectBtnCodes), perm);
}
