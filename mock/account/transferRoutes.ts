/** Transfer organisation (/grxx/zyjg): an administrator hands the organisation's administration to one of its operators. */
import { ROLE_CODES } from '../login/accounts';
import { verifyPassword } from '../core/password';
import { clearWrongPasswords, noteWrongPassword, refuseWhileLocked } from '../core/throttle';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/organisation';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { currentAccount, requireIdentity } from '../core/guards';
import { ownOrg } from '../core/scope';

function requireOwnAdmin(ctx: RouteContext) {
  const identity = requireIdentity(ctx);
  if (identity.userType !== 1 || identity.agentOf) throw fail(10403, '仅机构管理员可转移机构');
  return identity;
}

/** 可接收机构的人员 GET /server-platform/api/org/getTransferCandidates → [{identityId, userId, name, username}] */
function getTransferCandidates(ctx: RouteContext) {
  requireOwnAdmin(ctx);
  const org = ownOrg(ctx);
  return [...ctx.db.identities.values()]
    .filter((row) => row.orgId === org.id && row.userType === 0 && !row.agentOf)
    .flatMap((row) => {
      const account = ctx.db.accounts.get(row.userId);
      return account && account.status === 2
        ? [
            {
              identityId: row.id,
              userId: account.id,
              name: account.name,
              username: account.username,
            },
          ]
        : [];
    });
}

/** 转移机构 POST /server-platform/api/org/transferAdmin {identityId, password}: the receiver becomes administrator, the caller an operator */
function transferAdmin(ctx: RouteContext, { identityId, password }: Input<typeof C.transferAdmin>) {
  const own = requireOwnAdmin(ctx);
  const org = ownOrg(ctx);
  const account = currentAccount(ctx);
  const target = ctx.db.identities.get(identityId);
  if (!target || target.orgId !== org.id || target.userType !== 0 || target.agentOf)
    throw fail(10404, '记录不存在');
  refuseWhileLocked(ctx.db, account.id, ctx.now);
  if (!verifyPassword(password, account.passwordSalt, account.passwordHash)) {
    noteWrongPassword(ctx.db, account.id, ctx.now);
    throw fail(10005, '密码错误');
  }
  clearWrongPasswords(ctx.db, account.id);
  target.userType = 1;
  target.btnCodes = ROLE_CODES.admin();
  delete target.roleId;
  own.userType = 0;
  own.btnCodes = ROLE_CODES.member();
  for (const session of [...ctx.db.sessions.values()]) {
    if (session.identityId === own.id) ctx.db.sessions.delete(session.token);
  }
  return ok(null, '转移成功');
}

export const transferRoutes = createRouter()
  .handle(C.getTransferCandidates, getTransferCandidates)
  .handle(C.transferAdmin, transferAdmin);
