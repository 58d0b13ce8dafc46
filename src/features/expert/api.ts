import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/expert';
import type { ExpertType } from './types';

type ByExpert = { userId: string; expertType: ExpertType };

export const expertApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 合作专家分页 GET /server-platform/api/expert/getCooperExpertPage */
    listExperts: build.query<Answer<typeof C.listCooperExperts>, Query<typeof C.listCooperExperts>>(
      {
        query: (params) => ({ url: '/server-platform/api/expert/getCooperExpertPage', params }),
        providesTags: (page) => listTags('Expert', page?.rows, (expert) => expert.userId),
      },
    ),
    /** 咨询师详情 GET /server-platform/api/expert/getCounselorById · 倾听者详情 GET …/getAudienterById */
    getExpert: build.query<Answer<typeof C.counselorDetail>, ByExpert>({
      query: ({ userId, expertType }) =>
        expertType === 0
          ? { url: '/server-platform/api/expert/getCounselorById', params: { userId } }
          : { url: '/server-platform/api/expert/getAudienterById', params: { userId } },
      providesTags: (_expert, _error, { userId }) => [{ type: 'Expert', id: userId }],
    }),
    /** 咨询师设置 GET /server-platform/api/expert/getCounselorSettingsById · 倾听者设置 GET …/getAudienterSettingsById */
    getExpertSettings: build.query<Answer<typeof C.counselorSettings>, ByExpert>({
      query: ({ userId, expertType }) =>
        expertType === 0
          ? { url: '/server-platform/api/expert/getCounselorSettingsById', params: { userId } }
          : { url: '/server-platform/api/expert/getAudienterSettingsById', params: { userId } },
      providesTags: (_settings, _error, { userId }) => [{ type: 'Expert', id: userId }],
    }),
    /** 面询地址列表 GET /server-platform/api/faceAddress/getFaceAddressList */
    getFaceAddressList: build.query<Answer<typeof C.faceAddressList>, string>({
      query: (userId) => ({
        url: '/server-platform/api/faceAddress/getFaceAddressList',
        params: { userId },
      }),
      providesTags: (_addresses, _error, userId) => [{ type: 'Expert', id: userId }],
    }),
    /** 专家各服务类型可选的咨询方式 GET /server-platform/api/expert/getConsultWaysByExpertId */
    getConsultWays: build.query<Answer<typeof C.consultWaysOfExpert>, string>({
      query: (expertId) => ({
        url: '/server-platform/api/expert/getConsultWaysByExpertId',
        params: { expertId },
      }),
    }),
    /** 保存专家设置 POST /server-platform/api/expert/updateSettingsById */
    updateExpertSettings: build.mutation<
      Answer<typeof C.updateExpertSettings>,
      Body<typeof C.updateExpertSettings>
    >({
      query: (data) => ({
        url: '/server-platform/api/expert/updateSettingsById',
        method: 'post',
        data,
      }),
      invalidatesTags: (_answer, _error, { userId }) => [{ type: 'Expert', id: userId }],
    }),
    /** 编辑专家标签 POST /server-platform/api/expert/updateExpertTags */
    updateExpertTags: build.mutation<
      Answer<typeof C.updateExpertTags>,
      Body<typeof C.updateExpertTags>
    >({
      query: (data) => ({
        url: '/server-platform/api/expert/updateExpertTags',
        method: 'post',
        data,
      }),
      invalidatesTags: (_answer, _error, { userId }) => [{ type: 'Expert', id: userId }],
    }),
    /** 专家展示开关 POST /server-platform/api/expert/updateExpertShow */
    updateExpertShow: build.mutation<
      Answer<typeof C.updateExpertShow>,
      Body<typeof C.updateExpertShow>
    >({
      query: (data) => ({
        url: '/server-platform/api/expert/updateExpertShow',
        method: 'post',
        data,
      }),
      // Lists too: the expert moves between the 展示状态 filters.
      invalidatesTags: (_answer, _error, { userId }) => changedRowTags('Expert', userId),
    }),
    /** 专家排序 POST /server-platform/api/expert/updateExpertSn */
    updateExpertSn: build.mutation<Answer<typeof C.updateExpertSn>, Body<typeof C.updateExpertSn>>({
      query: (data) => ({
        url: '/server-platform/api/expert/updateExpertSn',
        method: 'post',
        data,
      }),
      // Lists too: they are ordered by it.
      invalidatesTags: (_answer, _error, { userId }) => changedRowTags('Expert', userId),
    }),
    /** 解除合作 POST /server-platform/api/expert/disengagementExpertById {userId, expertType, srcOrgId} */
    disengageExpert: build.mutation<
      Answer<typeof C.disengageExpert>,
      Body<typeof C.disengageExpert>
    >({
      query: (data) => ({
        url: '/server-platform/api/expert/disengagementExpertById',
        method: 'post',
        data,
      }),
      invalidatesTags: (_answer, _error, { userId }) => [
        ...changedRowTags('Expert', userId),
        'Cooperation',
      ],
    }),
  }),
});

export const {
  useListExpertsQuery,
  useGetExpertQuery,
  useGetExpertSettingsQuery,
  useGetFaceAddressListQuery,
  useGetConsultWaysQuery,
  useUpdateExpertSettingsMutation,
  useUpdateExpertTagsMutation,
  useUpdateExpertShowMutation,
  useUpdateExpertSnMutation,
  useDisengageExpertMutation,
} = expertApi;
