import { get, post } from '@/shared/request/client';
import type { IdentitySession, IdentityUser, LoginUser } from './types';

export interface LoginForm {
  account: string;
  password: string;
}

/** 登录 POST /web/user/login */
export const logIn = (form: LoginForm) => post<LoginUser>('/web/user/login', form);

/** 选择身份 POST /server-platform/web/user/chooseIdentity */
export const chooseIdentity = (identityId: string) =>
  post<IdentitySession>('/server-platform/web/user/chooseIdentity', { identityId });

/** 当前身份的用户信息与按钮权限 GET /server-platform/api/user/getUserInfo */
export const getUserInfo = (signal?: AbortSignal) =>
  get<{ user: IdentityUser; btnCodeList: string[] }>(
    '/server-platform/api/user/getUserInfo',
    {},
    { signal },
  );

/** 退出登录 POST /server-platform/api/user/logout; a failure must not keep the user in. */
export const logOut = () => post<null>('/server-platform/api/user/logout', {}, { silent: true });

export interface PasswordChange {
  id: string;
  oldPwd: string;
  password: string;
}

/** 修改密码 POST /web/user/updatePwd (10005: the old password is wrong, its msg is shown) */
export const updatePassword = (change: PasswordChange) => post<null>('/web/user/updatePwd', change);
