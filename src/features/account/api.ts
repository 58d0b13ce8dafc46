import { baseApi } from '@/shared/request/baseApi';
import { uploadFile } from '@/shared/request/uploadFile';
import type { Page, PageQuery } from '@/shared/request/types';
import type { OperationLogEntry, Profile, Sex } from './types';

const accountApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 当前用户资料 GET /server-platform/api/user/getUserInfo */
    getProfile: build.query<Profile, void>({
      query: () => ({ url: '/server-platform/api/user/getUserInfo' }),
      transformResponse: (answer: { user: Profile }) => answer.user,
      providesTags: ['Session'],
    }),
    /** 保存基本资料 POST /server-platform/api/user/save */
    saveProfile: build.mutation<
      null,
      { id: string; name: string; sex: Sex; birthday?: string; areaCode: string }
    >({
      query: (data) => ({ url: '/server-platform/api/user/save', method: 'post', data }),
      invalidatesTags: ['Session', 'OperationLog'],
    }),
    /** 修改头像 POST /server-platform/api/user/updateHeadImg */
    updateHeadImg: build.mutation<null, { headImg: string }>({
      query: (data) => ({ url: '/server-platform/api/user/updateHeadImg', method: 'post', data }),
      invalidatesTags: ['Session', 'OperationLog'],
    }),
    /** 修改密码 POST /server-platform/api/user/updatePwdById */
    updatePwdById: build.mutation<null, { id: string; password: string }>({
      query: (data) => ({ url: '/server-platform/api/user/updatePwdById', method: 'post', data }),
      invalidatesTags: ['OperationLog'],
    }),
    /** 发送手机验证码 POST /server-platform/web/user/sendMobileVerifiCode?mobile (spec §7: in the query) */
    sendMobileCode: build.mutation<null, { mobile?: string; details?: string }>({
      query: (params) => ({
        url: '/server-platform/web/user/sendMobileVerifiCode',
        method: 'post',
        params,
      }),
    }),
    /** 发送邮箱验证码 POST /server-platform/web/user/sendMailVerifiCode?mail (spec §7: in the query) */
    sendMailCode: build.mutation<null, { mail?: string; details?: string }>({
      query: (params) => ({
        url: '/server-platform/web/user/sendMailVerifiCode',
        method: 'post',
        params,
      }),
    }),
    /** 修改手机号 POST /server-platform/api/user/updateMobile */
    updateMobile: build.mutation<null, { mobile: string; verifiCode: string }>({
      query: (data) => ({ url: '/server-platform/api/user/updateMobile', method: 'post', data }),
      invalidatesTags: ['Session', 'OperationLog'],
    }),
    /** 修改邮箱 POST /server-platform/api/user/updateMail */
    updateMail: build.mutation<null, { mail: string; verifiCode: string }>({
      query: (data) => ({ url: '/server-platform/api/user/updateMail', method: 'post', data }),
      invalidatesTags: ['Session', 'OperationLog'],
    }),
    /** 操作日志分页 GET /server-platform/api/operationLog/getOperationLog */
    getOperationLog: build.query<Page<OperationLogEntry>, PageQuery>({
      query: (params) => ({ url: '/server-platform/api/operationLog/getOperationLog', params }),
      providesTags: ['OperationLog'],
    }),
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
