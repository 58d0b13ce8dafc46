import {
  clearSession,
  readLoginBox,
  readSessionEndsAt,
  readToken,
  readUserDetail,
  STORAGE_KEYS,
  writeAgentOperation,
  writeLoginBox,
  writeSessionEndsAt,
  writeToken,
  writeUserDetail,
} from './storage';
import { pickUserDetails, type LoginUser } from './types';

const identity = {
  id: 'i1',
  userType: 1 as const,
  status: 2 as const,
  orgId: 'o1',
  orgName: '星辰心理',
  orgType: 0 as const,
  orgStatus: 2 as const,
};

// Extra fields a platform answer may carry, which must never reach storage.
const identityWithIdCard = { ...identity, idCard: '440305199001011234' };

const loginUser: LoginUser & { password: string } = {
  id: 'u1',
  username: 'admin01',
  name: '王立新',
  userType: 1,
  status: 2,
  headImg: '',
  sex: 0,
  birthday: '1990-01-01',
  areaCode: '440000-440300-440305',
  mobile: '13800138000',
  mail: 'a@example.com',
  isSetPwd: 1,
  createTime: '2026-01-01 00:00:00',
  token: 'secret-token',
  identities: [identityWithIdCard],
  password: 'Admin@123',
};

test('USER_DETAIL keeps only the allow-listed fields, as URI-encoded JSON', () => {
  writeUserDetail(pickUserDetails(loginUser));
  const raw = localStorage.getItem(STORAGE_KEYS.userDetail) ?? '';
  expect(raw).not.toContain('{');
  const stored = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>;
  expect(Object.keys(stored).sort()).toEqual(
    ['headImg', 'id', 'identities', 'name', 'status', 'userType', 'username'].sort(),
  );
  for (const secret of [
    'Admin@123',
    'secret-token',
    '440305199001011234',
    '13800138000',
    'a@example.com',
  ]) {
    expect(decodeURIComponent(raw)).not.toContain(secret);
  }
  expect(readUserDetail()).toEqual(stored);
});

test.each([
  ['missing', null],
  ['not URI-encoded JSON', '%E0%A4%A'],
  ['broken JSON', encodeURIComponent('{"id":')],
  ['not a user', encodeURIComponent(JSON.stringify({ id: 1 }))],
])('USER_DETAIL %s reads as no user', (_name, raw) => {
  if (raw !== null) localStorage.setItem(STORAGE_KEYS.userDetail, raw);
  expect(readUserDetail()).toBeNull();
});

test('the token is stored under token, and an empty one reads as none', () => {
  expect(readToken()).toBeNull();
  writeToken('t-1');
  expect(localStorage.getItem('token')).toBe('t-1');
  localStorage.setItem('token', '');
  expect(readToken()).toBeNull();
});

test('the login’s end survives a reload under SESSION_ENDS_AT; anything but a time reads as none', () => {
  expect(readSessionEndsAt()).toBeNull();
  writeSessionEndsAt(1_800_000_000_000);
  expect(localStorage.getItem('SESSION_ENDS_AT')).toBe('1800000000000');
  expect(readSessionEndsAt()).toBe(1_800_000_000_000);
  for (const corrupt of ['', 'soon', '-5', '1.5']) {
    localStorage.setItem('SESSION_ENDS_AT', corrupt);
    expect(readSessionEndsAt()).toBeNull();
  }
  writeSessionEndsAt(null);
  expect(localStorage.getItem('SESSION_ENDS_AT')).toBeNull();
});

test('记住账号 remembers the account and the box, never a password', () => {
  writeLoginBox({ remember: true, account: 'admin01' });
  expect(readLoginBox()).toEqual({ remember: true, account: 'admin01' });
  writeLoginBox({ remember: false, account: 'admin01' });
  expect(readLoginBox()).toEqual({ remember: false, account: '' });
  expect(JSON.stringify(localStorage)).not.toMatch(/password|Admin@123/i);
});

test('logging out clears user detail, token, the login’s end, the agent flag and menu state, but keeps the login box', () => {
  writeUserDetail(pickUserDetails(loginUser));
  writeToken('t-1');
  writeSessionEndsAt(1_800_000_000_000);
  writeAgentOperation({ originIdentityId: 'i1', originOrgName: '星辰心理' });
  localStorage.setItem(STORAGE_KEYS.menu, JSON.stringify({ openKey: '16' }));
  writeLoginBox({ remember: true, account: 'admin01' });
  clearSession();
  for (const key of [
    STORAGE_KEYS.userDetail,
    STORAGE_KEYS.token,
    STORAGE_KEYS.sessionEndsAt,
    STORAGE_KEYS.agent,
    STORAGE_KEYS.menu,
  ]) {
    expect(localStorage.getItem(key)).toBeNull();
  }
  expect(readLoginBox().account).toBe('admin01');
});
