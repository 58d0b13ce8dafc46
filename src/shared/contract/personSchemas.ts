/**
 * Building blocks of the people calls (session, personal settings, password retrieval,
 * registration): contact fields, passwords, verification codes and the user the session calls
 * answer (docs/api/shell.md), and a staff account's own fields.
 */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { dateTime } from './schemas';

const MOBILE = /^1[3-9]\d{9}$/;
const MAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,3}$/;
/** The personal-settings password rule (shell spec §5): 6-18 letters or digits. */
const SETTINGS_PASSWORD = /^[A-Za-z0-9]{6,18}$/;

/** A text field whose absence answers `required`. */
const text = (required: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : undefined),
  });

/** A mainland mobile number. */
export const mobileField = text(MESSAGES.mobileRequired)
  .trim()
  .min(1, MESSAGES.mobileRequired)
  .regex(MOBILE, MESSAGES.mobileInvalid)
  .meta({ title: '手机号' });

/** A mail address, kept lower-case. */
export const mailField = text('邮箱不能为空')
  .trim()
  .min(1, '邮箱不能为空')
  .max(100, MESSAGES.emailInvalid)
  .regex(MAIL, MESSAGES.emailInvalid)
  .toLowerCase()
  .meta({ title: '邮箱' });

/** A six-digit verification code; `required` is the message of its dialog. */
export const verifiCodeField = (required: string) =>
  text(required)
    .trim()
    .min(1, required)
    .regex(/^\d{6}$/, '验证码错误')
    .meta({ title: '验证码' });

/** A new password under the settings rule (never trimmed: spaces would be part of it). */
export const settingsPassword = (
  title: string,
  required: string = MESSAGES.settingsPasswordInvalid,
) =>
  text(required)
    .min(1, required)
    .regex(SETTINGS_PASSWORD, MESSAGES.settingsPasswordInvalid)
    .meta({ title, maxLength: 18 });

/** The id of a password-retrieval flow, answered by validAccount. */
export const retrievalDetails = text('找回密码已失效，请重新验证账号')
  .trim()
  .regex(/^[0-9a-f]{32}$/, '找回密码已失效，请重新验证账号')
  .meta({ title: '找回密码', description: 'validAccount 答复的 details' });

/** Account and organisation status (shell spec §3): 0 pending … 5 not activated. */
const accountStatus = z.literal([0, 1, 2, 3, 4, 5]).meta({ title: '状态' });
/** 0 operator, 1 administrator, 2 expert. */
const userType = z.literal([0, 1, 2]).meta({ title: '用户类型' });
/** 0 comprehensive provider, 1 resource provider, 2 customer organisation, 3 expert. */
const orgType = z.literal([0, 1, 2, 3]).meta({ title: '机构类型' });
/** 0 male, 1 female, -1 secret. */
const sexCode = z.literal([0, 1, -1]).meta({ title: '性别' });

const identity = z.object({
  id: z.string(),
  userType,
  status: accountStatus,
  orgId: z.string(),
  orgName: z.string(),
  orgType,
  orgStatus: accountStatus,
  themeColor: z.string().optional(),
});

/** The application a refused registration corrects (status 1 only). */
const registerInfo = z.object({
  kind: z.literal(['org', 'expert']),
  reason: z.string(),
  name: z.string(),
  mobile: z.string(),
  mail: z.string(),
  image: z.string().optional().meta({ description: '营业执照或资格证书图片' }),
});

/** The user as login answers it (the base of every session answer); never a secret. */
export const loginUser = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  userType,
  status: accountStatus,
  headImg: z.string(),
  sex: sexCode,
  birthday: z.string(),
  areaCode: z.string(),
  mobile: z.string(),
  mail: z.string(),
  isSetPwd: z.literal([0, 1]),
  createTime: dateTime,
  token: z.string().meta({ description: '状态 2、1 的账号有；其余为空' }),
  identities: z.array(identity),
  registerInfo: registerInfo.optional(),
});

/** The user scoped to a chosen identity (chooseIdentity, getUserInfo). */
export const identityUser = loginUser.extend({
  identityId: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  orgType,
  orgStatus: accountStatus,
  themeColor: z.string().optional(),
});

/** When the login ends however busy it is (the mock: 12 hours from login); identity tokens end with their login. */
export const sessionEndsAt = z.int().meta({
  title: '登录到期时间',
  description: '本次登录的绝对到期时间（毫秒时间戳）；选择的身份随登录一同到期',
});

export const identitySession = z.object({
  token: z.string(),
  sessionEndsAt,
  user: identityUser,
  btnCodeList: z.array(z.string()),
});

/**
 * A staff account's own fields as a save call takes them: 账号 (6-50 letters, digits, @ _ . -),
 * 姓名 (1-15) and 手机号, trimmed (the people of a department, the platform's operators).
 */
export const staffAccountFields = {
  account: z
    .string({ error: MESSAGES.account6to50 })
    .trim()
    .regex(/^[A-Za-z0-9@_.-]{6,50}$/, MESSAGES.account6to50)
    .meta({ title: '账号', maxLength: 50 }),
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(15, MESSAGES.nameInvalid)
    .meta({ title: '姓名' }),
  mobile: z
    .string({ error: MESSAGES.mobileRequired })
    .trim()
    .min(1, MESSAGES.mobileRequired)
    .regex(MOBILE, MESSAGES.mobileInvalid)
    .meta({ title: '手机号', maxLength: 11 }),
};
