import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/cooperation';
import type { expertTypeAndInfo } from '@/shared/contract/expert';
import { searchByName } from '@/shared/components/searchByName';
import type { ServiceOrg, ServiceOrgData } from './types';

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
    getApplicant: build.query<Answer<typeof expertTypeAndInfo>, string>({
      query: (userId) => ({
        url: '/server-platform/api/expert/getExpertTypeAndExpertInfoByUserId',
        params: { userId },
      }),
      providesTags: ['Cooperation'],
    }),
    /** 一个可申请机构及其数据 GET /server-platform/api/expert/showAllOrgPageByUseAndData ?id */
    getServiceOrgData: build.query<ServiceOrgData | null, string>({
      query: (id) => ({
        url: '/server-platform/api/expert/showAllOrgPageByUseAndData',
        params: { id, pageNum: 1, pageSize: 1 },
      }),
      transformResponse: (page: Answer<typeof C.listServiceOrgsWithData>) => page.rows[0] ?? null,
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
    /**
     * 发起合作申请 POST /server-platform/api/expert/saveOrgExpertCooperApply: an expert applies to
     * an organisation (`orgId`), an organisation invites an expert (`userId`).
     */
    applyCooper: build.mutation<
      Answer<typeof C.saveCooperApply>,
      // The schema takes both as optional; one side sends orgId, the other userId.
      (
        | Required<Pick<Body<typeof C.saveCooperApply>, 'orgId'>>
        | Required<Pick<Body<typeof C.saveCooperApply>, 'userId'>>
      ) &
        Pick<Body<typeof C.saveCooperApply>, 'remark'>
    >({
      query: (data) => ({
        url: '/server-platform/api/expert/saveOrgExpertCooperApply',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Cooperation'],
    }),
  }),
});

/** 可申请合作的服务机构 GET /server-platform/api/expert/showAllOrgPageByUse, as remote-select options */
export const searchServiceOrgs = searchByName<ServiceOrg>(
  '/server-platform/api/expert/showAllOrgPageByUse',
  (org) => ({ value: org.id, label: org.name }),
);

export const {
  useListOrgAppliesQuery,
  useListExpertAppliesQuery,
  useGetApplicantQuery,
  useGetServiceOrgDataQuery,
  useAuditApplyMutation,
  useApplyCooperMutation,
} = cooperationApi;
