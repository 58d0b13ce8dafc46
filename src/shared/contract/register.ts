/**
 * Organisation and expert registration (shell spec §6 public calls, §7 "register"): a refused
 * (status 1) application, corrected, sent again under the token its login answered.
 */
import { z } from 'zod';
import { MESSAGES, maxInputMessage } from '../validation/messages';
import { call } from './call';
import { mailField, mobileField } from './personSchemas';
import { noData } from './schemas';

function application(nameTitle: string, nameRequired: string, imageTitle: string) {
  return z.object({
    name: z
      .string({ error: (issue) => (issue.input === undefined ? nameRequired : undefined) })
      .trim()
      .min(1, nameRequired)
      .max(30, maxInputMessage(30))
      .meta({ title: nameTitle }),
    mobile: mobileField,
    mail: mailField,
    image: z
      .string()
      .trim()
      .max(2000, `${imageTitle}地址不正确`)
      .default('')
      .meta({ title: imageTitle, description: '上传到本平台的图片；空则沿用已交的图片' }),
  });
}

const REGISTER = {
  method: 'POST',
  source: 'spec',
  public: true,
  data: noData,
  codes: [10400, 10409],
} as const;

export const registerOrg = call({
  ...REGISTER,
  summary: '机构注册（更正被驳回的申请后重新提交，状态回到待审核）',
  path: '/server-platform/web/user/registerOrg',
  body: application('机构名称', '机构名称不能为空', '营业执照'),
});

export const registerExpert = call({
  ...REGISTER,
  summary: '专家注册（更正被驳回的申请后重新提交，状态回到待审核）',
  path: '/server-platform/web/user/registerExpert',
  body: application('姓名', MESSAGES.nameRequired, '资格证书'),
});

/**
 * The public "user list" of shell spec §6 (decision 0020): which of the contact details given are
 * already held by another account, so the registration form says so before it is sent. It names
 * no account and no holder: only the values taken.
 */
export const userList = call({
  summary: '注册校验：手机号、邮箱是否已被其他账号使用（只答复已被使用的值）',
  method: 'GET',
  path: '/server-platform/web/user/userList',
  source: 'spec',
  public: true,
  query: z.object({
    mobile: mobileField.optional(),
    mail: mailField.optional(),
    account: z
      .string()
      .trim()
      .max(100, '账号不存在')
      .optional()
      .meta({ title: '账号', description: '申请人自己的账号：它自己的手机号、邮箱不算被占用' }),
  }),
  data: z.object({
    rows: z.array(
      z.object({
        field: z.literal(['mobile', 'mail']).meta({ title: '字段' }),
        value: z.string().meta({ title: '已被使用的值' }),
      }),
    ),
    total: z.int().min(0),
  }),
  codes: [10400],
});
