/** Personal settings, verification codes and password retrieval (docs/api/account-org-expert-role.md); registration is register.ts. */
import { maskMobile } from '../../src/shared/utils/format';
import { randomBytes } from 'node:crypto';
import { idsOf, type Db } from '../db';
import { logEntry } from '../db/logs';
import { checkCode, sendCode } from '../db/outbox';
import { hashPassword } from '../db/password';
import { endOtherLogins } from '../db/sessions';
import type { Account } from '../db/types';
import { createRouter, fail, ok, textField, type RouteContext } from '../router';
import { imageUrl } from './file';
import { currentAccount } from './guards';

const MOBILE = /^1[3-9]\d{9}$/;
const MAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,3}$/;
const SETTINGS_PASSWORD = /^[A-Za-z0-9]{6,18}$/;
const NAME_MAX = 15;
const AREA_CODE = /^\d{6}(-\d{6}){0,2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A retrieval flow lives 30 minutes. */
const FLOW_TTL_MS = 30 * 60 * 1000;

/** A body field, trimmed. */
const param = (ctx: RouteContext, key: string): string => textField(ctx.req.body, key).trim();

/** A query parameter, trimmed: the two send calls carry theirs in the query (spec §7 `POST …?mobile`). */
const queryParam = (ctx: RouteContext, key: string): string => textField(ctx.req.query, key).trim();

export function mobileOf(text: string): string {
  if (!text) throw fail(10400, '手机号不能为空');
  if (!MOBILE.test(text)) throw fail(10400, '手机号格式不正确');
  return text;
}

export function mailOf(text: string): string {
  if (!text) throw fail(10400, '邮箱不能为空');
  if (!MAIL.test(text)) throw fail(10400, '邮箱格式不正确');
  return text.toLowerCase();
}

function takenBy(db: Db, field: 'mobile' | 'mail', value: string, self: string): boolean {
  return [...db.accounts.values()].some(
    (row) => row.id !== self && row[field].toLowerCase() === value.toLowerCase(),
  );
}

/** Where a retrieval flow sends its codes: the account's own mobile or mail. */
function flowAccount(
  ctx: RouteContext,
  step: 'checked' | 'verified',
  details = param(ctx, 'details'),
): Account {
  const flow = ctx.db.retrievals.get(details);
  const account = flow && ctx.db.accounts.get(flow.userId);
  if (!flow || !account || ctx.now > flow.expiresAt)
    throw fail(10400, '找回密码已失效，请重新验证账号');
  if (step === 'verified' && flow.step !== 'verified') throw fail(10400, '请先完成验证码验证');
  return account;
}

/** 发送手机验证码 POST /server-platform/web/user/sendMobileVerifiCode ?mobile or ?details */
function sendMobileVerifiCode(ctx: RouteContext) {
  const details = queryParam(ctx, 'details');
  const to = details
    ? flowAccount(ctx, 'checked', details).mobile
    : mobileOf(queryParam(ctx, 'mobile'));
  sendCode(ctx.db, ctx.now, 'mobile', to, details ? 'retrieve' : 'verify');
  return ok(null, '验证码发送成功');
}

/** 发送邮箱验证码 POST /server-platform/web/user/sendMailVerifiCode ?mail or ?details */
function sendMailVerifiCode(ctx: RouteContext) {
  const details = queryParam(ctx, 'details');
  const to = details ? flowAccount(ctx, 'checked', details).mail : mailOf(queryParam(ctx, 'mail'));
  sendCode(ctx.db, ctx.now, 'mail', to.toLowerCase(), details ? 'retrieve' : 'verify');
  return ok(null, '邮箱验证码已发送至您的邮箱');
}

/** 修改手机号 POST /server-platform/api/user/updateMobile {mobile, verifiCode} */
function updateMobile(ctx: RouteContext) {
  const account = currentAccount(ctx);
  const mobile = mobileOf(param(ctx, 'mobile'));
  const verifiCode = param(ctx, 'verifiCode');
  if (!verifiCode) throw fail(10400, '验证码不能为空');
  if (mobile === account.mobile) throw fail(10400, '新手机号不能与原手机号相同');
  if (takenBy(ctx.db, 'mobile', mobile, account.id)) throw fail(10409, '该手机号已被其他账号使用');
  const entry = checkCode(ctx.db, ctx.now, mobile, verifiCode);
  entry.used = true;
  account.mobile = mobile;
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), account.id, 'changeMobile', ctx.now));
  return ok(null, '手机号修改成功');
}

/** 修改邮箱 POST /server-platform/api/user/updateMail {mail, verifiCode} */
function updateMail(ctx: RouteContext) {
  const account = currentAccount(ctx);
  const mail = mailOf(param(ctx, 'mail'));
  const verifiCode = param(ctx, 'verifiCode');
  if (!verifiCode) throw fail(10400, '邮箱验证码不能为空');
  if (takenBy(ctx.db, 'mail', mail, account.id)) throw fail(10409, '该邮箱已被其他账号使用');
  const entry = checkCode(ctx.db, ctx.now, mail, verifiCode);
  entry.used = true;
  account.mail = mail;
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), account.id, 'changeMail', ctx.now));
  return ok(null, '邮箱修改成功');
}

/** 修改头像 POST /server-platform/api/user/updateHeadImg {headImg} */
function updateHeadImg(ctx: RouteContext) {
  const account = currentAccount(ctx);
  const headImg = imageUrl(ctx, param(ctx, 'headImg'), '头像地址不正确', account.headImg);
  if (!headImg) throw fail(10400, '请上传头像');
  account.headImg = headImg;
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), account.id, 'changeAvatar', ctx.now));
  return ok(null, '头像修改成功');
}

/** 保存基本资料 POST /server-platform/api/user/save {id, birthday, areaCode, sex, name} */
function saveProfile(ctx: RouteContext) {
  const { req, now } = ctx;
  const account = currentAccount(ctx);
  const id = param(ctx, 'id');
  if (id && id !== account.id) throw fail(10403, '无权限执行该操作');
  const name = textField(req.body, 'name');
  const sexText = param(ctx, 'sex');
  const birthday = param(ctx, 'birthday');
  const areaCode = param(ctx, 'areaCode');
  if (!name.trim()) throw fail(10400, '姓名不能为空');
  if (name.startsWith(' ') || name.trim().length > NAME_MAX)
    throw fail(10400, '姓名长度为1-15个字符且不能空格开头');
  if (!areaCode) throw fail(10400, '地区不能为空');
  if (!AREA_CODE.test(areaCode)) throw fail(10400, '地区不正确');
  const sex = ({ '0': 0, '1': 1, '-1': -1 } as const)[sexText];
  if (sexText && sex === undefined) throw fail(10400, '性别不正确');
  if (birthday && (!DATE.test(birthday) || Date.parse(`${birthday}T00:00:00+08:00`) > now))
    throw fail(10400, '生日不能晚于今天');
  const changesLocked =
    name.trim() !== account.name ||
    (sex !== undefined && sex !== account.sex) ||
    (birthday !== '' && birthday !== account.birthday);
  if (account.userType === 2 && changesLocked) throw fail(10403, '专家不能修改姓名、性别和生日');
  account.name = name.trim();
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
function updatePwdById(ctx: RouteContext) {
  const account = currentAccount(ctx);
  const id = param(ctx, 'id');
  const password = textField(ctx.req.body, 'password');
  if (id && id !== account.id) throw fail(10403, '无权限执行该操作');
  if (!SETTINGS_PASSWORD.test(password)) throw fail(10400, '请校验密码格式');
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
function validAccount(ctx: RouteContext) {
  const text = param(ctx, 'account');
  if (!text) throw fail(10400, '请输入邮箱/用户名');
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
function validVerifiCode(ctx: RouteContext) {
  const account = flowAccount(ctx, 'checked');
  const way = param(ctx, 'way');
  const verifiCode = param(ctx, 'verifiCode');
  if (way !== 'mobile' && way !== 'mail') throw fail(10400, '请选择验证方式');
  if (!verifiCode) throw fail(10400, way === 'mail' ? '邮箱验证码不能为空' : '验证码不能为空');
  const entry = checkCode(
    ctx.db,
    ctx.now,
    way === 'mail' ? account.mail.toLowerCase() : account.mobile,
    verifiCode,
  );
  entry.used = true;
  const flow = ctx.db.retrievals.get(param(ctx, 'details'));
  if (flow) flow.step = 'verified';
  return { details: param(ctx, 'details') };
}

/** 找回密码：设置新密码 POST /server-platform/web/user/updatePwd {details, password} */
function retrieveUpdatePwd(ctx: RouteContext) {
  const account = flowAccount(ctx, 'verified');
  const password = textField(ctx.req.body, 'password');
  if (!SETTINGS_PASSWORD.test(password)) throw fail(10400, '请校验密码格式');
  setPassword(account, password);
  endOtherLogins(ctx.db, account.id);
  ctx.db.retrievals.delete(param(ctx, 'details'));
  ctx.db.operationLogs.push(logEntry(idsOf(ctx.db), account.id, 'updatePwd', ctx.now));
  return ok(null, '密码修改成功');
}

export const accountRoutes = createRouter()
  .post('/server-platform/web/user/sendMobileVerifiCode', sendMobileVerifiCode, {
    public: true,
    paramsIn: 'query',
  })
  .post('/server-platform/web/user/sendMailVerifiCode', sendMailVerifiCode, {
    public: true,
    paramsIn: 'query',
  })
  .post('/server-platform/api/user/updateMobile', updateMobile)
  .post('/server-platform/api/user/updateMail', updateMail)
  .post('/server-platform/api/user/updateHeadImg', updateHeadImg)
  .post('/server-platform/api/user/save', saveProfile)
  .post('/server-platform/api/user/updatePwdById', updatePwdById)
  .post('/server-platform/web/user/validAccount', validAccount, { public: true })
  .post('/server-platform/web/user/validVerifiCode', validVerifiCode, { public: true })
  .post('/server-platform/web/user/updatePwd', retrieveUpdatePwd, { public: true });
