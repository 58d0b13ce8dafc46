/** Login, identity choice and the session (shell spec §4, §7; docs/api/shell.md). */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { call } from './call';
import {
  identitySession,
  identityUser,
  loginUser,
  sessionEndsAt,
  settingsPassword,
} from './personSchemas';
import { id, noData } from './schemas';

const loginBody = z.object({
  account: z
    .string({ error: MESSAGES.accountRequired })
    .trim()
    .min(1, MESSAGES.accountRequired)
    .min(6, MESSAGES.accountMin)
    .max(50, '账号或密码错误')
    .meta({ title: '账号', description: '用户名或邮箱' }),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(50, '账号或密码错误')
    .meta({ title: '密码' }),
});

const LOGIN = {
  method: 'POST',
  source: 'spec',
  public: true,
  body: loginBody,
  // The end comes with a token (status 2 and 1).
  data: loginUser.extend({ sessionEndsAt: sessionEndsAt.optional() }),
  codes: [10003, 10400, 10429],
} as const;

export const login = call({
  ...LOGIN,
  summary: '登录（msg 随账号状态；状态 2、1 的账号得到 token）',
  path: '/web/user/login',
});

export const loginAlias = call({
  ...LOGIN,
  summary: '登录（/web/user/login 的别名）',
  path: '/api/login',
  source: 'ours',
});

export const chooseIdentity = call({
  summary: '选择机构身份（得到该身份的 token 与按钮权限）',
  method: 'POST',
  path: '/server-platform/web/user/chooseIdentity',
  source: 'spec',
  body: z.object({ identityId: id('机构身份', MESSAGES.organisationRequired) }),
  data: identitySession,
  codes: [10400, 10404, 10409],
});

export const getUserInfo = call({
  summary: '当前用户信息与按钮权限（未选身份时为登录用户）',
  method: 'GET',
  path: '/api/user/getUserInfo',
  source: 'spec',
  query: z.object({}),
  data: z.object({
    user: z.union([identityUser, loginUser]),
    btnCodeList: z.array(z.string()),
  }),
  codes: [],
});

export const logout = call({
  summary: '退出登录（结束本次登录的全部 token）',
  method: 'POST',
  path: '/server-platform/api/user/logout',
  source: 'spec',
  // The console sends {}, a client may send nothing.
  body: z.object({}).optional(),
  data: noData,
  codes: [],
});

export const updatePwd = call({
  summary: '修改密码（需原密码；其他登录随之结束）',
  method: 'POST',
  path: '/web/user/updatePwd',
  source: 'spec',
  body: z.object({
    id: id('账号').optional(),
    oldPwd: z
      .string({ error: '原密码不能为空' })
      .min(1, '原密码不能为空')
      .max(50, '原密码错误')
      .meta({ title: '原密码' }),
    password: settingsPassword('新密码', '新密码不能为空'),
  }),
  data: noData,
  codes: [10005, 10400, 10403, 10429],
});
