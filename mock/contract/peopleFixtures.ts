/**
 * Fixtures of the people calls (see fixtures.ts): login, session, personal settings, password
 * retrieval, registration and roles. Calls that end sessions or change a password run as an
 * account no other fixture's token depends on; codes and retrieval flows are prepared through
 * the store's own outbox and flow table, as the send and check calls would leave them.
 */
import { randomBytes } from 'node:crypto';
import type { Body, Query } from '../../src/shared/contract/call';
import type * as Account from '../../src/shared/contract/account';
import type * as Register from '../../src/shared/contract/register';
import type * as Role from '../../src/shared/contract/role';
import type * as Platform from '../../src/shared/contract/platformOperator';
import type * as Session from '../../src/shared/contract/session';
import type { CallName } from '../../src/shared/contract';
import { sendCode } from '../core/outbox';
import type { RetrievalFlow } from '../core/types';
import { qaPassword } from '../testing';
import type { FixtureContext } from './fixtures';

const accountNamed = (f: FixtureContext, username: string) => {
  const found = [...f.db.accounts.values()].find((account) => account.username === username);
  if (!found) throw new Error(`the seed has no account ${username}`);
  return found;
};

/** The newest unused code sent to the address, else one sent now (as sendMobileVerifiCode would). */
function codeFor(
  f: FixtureContext,
  channel: 'mobile' | 'mail',
  to: string,
  purpose: 'verify' | 'retrieve',
) {
  const sent = [...f.db.outbox].reverse().find((entry) => entry.to === to && !entry.used);
  return (sent ?? sendCode(f.db, f.now, channel, to, purpose)).code;
}

/** A password retrieval of pending01 (no session to lose) at `step`, as validAccount / validVerifiCode leave it. */
function retrieval(f: FixtureContext, step: RetrievalFlow['step']) {
  const id = randomBytes(16).toString('hex');
  const userId = accountNamed(f, 'pending01').id;
  f.db.retrievals.set(id, { id, userId, step, expiresAt: f.now + 30 * 60 * 1000 });
  return id;
}

const image = (f: FixtureContext) => {
  const found = [...f.db.files.values()].find((file) => file.contentType === 'image/png');
  if (!found) throw new Error('the seed has no stored image for the people fixtures');
  return found.url;
};

const ownRoles = (f: FixtureContext) => {
  const roles = [...f.db.roles.values()].filter((role) => role.orgId === f.orgId);
  if (roles.length < 2) throw new Error('the seed has too few roles for the contract fixtures');
  return roles;
};
const unusedRole = (f: FixtureContext) =>
  ownRoles(f)
    .filter((role) => ![...f.db.identities.values()].some((row) => row.roleId === role.id))
    .at(-1)?.id ?? '';

const loginAsAdmin = (): Body<typeof Session.login> => ({
  account: 'admin01',
  password: qaPassword('admin01'),
});

type S = typeof Session;
type A = typeof Account;
type R = typeof Role;
type G = typeof Register;
type P = typeof Platform;

export const PEOPLE_FIXTURES = {
  login: loginAsAdmin,
  loginAlias: loginAsAdmin,
  chooseIdentity: (f: FixtureContext): Body<S['chooseIdentity']> => ({
    identityId:
      [...f.db.identities.values()].find(
        (row) => row.userId === accountNamed(f, 'admin01').id && row.orgId === f.orgId,
      )?.id ?? '',
  }),
  getUserInfo: (): Query<S['getUserInfo']> => ({}),
  logout: (): Body<S['logout']> => ({}),
  updatePwd: (f: FixtureContext): Body<S['updatePwd']> => ({
    id: accountNamed(f, 'expert01').id,
    oldPwd: qaPassword('expert01'),
    password: 'Contract123',
  }),
  sendMobileVerifiCode: (): Query<A['sendMobileVerifiCode']> => ({ mobile: '13912340002' }),
  sendMailVerifiCode: (): Query<A['sendMailVerifiCode']> => ({ mail: 'contract-send@example.com' }),
  updateMobile: (f: FixtureContext): Body<A['updateMobile']> => ({
    mobile: '13912340001',
    verifiCode: codeFor(f, 'mobile', '13912340001', 'verify'),
  }),
  updateMail: (f: FixtureContext): Body<A['updateMail']> => ({
    mail: 'contract-mail@example.com',
    verifiCode: codeFor(f, 'mail', 'contract-mail@example.com', 'verify'),
  }),
  updateHeadImg: (f: FixtureContext): Body<A['updateHeadImg']> => ({ headImg: image(f) }),
  saveProfile: (f: FixtureContext): Body<A['saveProfile']> => ({
    id: accountNamed(f, 'operator01').id,
    name: '契约用户',
    areaCode: '110000-110100-110105',
    sex: 1,
    birthday: '1990-01-01',
  }),
  updatePwdById: (f: FixtureContext): Body<A['updatePwdById']> => ({
    id: accountNamed(f, 'operator01').id,
    password: 'Contract123',
  }),
  validAccount: (): Body<A['validAccount']> => ({ account: 'pending01' }),
  validVerifiCode: (f: FixtureContext): Body<A['validVerifiCode']> => ({
    details: retrieval(f, 'checked'),
    way: 'mobile',
    verifiCode: codeFor(f, 'mobile', accountNamed(f, 'pending01').mobile, 'retrieve'),
  }),
  retrieveUpdatePwd: (f: FixtureContext): Body<A['retrieveUpdatePwd']> => ({
    details: retrieval(f, 'verified'),
    password: 'Contract123',
  }),
  getOperationLog: (): Query<A['getOperationLog']> => ({ pageNum: 1, pageSize: 10 }),
  registerOrg: (f: FixtureContext): Body<G['registerOrg']> => ({
    name: '契约机构',
    mobile: '13800000005',
    mail: 'rejectorg01@example.com',
    image: image(f),
  }),
  registerExpert: (f: FixtureContext): Body<G['registerExpert']> => ({
    name: '契约专家',
    mobile: '13800000006',
    mail: 'rejectexp01@example.com',
    image: image(f),
  }),
  userList: (): Query<G['userList']> => ({
    mobile: '13800000001',
    mail: 'nobody@example.com',
    account: 'rejectorg01',
  }),
  listPlatformOperators: (): Query<P['listPlatformOperators']> => ({
    pageNum: 1,
    pageSize: 10,
    status: 2,
  }),
  savePlatformOperator: (): Body<P['savePlatformOperator']> => ({
    account: 'contractop01',
    name: '契约运营',
    mobile: '13912345678',
  }),
  platformOperatorStatus: (f: FixtureContext): Body<P['platformOperatorStatus']> => ({
    id: [...f.db.platformOperators.values()].find((row) => row.status === 2)?.id ?? '',
    status: 4,
  }),
  listRoles: (): Query<R['listRoles']> => ({ pageNum: 1, pageSize: 10, name: '管理' }),
  menuTree: (): Query<R['menuTree']> => ({}),
  getRoleMenus: (f: FixtureContext): Query<R['getRoleMenus']> => ({ roleId: ownRoles(f)[0].id }),
  getUsersByRole: (f: FixtureContext): Query<R['getUsersByRole']> => ({
    pageNum: 1,
    pageSize: 10,
    roleId: ownRoles(f)[0].id,
  }),
  saveRole: (): Body<R['saveRole']> => ({
    name: '契约角色',
    remark: '契约测试的角色',
    codes: ['01', '01-01-01'],
  }),
  deleteRole: (f: FixtureContext): Body<R['deleteRole']> => ({ id: unusedRole(f) }),
};

/**
 * logout ends its caller's login; the password changes keep the caller's own login; the
 * registrations take the refused applicants' login tokens (they have no identity to choose).
 */
export const PEOPLE_FIXTURE_ACCOUNTS: Partial<Record<CallName, string>> = {
  logout: 'orgstate01',
  updatePwd: 'expert01',
  updateMobile: 'operator01',
  updateMail: 'operator01',
  updateHeadImg: 'operator01',
  saveProfile: 'operator01',
  updatePwdById: 'operator01',
  registerOrg: 'rejectorg01',
  registerExpert: 'rejectexp01',
};
