import { identityRefusal, loginOutcome } from './accessRules';

describe('loginOutcome', () => {
  it.each([
    [
      { status: 2 as const, userType: 1 as const },
      { kind: 'choose', message: '登录成功' },
    ],
    [
      { status: 0 as const, userType: 1 as const },
      { kind: 'register', to: '/registerStep4' },
    ],
    [
      { status: 1 as const, userType: 2 as const },
      { kind: 'register', to: '/expertStep3' },
    ],
    [
      { status: 1 as const, userType: 1 as const },
      { kind: 'register', to: '/registerStep3' },
    ],
    [
      { status: 3 as const, userType: 1 as const },
      { kind: 'refused', message: '账号已到期' },
    ],
    [
      { status: 4 as const, userType: 0 as const },
      { kind: 'refused', message: '账号已冻结' },
    ],
    [
      { status: 5 as const, userType: 0 as const },
      { kind: 'refused', message: '账号未激活' },
    ],
  ])('%o → %o', (user, outcome) => {
    expect(loginOutcome(user)).toEqual(outcome);
  });

  it('takes the registration kind over the user type for a not-passed account', () => {
    const info = { reason: '资料不全', name: '', mobile: '', mail: '' };
    expect(
      loginOutcome({ status: 1, userType: 0, registerInfo: { kind: 'expert', ...info } }),
    ).toEqual({
      kind: 'register',
      to: '/expertStep3',
    });
    expect(
      loginOutcome({ status: 1, userType: 2, registerInfo: { kind: 'org', ...info } }),
    ).toEqual({
      kind: 'register',
      to: '/registerStep3',
    });
  });
});

describe('identityRefusal', () => {
  it.each([
    [0, '机构待审核'],
    [1, null],
    [2, null],
    [3, '机构已到期'],
    [4, '机构已被冻结'],
    [5, '机构未激活'],
  ] as const)('organisation status %i → %p', (orgStatus, message) => {
    expect(identityRefusal({ userType: 1, orgStatus })).toBe(message);
  });

  it('lets an expert identity through whatever the status', () => {
    expect(identityRefusal({ userType: 2, orgStatus: 0 })).toBeNull();
  });
});
