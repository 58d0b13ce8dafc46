/**
 * Organisation and expert registration (shell spec §6: public calls; §7: "register (organisation
 * and expert)", under /server-platform/web/user/). The console uses them on /registerStep3 and
 * /expertStep3, where a refused (status 1) application is corrected and sent again under the
 * token its login answered; /register, where a new account would start, is unused.
 */
import { createRouter, fail, ok, textField, type RouteContext } from '../router';
import type { RegisterInfo } from '../db/types';
import { mailOf, mobileOf } from './account';
import { imageUrl } from './file';
import { currentAccount } from './guards';

const TEXT = {
  org: {
    name: '机构名称不能为空',
    image: '请上传营业执照',
    badImage: '营业执照地址不正确',
    other: '该账号不是机构注册',
  },
  expert: {
    name: '姓名不能为空',
    image: '请上传资格证书',
    badImage: '资格证书地址不正确',
    other: '该账号不是专家注册',
  },
} as const;

const field = (ctx: RouteContext, key: string) => textField(ctx.req.body, key).trim();

/** One registration call: the applicant's corrected {name, mobile, mail, image}; status 0, its sessions end. */
function register(kind: RegisterInfo['kind']) {
  return (ctx: RouteContext) => {
    const account = currentAccount(ctx);
    if (account.status !== 1 || !account.registerInfo) throw fail(10409, '当前状态不允许该操作');
    if (account.registerInfo.kind !== kind) throw fail(10409, TEXT[kind].other);
    const name = field(ctx, 'name');
    if (!name) throw fail(10400, TEXT[kind].name);
    if (name.length > 30) throw fail(10400, '最大输入长度30');
    const mobile = mobileOf(field(ctx, 'mobile'));
    const mail = mailOf(field(ctx, 'mail'));
    const image = imageUrl(
      ctx,
      field(ctx, 'image'),
      TEXT[kind].badImage,
      account.registerInfo.image,
    );
    if (!image) throw fail(10400, TEXT[kind].image);
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
  .post('/server-platform/web/user/registerOrg', registerOrg, { public: true })
  .post('/server-platform/web/user/registerExpert', registerExpert, { public: true });
