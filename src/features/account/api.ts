import { baseApi } from '@/shared/request/baseApi';
import { uploadFile } from '@/shared/request/uploadFile';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/account';
import type * as S from '@/shared/contract/session';
import type { Profile } from './types';

const accountApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 当前用户资料 GET /api/user/getUserInfo */
    getProfile: build.query<Profile, void>({
      query: () => ({ url: '/api/user/getUserInfo' }),
      transformResponse: (answer: Answer<typeof S.getUserInfo>) => answer.user,
      providesTags: ['Session'],
    }),
    /** 保存基本资料 POST /server-platform/api/user/save */
    saveProfile: build.mutation<Answer<typeof C.saveProfile>, Body<typeof C.saveProfile>>({
      query: (data) => ({ url: '/server-platform/api/user/save', method: 'post', data }),
      invalidatesTags: ['Session', 'OperationLog'],
    }),
    /** 修改头像 POST /server-platform/api/user/updateHeadImg */
    updateHeadImg: build.mutation<Answer<typeof C.updateHeadImg>, Body<typeof C.updateHeadImg>>({
      query: (data) => ({ url: '/server-platform/api/user/updateHeadImg', method: 'post', data }),
      invalidatesTags: ['Session', 'OperationLog'],
    }),
    /** 修改密码 POST /server-platform/api/user/updatePwdById */
    updatePwdById: build.mutation<Answer<typeof C.updatePwdById>, Body<typeof C.updatePwdById>>({
      query: (data) => ({ url: '/server-platform/api/user/updatePwdById', method: 'post', data }),
      invalidatesTags: ['OperationLog'],
    }),
    /** 发送手机验证码 POST /server-platform/web/user/sendMobileVerifiCode?mobile (spec §7: in the query) */
    sendMobileCode: build.mutation<
      Answer<typeof C.sendMobileVerifiCode>,
      Query<typeof C.sendMobileVerifiCode>
    >({
      query: (params) => ({
        url: '/server-platform/web/user/sendMobileVerifiCode',
        method: 'post',
        params,
      }),
    }),
    /** 发送邮箱验证码 POST /server-platform/web/user/sendMailVerifiCode?mail (spec §7: in the query) */
    sendMailCode: build.mutation<
      Answer<typeof C.sendMailVerifiCode>,
      Query<typeof C.sendMailVerifiCode>
    >({
      query: (params) => ({
        url: '/server-platform/web/user/sendMailVerifiCode',
        method: 'post',
        params,
      }),
    }),
    /** 修改手机号 POST /server-platform/api/user/updateMobile */
    updateMobile: build.mutation<Answer<typeof C.updateMobile>, Body<typeof C.updateMobile>>({
      query: (data) => ({ url: '/server-platform/api/user/updateMobile', method: 'post', data }),
      invalidatesTags: ['Session', 'OperationLog'],
    }),
    /** 修改邮箱 POST /server-platform/api/user/updateMail */
    updateMail: build.mutation<Answer<typeof C.updateMail>, Body<typeof C.updateMail>>({
      query: (data) => ({ url: '/server-platform/api/user/updateMail', method: 'post', data }),
      invalidatesTags: ['Session', 'OperationLog'],
    }),
    /** 操作日志分页 GET /server-platform/api/operationLog/getOperationLog */
    getOperationLog: build.query<Answer<typeof C.getOperationLog>, Query<typeof C.getOperationLog>>(
      {
        query: (params) => ({ url: '/server-platform/api/operationLog/getOperationLog', params }),
        providesTags: ['OperationLog'],
      },
    ),
  }),
});

export const {
  useGetProfileQuery,
  useSaveProfileMutation,
  useUpdateHeadImgMutation,
  useUpdatePwdByIdMutation,
  useSendMobileCodeMutation,
  useSendMailCodeMutation,
  useUpdateMobileMutation,
  useUpdateMailMutation,
  useGetOperationLogQuery,
} = accountApi;

/** 上传图片 POST /api/file/uploadFile (path org): answers the stored image's URL. */
export async function uploadImage(file: File): Promise<string> {
  return uploadFile(file, 'org');
}
