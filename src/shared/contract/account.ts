/**
 * Personal centre, verification codes and password retrieval (shell spec §7;
 * docs/api/account-org-expert-role.md).
 */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { call } from './call';
import {
  mailField,
  mobileField,
  retrievalDetails,
  settingsPassword,
  verifiCodeField,
} from './personSchemas';
import { dateTime, id, isCalendarDate, noData, pageQuery, paged, sortQuery } from './schemas';

const AREA_CODE = /^\d{6}(-\d{6}){0,2}$/;
const NAME_MAX = 15;

const SEND = {
  method: 'POST',
  source: 'spec',
  public: true,
  data: noData,
  codes: [10400, 10429],
} as const;

export const sendMobileVerifiCode = call({
  ...SEND,
  summary: '发送手机验证码（?mobile；找回密码时 ?details 发到账号绑定的手机）',
  path: '/server-platform/web/user/sendMobileVerifiCode',
  query: z
    .object({ mobile: mobileField.optional(), details: retrievalDetails.optional() })
    .refine((query) => query.details !== undefined || query.mobile !== undefined, {
      message: MESSAGES.mobileRequired,
      path: ['mobile'],
    }),
});

export const sendMailVerifiCode = call({
  ...SEND,
  summary: '发送邮箱验证码（?mail；找回密码时 ?details 发到账号绑定的邮箱）',
  path: '/server-platform/web/user/sendMailVerifiCode',
  query: z
    .object({ mail: mailField.optional(), details: retrievalDetails.optional() })
    .refine((query) => query.details !== undefined || query.mail !== undefined, {
      message: '邮箱不能为空',
      path: ['mail'],
    }),
});

export const updateMobile = call({
  summary: '修改手机号（验证码发到新手机号）',
  method: 'POST',
  path: '/server-platform/api/user/updateMobile',
  source: 'spec',
  body: z.object({ mobile: mobileField, verifiCode: verifiCodeField(MESSAGES.smsCodeRequired) }),
  data: noData,
  codes: [10400, 10409],
});

export const updateMail = call({
  summary: '修改邮箱（验证码发到新邮箱）',
  method: 'POST',
  path: '/server-platform/api/user/updateMail',
  source: 'spec',
  body: z.object({ mail: mailField, verifiCode: verifiCodeField(MESSAGES.mailCodeRequired) }),
  data: noData,
  codes: [10400, 10409],
});

export const updateHeadImg = call({
  summary: '修改头像（上传到本平台的图片）',
  method: 'POST',
  path: '/server-platform/api/user/updateHeadImg',
  source: 'spec',
  body: z.object({
    headImg: z
      .string({ error: (issue) => (issue.input === undefined ? '请上传头像' : undefined) })
      .trim()
      .min(1, '请上传头像')
      .max(2000, '头像地址不正确')
      .meta({ title: '头像' }),
  }),
  data: noData,
  codes: [10400],
});

export const saveProfile = call({
  summary: '保存基本资料（专家只能改地区）',
  method: 'POST',
  path: '/server-platform/api/user/save',
  source: 'spec',
  body: z.object({
    id: id('账号').optional(),
    name: z
      .string({ error: (issue) => (issue.input === undefined ? MESSAGES.nameRequired : undefined) })
      .refine((name) => name.trim() !== '', MESSAGES.nameRequired)
      .refine(
        (name) => !name.startsWith(' ') && name.trim().length <= NAME_MAX,
        MESSAGES.nameInvalid,
      )
      .overwrite((name) => name.trim())
      .meta({ title: '姓名', maxLength: NAME_MAX }),
    areaCode: z
      .string({
        error: (issue) => (issue.input === undefined ? MESSAGES.regionRequired : undefined),
      })
      .trim()
      .min(1, MESSAGES.regionRequired)
      .regex(AREA_CODE, '地区不正确')
      .meta({ title: '地区', description: '省-市-区的六位编码，以 - 连接' }),
    sex: z.literal([0, 1, -1], { error: '性别不正确' }).optional().meta({ title: '性别' }),
    birthday: z
      .string()
      .trim()
      .refine((value) => value === '' || isCalendarDate(value), MESSAGES.birthdayFuture)
      .optional()
      .meta({ title: '生日', description: 'YYYY-MM-DD；空为不改' }),
  }),
  data: noData,
  codes: [10400, 10403],
});

export const updatePwdById = call({
  summary: '设置密码（已登录，无需原密码；其他登录随之结束）',
  method: 'POST',
  path: '/server-platform/api/user/updatePwdById',
  source: 'spec',
  body: z.object({ id: id('账号').optional(), password: settingsPassword('新密码') }),
  data: noData,
  codes: [10400, 10403],
});

export const validAccount = call({
  summary: '找回密码：校验账号（答复找回流程与打码的手机、邮箱）',
  method: 'POST',
  path: '/server-platform/web/user/validAccount',
  source: 'spec',
  public: true,
  body: z.object({
    account: z
      .string({
        error: (issue) => (issue.input === undefined ? MESSAGES.accountRequired : undefined),
      })
      .trim()
      .min(1, MESSAGES.accountRequired)
      .max(100, '账号不存在')
      .meta({ title: '账号', description: '用户名、邮箱或手机号' }),
  }),
  data: z.object({
    details: z.string().meta({ description: '找回流程，30 分钟有效' }),
    mobile: z.string().meta({ examples: ['138****0001'] }),
    mail: z.string().meta({ examples: ['a***@example.com'] }),
  }),
  codes: [10400, 10404, 10409],
});

export const validVerifiCode = call({
  summary: '找回密码：校验验证码',
  method: 'POST',
  path: '/server-platform/web/user/validVerifiCode',
  source: 'spec',
  public: true,
  body: z
    .object({
      details: retrievalDetails,
      way: z.literal(['mobile', 'mail'], { error: '请选择验证方式' }).meta({ title: '验证方式' }),
      // Blank is refused below, with the message of the chosen way.
      verifiCode: z
        .string({
          error: (issue) => (issue.input === undefined ? MESSAGES.smsCodeRequired : undefined),
        })
        .trim()
        .regex(/^(\d{6})?$/, '验证码错误')
        .meta({ title: '验证码' }),
    })
    .superRefine((body, ctx) => {
      if (body.verifiCode !== '') return;
      const message = body.way === 'mail' ? MESSAGES.mailCodeRequired : MESSAGES.smsCodeRequired;
      ctx.addIssue({ code: 'custom', path: ['verifiCode'], message });
    }),
  data: z.object({ details: z.string() }),
  codes: [10400],
});

export const retrieveUpdatePwd = call({
  summary: '找回密码：设置新密码（该账号的全部登录随之结束）',
  method: 'POST',
  path: '/server-platform/web/user/updatePwd',
  source: 'spec',
  public: true,
  body: z.object({ details: retrievalDetails, password: settingsPassword('新密码') }),
  data: noData,
  codes: [10400],
});

export const getOperationLog = call({
  summary: '本人的操作日志（新的在前）',
  method: 'GET',
  path: '/server-platform/api/operationLog/getOperationLog',
  source: 'spec',
  query: z.object({ ...pageQuery, ...sortQuery(['createTime']) }),
  data: paged(
    z.object({
      id: z.string(),
      methodName: z.string(),
      img: z.string(),
      createTime: dateTime,
      router: z.string(),
      leftCode: z.string(),
    }),
  ),
  codes: [10400],
});
