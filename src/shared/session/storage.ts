import { pickUserDetails, type RegisterInfo, type UserDetails } from './types';

/** Every key the console stores, in one place. */
export const STORAGE_KEYS = {
  userDetail: 'USER_DETAIL',
  token: 'token',
  agent: 'AGENT_OPERATION',
  menu: 'MENU_KEYS',
  loginBox: 'LOGIN_BOX',
  registerInfo: 'REGISTER_INFO',
  /** The visited-page tabs (sessionStorage): paths and titles only. */
  visitedTabs: 'VISITED_TABS',
  /** When the login ends however busy (ms since epoch), for the shell's warning after a reload. */
  sessionEndsAt: 'SESSION_ENDS_AT',
} as const;

function isUserDetails(value: unknown): value is UserDetails {
  const user = value as UserDetails | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    Array.isArray(user.identities)
  );
}

/** USER_DETAIL is URI-encoded JSON; a missing or corrupt value reads as no user. */
export function readUserDetail(): UserDetails | null {
  const raw = localStorage.getItem(STORAGE_KEYS.userDetail);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    // Re-pick on read too, so a stored value never carries more than the allow-list.
    return isUserDetails(parsed) ? pickUserDetails(parsed) : null;
  } catch {
    return null;
  }
}

export function writeUserDetail(user: UserDetails): void {
  localStorage.setItem(STORAGE_KEYS.userDetail, encodeURIComponent(JSON.stringify(user)));
}

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token) || null;
}

export function writeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

/** The stored end of the login; null when missing or not a time. */
export function readSessionEndsAt(): number | null {
  const endsAt = Number(localStorage.getItem(STORAGE_KEYS.sessionEndsAt) ?? '');
  return Number.isSafeInteger(endsAt) && endsAt > 0 ? endsAt : null;
}

export function writeSessionEndsAt(endsAt: number | null): void {
  if (endsAt === null) localStorage.removeItem(STORAGE_KEYS.sessionEndsAt);
  else localStorage.setItem(STORAGE_KEYS.sessionEndsAt, String(endsAt));
}

/** The visited-page tabs go with the session and with the identity they were opened under. */
export function clearVisitedTabs(): void {
  sessionStorage.removeItem(STORAGE_KEYS.visitedTabs);
}

/** Logout and session expiry: user detail, token, the login's end, the agent flag, menu state and tabs go. */
export function clearSession(): void {
  clearVisitedTabs();
  for (const key of [
    STORAGE_KEYS.userDetail,
    STORAGE_KEYS.token,
    STORAGE_KEYS.sessionEndsAt,
    STORAGE_KEYS.agent,
    STORAGE_KEYS.menu,
  ]) {
    localStorage.removeItem(key);
  }
}

/** The login box's own memory: the account and whether to remember it; never the password. */
export interface LoginBoxMemory {
  remember: boolean;
  account: string;
}

export function readLoginBox(): LoginBoxMemory {
  try {
    const parsed = JSON.parse(
      localStorage.getItem(STORAGE_KEYS.loginBox) ?? '',
    ) as Partial<LoginBoxMemory>;
    const remember = parsed.remember === true;
    return {
      remember,
      account: remember && typeof parsed.account === 'string' ? parsed.account : '',
    };
  } catch {
    return { remember: false, account: '' };
  }
}

export function writeLoginBox(memory: LoginBoxMemory): void {
  const value: LoginBoxMemory = {
    remember: memory.remember,
    account: memory.remember ? memory.account : '',
  };
  localStorage.setItem(STORAGE_KEYS.loginBox, JSON.stringify(value));
}

/** A not-passed account's registration info, its account and its login token (good only for resubmitting). */
export type StoredRegisterInfo = RegisterInfo & { account: string; token: string };

/** Registration info of a not-passed account, kept for the registration step 3 pages. */
export function writeRegisterInfo(info: StoredRegisterInfo): void {
  sessionStorage.setItem(STORAGE_KEYS.registerInfo, JSON.stringify(info));
}

/** The stored registration info; null when missing, corrupt or without its token. */
export function readRegisterInfo(): StoredRegisterInfo | null {
  try {
    const info = JSON.parse(
      sessionStorage.getItem(STORAGE_KEYS.registerInfo) ?? 'null',
    ) as Partial<StoredRegisterInfo> | null;
    return info && typeof info.token === 'string' && info.token && typeof info.account === 'string'
      ? (info as StoredRegisterInfo)
      : null;
  } catch {
    return null;
  }
}

export function clearRegisterInfo(): void {
  sessionStorage.removeItem(STORAGE_KEYS.registerInfo);
}

/** Agent operation: the administrator's own identity, to go back to. */
export interface AgentOperation {
  originIdentityId: string;
  originOrgName: string;
}

export function readAgentOperation(): AgentOperation | null {
  try {
    const parsed = JSON.parse(
      localStorage.getItem(STORAGE_KEYS.agent) ?? 'null',
    ) as AgentOperation | null;
    return parsed && typeof parsed.originIdentityId === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeAgentOperation(agent: AgentOperation | null): void {
  if (agent) localStorage.setItem(STORAGE_KEYS.agent, JSON.stringify(agent));
  else localStorage.removeItem(STORAGE_KEYS.agent);
}
