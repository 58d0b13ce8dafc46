import { baseApi } from '@/shared/request/baseApi';
import type { Page } from '@/shared/request/types';
import type {
  ConsultWay,
  ExpertPriceValue,
  FaceAddress,
  ServiceType,
} from '@/shared/components/ExpertPriceForm';
import { searchByName } from '@/shared/components/searchByName';
import {
  EXPERT_TYPE_LABEL,
  type Expert,
  type ExpertQuery,
  type ExpertSettings,
  type ExpertType,
  type PlatformExpert,
} from './types';

const expertApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 合作专家分页 GET /server-platform/api/expert/getCooperExpertPage */
    listExperts: build.query<Page<Expert>, ExpertQuery>({
      query: (params) => ({ url: '/server-platform/api/expert/getCooperExpertPage', params }),
      providesTags: ['Expert'],
    }),
    /** 咨询师详情 GET /server-platform/api/expert/getCounselorById · 倾听者详情 GET …/getAudienterById */
    getExpert: build.query<Expert, { userId: string; expertType: ExpertType }>({
      query: ({ userId, expertType }) => ({
        url: `/server-platform/api/expert/${expertType === 0 ? 'getCounselorById' : 'getAudienterById'}`,
        params: { userId },
      }),
      providesTags: ['Expert'],
    }),
    /** 咨询师设置 GET /server-platform/api/expert/getCounselorSettingsById · 倾听者设置 GET …/getAudienterSettingsById */
    getExpertSettings: build.query<ExpertSettings, { userId: string; expertType: ExpertType }>({
      query: ({ userId, expertType }) => ({
        url: `/server-platform/api/expert/${expertType === 0 ? 'getCounselorSettingsById' : 'getAudienterSettingsById'}`,
        params: { userId },
      }),
      providesTags: ['Expert'],
    }),
    /** 专家类型 GET /server-platform/api/expert/getExpertTypeById: the types (咨询师, 倾听者) the user holds */
    getExpertTypes: build.query<ExpertType[], string>({
      query: (userId) => ({
        url: '/server-platform/api/expert/getExpertTypeById',
        params: { userId },
      }),
      providesTags: ['Expert'],
    }),
    /** 面询地址列表 GET /server-platform/api/faceAddress/getFaceAddressList */
    getFaceAddressList: build.query<FaceAddress[], string>({
      query: (userId) => ({
        url: '/server-platform/api/faceAddress/getFaceAddressList',
        params: { userId },
      }),
      providesTags: ['Expert'],
    }),
    /** 专家各服务类型可选的咨询方式 GET /server-platform/api/expert/getConsultWaysByExpertId */
    getConsultWays: build.query<Partial<Record<ServiceType, ConsultWay[]>>, string>({
      query: (expertId) => ({
        url: '/server-platform/api/expert/getConsultWaysByExpertId',
        params: { expertId },
      }),
    }),
    /** 保存专家设置 POST /server-platform/api/expert/updateSettingsById */
    updateExpertSettings: build.mutation<null, ExpertPriceValue & { userId: string }>({
      query: (data) => ({
        url: '/server-platform/api/expert/updateSettingsById',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Expert'],
    }),
    /** 编辑专家标签 POST /server-platform/api/expert/updateExpertTags */
    updateExpertTags: build.mutation<null, { userId: string; tags: string[] }>({
      query: (data) => ({
        url: '/server-platform/api/expert/updateExpertTags',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Expert'],
    }),
    /** 专家展示开关 POST /server-platform/api/expert/updateExpertShow */
    updateExpertShow: build.mutation<null, { userId: string; show: 0 | 1 }>({
      query: (data) => ({
        url: '/server-platform/api/expert/updateExpertShow',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Expert'],
    }),
    /** 专家排序 POST /server-platform/api/expert/updateExpertSn */
    updateExpertSn: build.mutation<null, { userId: string; sn: number }>({
      query: (data) => ({
        url: '/server-platform/api/expert/updateExpertSn',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Expert'],
    }),
    /** 解除合作 POST /server-platform/api/expert/disengagementExpertById {userId, expertType, srcOrgId} */
    disengageExpert: build.mutation<
      null,
      { userId: string; expertType: ExpertType; srcOrgId: string }
    >({
      query: (data) => ({
        url: '/server-platform/api/expert/disengagementExpertById',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Expert', 'Cooperation'],
    }),
  }),
});

/** 平台专家（可邀请）GET /server-platform/api/expert/showAllExpert, as remote-select options */
export const searchPlatformExperts = searchByName<PlatformExpert>(
  '/server-platform/api/expert/showAllExpert',
  (expert) => ({
    value: expert.userId,
    label: `${expert.name}（${[EXPERT_TYPE_LABEL[expert.expertType], expert.title, expert.mobile].filter(Boolean).join('，')}）`,
  }),
);

export const {
  useListExpertsQuery,
  useGetExpertQuery,
  useGetExpertSettingsQuery,
  useGetExpertTypesQuery,
  useGetFaceAddressListQuery,
  useGetConsultWaysQuery,
  useUpdateExpertSettingsMutation,
  useUpdateExpertTagsMutation,
  useUpdateExpertShowMutation,
  useUpdateExpertSnMutation,
  useDisengageExpertMutation,
} = expertApi;
