import { post, requestData } from '@/shared/request/client';

export interface AccountCheck {
  /** The retrieval flow's id, carried by the `details` query parameter. */
  details: string;
  /** Masked: 138****0001 and a***@example.com. */
  mobile: string;
  mail: string;
}

export type VerifyWay = 'mobile' | 'mail';

/** 找回密码：校验账号 POST /server-platform/web/user/validAccount */
export const validAccount = (account: string) =>
  post<AccountCheck>('/server-platform/web/user/validAccount', { account });

/** 找回密码：发送验证码到账号绑定的手机或邮箱 POST /server-platform/web/user/sendMobileVerifiCode?details | sendMailVerifiCode?details */
export const sendRetrieveCode = (way: VerifyWay, details: string) =>
  requestData<null>({
    method: 'post',
    url: `/server-platform/web/user/${way === 'mobile' ? 'sendMobileVerifiCode' : 'sendMailVerifiCode'}`,
    params: { details },
  });

/** 找回密码：校验验证码 POST /server-platform/web/user/validVerifiCode */
export const validVerifiCode = (details: string, way: VerifyWay, verifiCode: string) =>
  post<{ details: string }>('/server-platform/web/user/validVerifiCode', {
    details,
    way,
    verifiCode,
  });

/** 找回密码：设置新密码 POST /server-platform/web/user/updatePwd */
export const resetPassword = (details: string, password: string) =>
  post<null>('/server-platform/web/user/updatePwd', { details, password });

export interface Resubmission {
  name: string;
  mobile: string;
  mail: string;
  image: string;
}

/**
 * 机构注册 POST /server-platform/web/user/registerOrg · 专家注册 POST …/registerExpert: the refused
 * application, corrected, under the token its login answered (it has no session of its own).
 */
export const submitRegistration = (kind: 'org' | 'expert', form: Resubmission, token: string) =>
  post<null>(
    `/server-platform/web/user/${kind === 'org' ? 'registerOrg' : 'registerExpert'}`,
    form,
    { token },
  );
