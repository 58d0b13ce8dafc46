/** Login, identity choice, session and personal settings (docs/api/shell.md). */
import { randomBytes } from 'node:crypto';
import { idsOf, type Db } from '../db';
import { logEntry } from '../core/logs';
import { hashPassword, verifyPassword } from '../core/password';
import { endLogin, endOtherLogins, openSession } from '../core/sessions';
import { clearWrongPasswords, noteWrongPassword, refuseWhileLocked } from '../core/throttle';
import type { Account, Status } from '../core/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page, type SortKeys } from '../core/paging';
import { type RouteContext } from '../core/context';
import type { Input } from '../../src/shared/contract/call';
import * as A from '../../src/shared/contract/account';
import * as C from '../../src/shared/contract/session';
import { identitySessionView, identityView, loginUserView } from '../core/userView';
import { currentAccount, currentIdentity } from '../core/guards';

/** What login says for each account status (the console decides where to go from `status`). */
const LOGIN_MSG: Record<Status, string> = {
  0: '账号待审核',
  1: '注册审核未通过',
  2: '登录成功',
  3: '账号已到期',
  4: '账号已冻结',
  5: '账号未激活',
};

/** Organisation statuses that forbid choosing an identity, with the chooser's message (shell spec §4). */
const ORG_REFUSAL: Partial<Record<Status, string>> = {
  0: '机构待审核',
  3: '机构已到期',
  4: '机构已被冻结',
  5: '机构未激活',
};

// Checked when the account is unknown, so a wrong account costs the same time as a wrong password.
const DUMMY = { salt: 'salt-dummy', hash: hashPassword('dummy-password', 'salt-dummy') };

function findAccount(db: Db, account: string): Account | undefined {
  const mail = account.toLowerCase();
  for (const row of db.accounts.values()) {
    if (row.username === account || row.mail.toLowerCase() === mail) return row;
  }
  return undefined;
}

/** 登录 POST /web/user/login (alias POST /api/login) */
function login(ctx: RouteContext, { account, password }: Input<typeof C.login>) {
  const { db, now } = ctx;
  const user = findAccount(db, account);
  if (user) refuseWhileLocked(db, user.id, now);
  const valid = user
    ? verifyPassword(password, user.passwordSalt, user.passwordHash)
    : verifyPassword(password, DUMMY.salt, DUMMY.hash) && false;
  if (user && !valid) noteWrongPassword(db, user.id, now);
  if (!user || !valid) throw fail(10003, '账号或密码错误');
  clearWrongPasswords(db, user.id);
  // Normal accounts get a token to choose an identity with; refused registrations one to re-register with.
  if (user.status !== 2 && user.status !== 1)
    return ok(loginUserView(db, user, ''), LOGIN_MSG[user.status]);
  const session = openSession(db, user.id, null, { now, lifetimeMs: ctx.sessionLifetimeMs });
  db.operationLogs.push(logEntry(idsOf(db), user.id, 'login', now));
  return ok(
    { ...loginUserView(db, user, session.token), sessionEndsAt: session.endsAt },
    LOGIN_MSG[user.status],
  );
}

/** 选择机构身份 POST /server-platform/web/user/chooseIdentity */
function chooseIdentity(ctx: RouteContext, { identityId }: Input<typeof C.chooseIdentity>) {
  const { db, now } = ctx;
  const account = currentAccount(ctx);
  if (account.status !== 2) throw fail(10409, '当前状态不允许该操作');
  const identity = db.identities.get(identityId);
  if (!identity || identity.userId !== account.id) throw fail(10404, '记录不存在');
  // Experts have no organisation to be blocked by; organisations in status 1 or 2 may be entered.
  const refusal =
    identity.userType === 2 ? undefined : ORG_REFUSAL[identityView(db, identity).orgStatus];
  if (refusal) throw fail(10409, refusal);
  const lifetimeMs = ctx.sessionLifetimeMs;
  const session = openSession(db, account.id, identity.id, { now, lifetimeMs }, ctx.session);
  return identitySessionView(db, account, identity, session);
}

/** 当前用户信息 GET /api/user/getUserInfo */
function getUserInfo(ctx: RouteContext) {
  const account = currentAccount(ctx);
  const identity = currentIdentity(ctx);
  const session = ctx.session;
  if (!identity || !session)
    return { user: loginUserView(ctx.db, account, session?.token ?? ''), btnCodeList: [] };
  const { user, btnCodeList } = identitySessionView(ctx.db, account, identity, session);
  return { user, btnCodeList };
}

/** 退出登录 POST /server-platform/api/user/logout (ends the login token and every identity token chosen with it) */
function logout(ctx: RouteContext) {
  if (ctx.session) endLogin(ctx.db, ctx.session);
  return null;
}

/** 修改密码 POST /web/user/updatePwd */
function updatePwd(ctx: RouteContext, { id, oldPwd, password }: Input<typeof C.updatePwd>) {
  const { db, now } = ctx;
  const account = currentAccount(ctx);
  if (id && id !== account.id) throw fail(10403, '无权限执行该操作');
  refuseWhileLocked(db, account.id, now);
  if (!verifyPassword(oldPwd, account.passwordSalt, account.passwordHash)) {
    noteWrongPassword(db, account.id, now);
    throw fail(10005, '原密码错误');
  }
  clearWrongPasswords(db, account.id);
  const salt = randomBytes(12).toString('hex');
  const hash = hashPassword(password, salt);
  account.passwordSalt = salt;
  account.passwordHash = hash;
  account.isSetPwd = 1;
  endOtherLogins(db, account.id, ctx.session);
  db.operationLogs.push(logEntry(idsOf(db), account.id, 'updatePwd', now));
  return ok(null, '设置成功');
}

/** 操作日志's sortable column: 操作时间. */
const LOG_SORTS: SortKeys<
  { createTime: string },
  NonNullable<Input<typeof A.getOperationLog>['sortField']>
> = { createTime: (row) => row.createTime };

/** 操作日志 GET /server-platform/api/operationLog/getOperationLog */
function getOperationLog(ctx: RouteContext, query: Input<typeof A.getOperationLog>) {
  const account = currentAccount(ctx);
  const rows = ctx.db.operationLogs
    .filter((row) => row.userId === account.id)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id))
    .map(({ id, methodName, img, createTime, router, leftCode }) => ({
      id,
      methodName,
      img,
      createTime,
      router,
      leftCode,
    }));
  return page(rows, query, LOG_SORTS);
}

export const userRoutes = createRouter()
  .handle(C.login, login)
  .handle(C.loginAlias, login)
  .handle(C.chooseIdentity, chooseIdentity)
  .handle(C.getUserInfo, getUserInfo)
  .handle(C.logout, logout)
  .handle(C.updatePwd, updatePwd)
  .handle(A.getOperationLog, getOperationLog);
