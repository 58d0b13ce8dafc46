/**
 * Organisation and expert registration (shell spec §6: public calls; §7: "register (organisation
 * and expert)", under /server-platform/web/user/). The console uses them on /registerStep3 and
 * /expertStep3, where a refused (status 1) application is corrected and sent again under the
 * token its login answered; /register, where a new account would start, is unused.
 */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/register';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import type { Db } from '../db';
import type { RegisterInfo } from '../core/types';
import { imageUrl } from '../core/files';
import { currentAccount } from '../core/guards';

const TEXT = {
  org: { image: '请上传营业执照', badImage: '营业执照地址不正确', other: '该账号不是机构注册' },
  expert: { image: '请上传资格证书', badImage: '资格证书地址不正确', other: '该账号不是专家注册' },
} as const;

const TAKEN = { mobile: '该手机号已被其他账号使用', mail: '该邮箱已被其他账号使用' } as const;

/** The given contact details another account than `self` holds (mail compared without case). */
function takenContacts(
  db: Db,
  given: { mobile?: string; mail?: string },
  self?: string,
): { field: 'mobile' | 'mail'; value: string }[] {
  const others = [...db.accounts.values()].filter((account) => account.username !== self);
  const mail = given.mail?.toLowerCase();
  return [
    ...(given.mobile && others.some((account) => account.mobile === given.mobile)
      ? [{ field: 'mobile' as const, value: given.mobile }]
      : []),
    ...(mail && others.some((account) => account.mail.toLowerCase() === mail)
      ? [{ field: 'mail' as const, value: mail }]
      : []),
  ];
}

/** 注册校验 GET /server-platform/web/user/userList {mobile?, mail?, account?} → the values taken (public, decision 0020) */
function userList(ctx: RouteContext, { mobile, mail, account }: Input<typeof C.userList>) {
  if (!mobile && !mail) throw fail(10400, '请填写手机号或邮箱');
  const rows = takenContacts(ctx.db, { mobile, mail }, account);
  return { rows, total: rows.length };
}

type Application = Input<typeof C.registerOrg> | Input<typeof C.registerExpert>;

/** One registration call: the applicant's corrected {name, mobile, mail, image}; status 0, its sessions end. */
function register(kind: RegisterInfo['kind']) {
  return (ctx: RouteContext, { name, mobile, mail, image: sent }: Application) => {
    const account = currentAccount(ctx);
    if (account.status !== 1 || !account.registerInfo) throw fail(10409, '当前状态不允许该操作');
    if (account.registerInfo.kind !== kind) throw fail(10409, TEXT[kind].other);
    const image = imageUrl(ctx, sent, TEXT[kind].badImage, account.registerInfo.image);
    if (!image) throw fail(10400, TEXT[kind].image);
    const [taken] = takenContacts(ctx.db, { mobile, mail }, account.username);
    if (taken) throw fail(10409, TAKEN[taken.field]);
    account.registerInfo = { kind, reason: '', name, mobile, mail, image };
    account.status = 0;
    for (const session of [...ctx.db.sessions.values()]) {
      if (session.userId === account.id) ctx.db.sessions.delete(session.token);
    }
    return ok(null, '提交成功，请等待审核');
  };
}

/** 机构注册 POST /server-platform/web/user/registerOrg {name, mobile, mail, image (营业执照)} */
const registerOrg = register('org');
/** 专家注册 POST /server-platform/web/user/registerExpert {name, mobile, mail, image (资格证书)} */
const registerExpert = register('expert');

export const registerRoutes = createRouter()
  .handle(C.registerOrg, registerOrg)
  .handle(C.registerExpert, registerExpert)
  .handle(C.userList, userList);
