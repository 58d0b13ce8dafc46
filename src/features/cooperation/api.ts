import { baseApi } from '@/shared/request/baseApi';
import type { Page } from '@/shared/request/types';
import type { CooperApply, CooperQuery } from './types';

const cooperationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 机构的合作申请分页 GET /server-platform/api/expert/showAllOrgExpertCooperApply */
    listOrgApplies: build.query<Page<CooperApply>, CooperQuery>({
      query: (params) => ({
        url: '/server-platform/api/expert/showAllOrgExpertCooperApply',
        params,
      }),
      providesTags: ['Cooperation'],
    }),
    /** 专家的合作申请分页 GET /server-platform/api/expert/showAllOrgExpertCooperApplyByExpert */
    listExpertApplies: build.query<Page<CooperApply>, CooperQuery>({
      query: (params) => ({
        url: '/server-platform/api/expert/showAllOrgExpertCooperApplyByExpert',
        params,
      }),
      providesTags: ['Cooperation'],
    }),
    /** 处理合作申请（同意/驳回）POST /server-platform/api/expert/auditOrgExpertCooperApply */
    auditApply: build.mutation<null, { id: string; agree: boolean; remark?: string }>({
      query: (data) => ({
        url: '/server-platform/api/expert/auditOrgExpertCooperApply',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Cooperation', 'Expert'],
    }),
  }),
});

export const { useListOrgAppliesQuery, useListExpertAppliesQuery, useAuditApplyMutation } =
  cooperationApi;
