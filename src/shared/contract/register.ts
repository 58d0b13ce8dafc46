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
