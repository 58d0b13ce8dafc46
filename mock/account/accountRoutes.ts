/** Personal settings, verification codes and password retrieval (docs/api/account-org-expert-role.md); registration is register.ts. */
import { maskMobile } from '../../src/shared/utils/format';
import { randomBytes } from 'node:crypto';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/account';
import { idsOf, type Db } from '../db';
import { logEntry } from '../core/logs';
import { checkCode, sendCode } from '../core/outbox';
import { hashPassword } from '../core/password';
import { endOtherLogins } from '../core/sessions';
import type { Account } from '../core/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { imageUrl } from '../core/files';
import { currentAccount, currentIdentity } from '../core/guards';

/** A retrieval flow lives 30 minutes. */
const FLOW_TTL_MS = 30 * 60 * 1000;

function takenBy(db: Db, field: 'mobile' | 'mail', value: string, self: string): boolean {
  return [...db.accounts.values()].some(
    (row) => row.id !== self && row[field].toLowerCase() === value.toLowerCase(),
  );
}

/** Where a retrieval flow sends its codes: the account's own mobile or mail. */
function flowAccount(ctx: RouteContext, step: 'checked' | 'verified', details: string): Account {
  const flow = ctx.db.retrievals.get(details);
  const account = flow && ctx.db.accounts.get(flow.userId);
  if (!flow || !account || ctx.now > flow.expiresAt)
    throw fail(10400, '找回密码已失效，请重新验证账号');
  if (step === 'verified' && flow.step !== 'verified') throw fail(10400, '请先完成验证码验证');
  return account;
}

// Without `details` the schema requires the address, so the `?? ''` of the two send calls never applies.

/**
 * Whose SMS log lists a code: the organisation the caller signed in to (修改手机号), or for a
 * password retrieval the account's first organisation; none for a registration.
 */
function smsOrg(ctx: RouteContext, account: Account | undefined): string {
  const identity = currentIdentity(ctx);
  if (identity && identity.userType !== 2) return identity.orgId;
  if (!account) return '';
  const member = [...ctx.db.identities.values()].find(
    (row) => row.userId === account.id && row.userType !== 2,
  );
  return member?.orgId ?? '';
}

/** 发送手机验证码 POST /server-platform/web/user/sendMobileVerifiCode ?mobile or ?details */
function sendMobileVerifiCode(
  ctx: RouteContext,
  { mobile, details }: Input<typeof C.sendMobileVerifiCode>,
) {
  const account = details ? flowAccount(ctx, 'checked', details) : undefined;
  const to = account ? account.mobile : (mobile ?? '');
  sendCode(ctx.db, ctx.now, 'mobile', to, details ? 'retrieve' : 'verify', smsOrg(ctx, account));
  return ok(null, '验证码发送成功');
}

/** 发送邮箱验证码 POST /server-platform/web/user/sendMailVerifiCode ?mail or ?details */
function sendMailVerifiCode(
  ctx: RouteContext,
  { mail, details }: Input<typeof C.sendMailVerifiCode>,
) {
  const to = details ? flowAccount(ctx, 'checked', details).mail : (mail ?? '');
  sendCode(ctx.db, ctx.now, 'mail', to.toLowerCase(), details ? 'retrieve' : 'verify');
  return ok(null, '邮箱验证码已发送至您的邮箱');
}

/** 修改手机号 POST /server-platform/api/user/updateMobile {mobile, verifiCode} */
function updateMobile(ctx: RouteContext, { mobile, verifiCode }: Input<typeof C.updateMobile>) {
  const account = currentAccount(ctx);
  if (mobile === account.mobile) throw fail(10400, '新手机号不能与原手机号相同');
  if (takenBy(ctx.db, 'mobile', mobile, account.id)) throw fail(10409, '该手机号已被其他账号使用');
  const entry = checkCode(ctx.db, ctx.now, mobile, verifiCode);
  entry.used = true;
  account.mobile = mobile;
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), account.id, 'changeMobile', ctx.now));
  return ok(null, '手机号修改成功');
}

/** 修改邮箱 POST /server-platform/api/user/updateMail {mail, verifiCode} */
function updateMail(ctx: RouteContext, { mail, verifiCode }: Input<typeof C.updateMail>) {
  const account = currentAccount(ctx);
  if (takenBy(ctx.db, 'mail', mail, account.id)) throw fail(10409, '该邮箱已被其他账号使用');
  const entry = checkCode(ctx.db, ctx.now, mail, verifiCode);
  entry.used = true;
  account.mail = mail;
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), account.id, 'changeMail', ctx.now));
  return ok(null, '邮箱修改成功');
}

/** 修改头像 POST /server-platform/api/user/updateHeadImg {headImg} */
function updateHeadImg(ctx: RouteContext, { headImg }: Input<typeof C.updateHeadImg>) {
  const account = currentAccount(ctx);
  account.headImg = imageUrl(ctx, headImg, '头像地址不正确', account.headImg);
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), account.id, 'changeAvatar', ctx.now));
  return ok(null, '头像修改成功');
}

/** 保存基本资料 POST /server-platform/api/user/save {id, birthday, areaCode, sex, name} */
function saveProfile(ctx: RouteContext, body: Input<typeof C.saveProfile>) {
  const { now } = ctx;
  const { id, name, sex, areaCode } = body;
  const birthday = body.birthday ?? '';
  const account = currentAccount(ctx);
  if (id && id !== account.id) throw fail(10403, '无权限执行该操作');
  if (birthday && Date.parse(`${birthday}T00:00:00+08:00`) > now)
    throw fail(10400, '生日不能晚于今天');
  const changesLocked =
    name !== account.name ||
    (sex !== undefined && sex !== account.sex) ||
    (birthday !== '' && birthday !== account.birthday);
  if (account.userType === 2 && changesLocked) throw fail(10403, '专家不能修改姓名、性别和生日');
  account.name = name;
  if (sex !== undefined) account.sex = sex;
  if (birthday) account.birthday = birthday;
  account.areaCode = areaCode;
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), account.id, 'saveProfile', now));
  return ok(null, '编辑资料成功');
}

function setPassword(account: Account, password: string): void {
  const salt = randomBytes(12).toString('hex');
  account.passwordHash = hashPassword(password, salt);
  account.passwordSalt = salt;
  account.isSetPwd = 1;
}

/** 设置密码（已登录，无需原密码）POST /server-platform/api/user/updatePwdById {id, password} */
function updatePwdById(ctx: RouteContext, { id, password }: Input<typeof C.updatePwdById>) {
  const account = currentAccount(ctx);
  if (id && id !== account.id) throw fail(10403, '无权限执行该操作');
  setPassword(account, password);
  endOtherLogins(ctx.db, account.id, ctx.session);
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), account.id, 'updatePwd', ctx.now));
  return ok(null, '密码修改成功');
}

function maskMail(mail: string): string {
  const [local, domain] = mail.split('@');
  return `${local.slice(0, 1)}***@${domain ?? ''}`;
}

/** 找回密码：校验账号 POST /server-platform/web/user/validAccount {account} → {details, mobile, mail} (masked) */
function validAccount(ctx: RouteContext, { account: text }: Input<typeof C.validAccount>) {
  const lower = text.toLowerCase();
  const account = [...ctx.db.accounts.values()].find(
    (row) => row.username === text || row.mail.toLowerCase() === lower || row.mobile === text,
  );
  if (!account) throw fail(10404, '账号不存在');
  if (account.status === 4) throw fail(10409, '账号已冻结');
  const id = randomBytes(16).toString('hex');
  ctx.db.retrievals.set(id, {
    id,
    userId: account.id,
    step: 'checked',
    expiresAt: ctx.now + FLOW_TTL_MS,
  });
  return {
    details: id,
    mobile: maskMobile(account.mobile),
    mail: maskMail(account.mail),
  };
}

/** 找回密码：校验验证码 POST /server-platform/web/user/validVerifiCode {details, way: mobile|mail, verifiCode} */
function validVerifiCode(
  ctx: RouteContext,
  { details, way, verifiCode }: Input<typeof C.validVerifiCode>,
) {
  const account = flowAccount(ctx, 'checked', details);
  const entry = checkCode(
    ctx.db,
    ctx.now,
    way === 'mail' ? account.mail.toLowerCase() : account.mobile,
    verifiCode,
  );
  entry.used = true;
  const flow = ctx.db.retrievals.get(details);
  if (flow) flow.step = 'verified';
  return { details };
}

/** 找回密码：设置新密码 POST /server-platform/web/user/updatePwd {details, password} */
function retrieveUpdatePwd(
  ctx: RouteContext,
  { details, password }: Input<typeof C.retrieveUpdatePwd>,
) {
  const account = flowAccount(ctx, 'verified', details);
  setPassword(account, password);
  endOtherLogins(ctx.db, account.id);
  ctx.db.retrievals.delete(details);
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), account.id, 'updatePwd', ctx.now));
  return ok(null, '密码修改成功');
}

export const accountRoutes = createRouter()
  .handle(C.sendMobileVerifiCode, sendMobileVerifiCode)
  .handle(C.sendMailVerifiCode, sendMailVerifiCode)
  .handle(C.updateMobile, updateMobile)
  .handle(C.updateMail, updateMail)
  .handle(C.updateHeadImg, updateHeadImg)
  .handle(C.saveProfile, saveProfile)
  .handle(C.updatePwdById, updatePwdById)
  .handle(C.validAccount, validAccount)
  .handle(C.validVerifiCode, validVerifiCode)
  .handle(C.retrieveUpdatePwd, retrieveUpdatePwd);
