import type { Answer, Body } from '@/shared/contract/call';
import type * as C from '@/shared/contract/session';
import { get, post } from '@/shared/request/client';

export type LoginForm = Body<typeof C.login>;
export type UserInfo = Answer<typeof C.getUserInfo>;

/** 登录 POST /web/user/login */
export const logIn = (form: LoginForm) => post<Answer<typeof C.login>>('/web/user/login', form);

/** 选择身份 POST /server-platform/web/user/chooseIdentity */
export const chooseIdentity = (identityId: Body<typeof C.chooseIdentity>['identityId']) =>
  post<Answer<typeof C.chooseIdentity>>('/server-platform/web/user/chooseIdentity', {
    identityId,
  });

/** 当前身份的用户信息与按钮权限 GET /api/user/getUserInfo */
export const getUserInfo = (signal?: AbortSignal) =>
  get<UserInfo>('/api/user/getUserInfo', {}, { signal });

/** 退出登录 POST /server-platform/api/user/logout; a failure must not keep the user in. */
export const logOut = () =>
  post<Answer<typeof C.logout>>('/server-platform/api/user/logout', {}, { silent: true });

export type PasswordChange = Body<typeof C.updatePwd>;

/** 修改密码 POST /web/user/updatePwd (10005: the old password is wrong, its msg is shown) */
export const updatePassword = (change: PasswordChange) =>
  post<Answer<typeof C.updatePwd>>('/web/user/updatePwd', change);
