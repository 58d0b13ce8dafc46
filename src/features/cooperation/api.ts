import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/cooperation';
import type { expertTypeAndInfo } from '@/shared/contract/expert';

const cooperationApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 机构的合作申请分页 GET /server-platform/api/expert/showAllOrgExpertCooperApply */
    listOrgApplies: build.query<Answer<typeof C.listOrgApplies>, Query<typeof C.listOrgApplies>>({
      query: (params) => ({
        url: '/server-platform/api/expert/showAllOrgExpertCooperApply',
        params,
      }),
      providesTags: ['Cooperation'],
    }),
    /** 专家的合作申请分页 GET /server-platform/api/expert/showAllOrgExpertCooperApplyByExpert */
    listExpertApplies: build.query<
      Answer<typeof C.listExpertApplies>,
      Query<typeof C.listExpertApplies>
    >({
      query: (params) => ({
        url: '/server-platform/api/expert/showAllOrgExpertCooperApplyByExpert',
        params,
      }),
      providesTags: ['Cooperation'],
    }),
    /** 专家类型与资料 GET /server-platform/api/expert/getExpertTypeAndExpertInfoByUserId */
    /** 合作申请详情 GET /server-platform/api/expert/getOrgExpertCooperApply: the application as stored now */
    getApply: build.query<Answer<typeof C.getCooperApply>, string>({
      query: (id) => ({
        url: '/server-platform/api/expert/getOrgExpertCooperApply',
        params: { id },
      }),
      providesTags: ['Cooperation'],
    }),
    getApplicant: build.query<Answer<typeof expertTypeAndInfo>, string>({
      query: (userId) => ({
        url: '/server-platform/api/expert/getExpertTypeAndExpertInfoByUserId',
        params: { userId },
      }),
      providesTags: ['Cooperation'],
    }),
    /** 处理合作申请（同意/驳回）POST /server-platform/api/expert/auditOrgExpertCooperApply */
    auditApply: build.mutation<Answer<typeof C.auditCooperApply>, Body<typeof C.auditCooperApply>>({
      query: (data) => ({
        url: '/server-platform/api/expert/auditOrgExpertCooperApply',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Cooperation', 'Expert'],
    }),
  }),
});

export const {
  useListOrgAppliesQuery,
  useListExpertAppliesQuery,
  useGetApplicantQuery,
  useGetApplyQuery,
  useAuditApplyMutation,
} = cooperationApi;
