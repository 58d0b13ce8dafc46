import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as A from '@/shared/contract/account';
import type * as R from '@/shared/contract/register';
import { get, post, requestData } from '@/shared/request/client';

/** The retrieval flow's id (`details`) and the account's masked mobile and mail (138****0001, a***@example.com). */
export type AccountCheck = Answer<typeof A.validAccount>;

export type VerifyWay = Body<typeof A.validVerifiCode>['way'];

/** 找回密码：校验账号 POST /server-platform/web/user/validAccount */
export const validAccount = (account: Body<typeof A.validAccount>['account']) =>
  post<AccountCheck>('/server-platform/web/user/validAccount', { account });

/** 找回密码：发送验证码到账号绑定的手机或邮箱 POST /server-platform/web/user/sendMobileVerifiCode?details | sendMailVerifiCode?details */
export const sendRetrieveCode = (way: VerifyWay, details: string) => {
  const params: Query<typeof A.sendMobileVerifiCode> & Query<typeof A.sendMailVerifiCode> = {
    details,
  };
  return way === 'mobile'
    ? requestData<Answer<typeof A.sendMobileVerifiCode>>({
        url: '/server-platform/web/user/sendMobileVerifiCode',
        method: 'post',
        params,
      })
    : requestData<Answer<typeof A.sendMailVerifiCode>>({
        url: '/server-platform/web/user/sendMailVerifiCode',
        method: 'post',
        params,
      });
};

/** 找回密码：校验验证码 POST /server-platform/web/user/validVerifiCode */
export const validVerifiCode = (details: string, way: VerifyWay, verifiCode: string) =>
  post<Answer<typeof A.validVerifiCode>>('/server-platform/web/user/validVerifiCode', {
    details,
    way,
    verifiCode,
  } satisfies Body<typeof A.validVerifiCode>);

/** 找回密码：设置新密码 POST /server-platform/web/user/updatePwd */
export const resetPassword = (details: string, password: string) =>
  post<Answer<typeof A.retrieveUpdatePwd>>('/server-platform/web/user/updatePwd', {
    details,
    password,
  } satisfies Body<typeof A.retrieveUpdatePwd>);

export type Resubmission = Required<Body<typeof R.registerOrg>>;

/**
 * 机构注册 POST /server-platform/web/user/registerOrg · 专家注册 POST …/registerExpert: the refused
 * application, corrected, under the token its login answered (it has no session of its own).
 */
export const submitRegistration = (kind: 'org' | 'expert', form: Resubmission, token: string) =>
  kind === 'org'
    ? post<Answer<typeof R.registerOrg>>('/server-platform/web/user/registerOrg', form, { token })
    : post<Answer<typeof R.registerExpert>>('/server-platform/web/user/registerExpert', form, {
        token,
      });

export type TakenContact = Answer<typeof R.userList>['rows'][number];

/**
 * 注册校验 GET /server-platform/web/user/userList (public, decision 0020): which of the contact
 * details given another account than `account` holds. Silent: the form says it in its own words,
 * and the registration refuses the same on submit.
 */
export const takenContacts = (query: Query<typeof R.userList>, signal?: AbortSignal) =>
  get<Answer<typeof R.userList>>('/server-platform/web/user/userList', query, {
    silent: true,
    signal,
  });
