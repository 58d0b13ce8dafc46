import type { AccountStatus, Identity, LoginUser } from './types';

/** Where a login goes next, by account status (shell spec §4). */
export type LoginOutcome =
  | { kind: 'choose'; message: '登录成功' }
  | { kind: 'register'; to: '/registerStep4' | '/registerStep3' | '/expertStep3' }
  | { kind: 'refused'; message: string };

const REFUSED: Partial<Record<AccountStatus, string>> = {
  3: '账号已到期',
  4: '账号已冻结',
  5: '账号未激活',
};

export function loginOutcome(
  user: Pick<LoginUser, 'status' | 'userType' | 'registerInfo'>,
): LoginOutcome {
  switch (user.status) {
    case 2:
      return { kind: 'choose', message: '登录成功' };
    case 0:
      return { kind: 'register', to: '/registerStep4' };
    case 1: {
      const expert = user.registerInfo ? user.registerInfo.kind === 'expert' : user.userType === 2;
      return { kind: 'register', to: expert ? '/expertStep3' : '/registerStep3' };
    }
    default:
      return { kind: 'refused', message: REFUSED[user.status] ?? '账号状态异常' };
  }
}

const ORG_REFUSED: Partial<Record<AccountStatus, string>> = {
  0: '机构待审核',
  3: '机构已到期',
  4: '机构已被冻结',
  5: '机构未激活',
};

/**
 * Whether an identity may be entered (shell spec §4): experts always; organisations with status
 * 2 or 1; otherwise the message to show.
 */
export function identityRefusal(identity: Pick<Identity, 'userType' | 'orgStatus'>): string | null {
  if (identity.userType === 2) return null;
  if (identity.orgStatus === 2 || identity.orgStatus === 1) return null;
  return ORG_REFUSED[identity.orgStatus] ?? '机构状态异常';
}
