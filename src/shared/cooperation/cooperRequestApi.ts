/**
 * The calls that start a cooperation, shared by the expert list (an organisation invites) and the
 * cooperation pages (an expert applies): one home, so neither area imports the other.
 */
import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body } from '@/shared/contract/call';
import type * as Cooperation from '@/shared/contract/cooperation';
import type * as Expert from '@/shared/contract/expert';
import { searchByName } from '@/shared/components/searchByName';
import {
  EXPERT_TYPE_LABEL,
  type PlatformExpert,
  type ServiceOrg,
  type ServiceOrgData,
} from './cooperationLabels';

const cooperRequestApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 专家类型 GET /server-platform/api/expert/getExpertTypeById: the types (咨询师, 倾听者) the user holds */
    getExpertTypes: build.query<Answer<typeof Expert.expertTypes>, string>({
      query: (userId) => ({
        url: '/server-platform/api/expert/getExpertTypeById',
        params: { userId },
      }),
      providesTags: (_types, _error, userId) => [{ type: 'Expert', id: userId }],
    }),
    /** 一个可申请机构及其数据 GET /server-platform/api/expert/showAllOrgPageByUseAndData ?id */
    getServiceOrgData: build.query<ServiceOrgData | null, string>({
      query: (id) => ({
        url: '/server-platform/api/expert/showAllOrgPageByUseAndData',
        params: { id, pageNum: 1, pageSize: 1 },
      }),
      transformResponse: (page: Answer<typeof Cooperation.listServiceOrgsWithData>) =>
        page.rows[0] ?? null,
      providesTags: ['Cooperation'],
    }),
    /**
     * 发起合作申请 POST /server-platform/api/expert/saveOrgExpertCooperApply: an expert applies to
     * an organisation (`orgId`), an organisation invites an expert (`userId`).
     */
    applyCooper: build.mutation<
      Answer<typeof Cooperation.saveCooperApply>,
      // The schema takes both as optional; one side sends orgId, the other userId.
      (
        | Required<Pick<Body<typeof Cooperation.saveCooperApply>, 'orgId'>>
        | Required<Pick<Body<typeof Cooperation.saveCooperApply>, 'userId'>>
      ) &
        Pick<Body<typeof Cooperation.saveCooperApply>, 'remark'>
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

/** 平台专家（可邀请）GET /server-platform/api/expert/showAllExpert, as remote-select options */
export const searchPlatformExperts = searchByName<PlatformExpert>(
  '/server-platform/api/expert/showAllExpert',
  (expert) => ({
    value: expert.userId,
    label: `${expert.name}（${[EXPERT_TYPE_LABEL[expert.expertType], expert.title, expert.mobile].filter(Boolean).join('，')}）`,
  }),
);

export const { useGetExpertTypesQuery, useGetServiceOrgDataQuery, useApplyCooperMutation } =
  cooperRequestApi;
