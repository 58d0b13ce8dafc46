import { baseApi } from '@/shared/request/baseApi';
import type { Page, PageQuery } from '@/shared/request/types';
import type { IdentitySession } from '@/shared/session/types';
import type { OrgStatus } from './orgRules';
import type { Answer, Query } from '@/shared/contract/call';
import type { getDictByCode } from '@/shared/contract/dict';
import type {
  ChildOrgInfo,
  DeptNode,
  Org,
  OrgAdmin,
  OrgApp,
  OrgDraft,
  OrgListQuery,
  OrgNode,
  Person,
  PersonDraft,
} from './types';

const orgApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 当前机构的机构树 GET /server-platform/api/org/getChildServerOrgList */
    getOrgTree: build.query<OrgNode[], void>({
      query: () => ({ url: '/server-platform/api/org/getChildServerOrgList' }),
      providesTags: ['Organisation'],
    }),
    /** 下级机构分页 GET /api/org/getChildOrgPage */
    listChildOrgs: build.query<Page<Org>, OrgListQuery>({
      query: (params) => ({ url: '/api/org/getChildOrgPage', params }),
      providesTags: ['Organisation'],
    }),
    /** 客户机构分页 GET /server-platform/api/org/getCustomOrgPage */
    listCustomOrgs: build.query<Page<Org>, OrgListQuery & { orgId: string }>({
      query: (params) => ({ url: '/server-platform/api/org/getCustomOrgPage', params }),
      providesTags: ['Organisation'],
    }),
    /** 机构详情 GET /server-platform/api/org/getOrgInfo */
    getOrgInfo: build.query<Org, string>({
      query: (orgId) => ({ url: '/server-platform/api/org/getOrgInfo', params: { orgId } }),
      providesTags: ['Organisation'],
    }),
    /** 机构管理员 GET /server-platform/api/org/getOrgAdmin */
    getOrgAdmin: build.query<OrgAdmin, string>({
      query: (orgId) => ({ url: '/server-platform/api/org/getOrgAdmin', params: { orgId } }),
      providesTags: ['Organisation'],
    }),
    /** 字典项 GET /server-platform/api/dict/getDictByCode */
    getDict: build.query<Answer<typeof getDictByCode>, Query<typeof getDictByCode>['code']>({
      query: (code) => ({ url: '/server-platform/api/dict/getDictByCode', params: { code } }),
      providesTags: ['Dictionary'],
    }),
    /** 校验机构参数 POST /server-platform/api/org/saveOrgValidParam */
    validOrg: build.mutation<null, OrgDraft>({
      query: (data) => ({
        url: '/server-platform/api/org/saveOrgValidParam',
        method: 'post',
        data,
      }),
    }),
    /** 新增或编辑机构 POST /server-platform/api/org/saveOrg */
    saveOrg: build.mutation<{ id: string }, OrgDraft>({
      query: (data) => ({ url: '/server-platform/api/org/saveOrg', method: 'post', data }),
      invalidatesTags: ['Organisation', 'OperationLog'],
    }),
    /** 编辑下级机构信息 POST /server-platform/api/org/updateChildOrgInfo */
    updateChildOrgInfo: build.mutation<null, ChildOrgInfo>({
      query: (data) => ({
        url: '/server-platform/api/org/updateChildOrgInfo',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Organisation', 'OperationLog'],
    }),
    /** 变更机构状态 POST /server-platform/api/org/updateAdminOrgStatus */
    updateOrgStatus: build.mutation<null, { orgId: string; status: OrgStatus }>({
      query: (data) => ({
        url: '/server-platform/api/org/updateAdminOrgStatus',
        method: 'post',
        data,
      }),
      invalidatesTags: ['Organisation'],
    }),
    /** 删除机构 POST /server-platform/api/org/delete */
    deleteOrg: build.mutation<null, string>({
      query: (orgId) => ({
        url: '/server-platform/api/org/delete',
        method: 'post',
        data: { orgId },
      }),
      invalidatesTags: ['Organisation'],
    }),
    /** 发送激活邮件 POST /server-platform/api/org/sendActiveMail */
    sendActiveMail: build.mutation<null, string>({
      query: (orgId) => ({
        url: '/server-platform/api/org/sendActiveMail',
        method: 'post',
        data: { orgId },
      }),
    }),
    /** 代理操作下级机构 POST /server-platform/api/org/agentOperate */
    agentOperate: build.mutation<IdentitySession, string>({
      query: (orgId) => ({
        url: '/server-platform/api/org/agentOperate',
        method: 'post',
        data: { orgId },
      }),
    }),
    /** 可接收机构的人员 GET /server-platform/api/org/getTransferCandidates */
    getTransferCandidates: build.query<
      Array<{ identityId: string; userId: string; name: string; username: string }>,
      void
    >({
      query: () => ({ url: '/server-platform/api/org/getTransferCandidates' }),
    }),
    /** 转移机构 POST /server-platform/api/org/transferAdmin */
    transferAdmin: build.mutation<null, { identityId: string; password: string }>({
      query: (data) => ({ url: '/server-platform/api/org/transferAdmin', method: 'post', data }),
    }),
    /** 机构应用分页 GET /server-platform/api/app/queryAppPageListByOrg */
    listOrgApps: build.query<Page<OrgApp>, PageQuery & { name?: string }>({
      query: (params) => ({ url: '/server-platform/api/app/queryAppPageListByOrg', params }),
      providesTags: ['Organisation'],
    }),
    /** 分配应用给下级机构 POST /server-platform/api/app/saveOrgAppToOrg */
    assignApp: build.mutation<null, { appId: string; orgIds: string[] }>({
      query: (data) => ({ url: '/server-platform/api/app/saveOrgAppToOrg', method: 'post', data }),
      invalidatesTags: ['Organisation'],
    }),
    /** 部门树 GET /server-platform/api/dept/getDeptTree */
    getOrgDeptTree: build.query<DeptNode[], string>({
      query: (orgId) => ({ url: '/server-platform/api/dept/getDeptTree', params: { orgId } }),
      providesTags: ['Department'],
    }),
    /** 新增或重命名部门 POST /server-platform/api/dept/save */
    saveDept: build.mutation<{ id: string }, { id?: string; parentId?: string; name: string }>({
      query: (data) => ({ url: '/server-platform/api/dept/save', method: 'post', data }),
      invalidatesTags: ['Department'],
    }),
    /** 删除部门 POST /server-platform/api/dept/delete */
    deleteDept: build.mutation<null, string>({
      query: (id) => ({ url: '/server-platform/api/dept/delete', method: 'post', data: { id } }),
      invalidatesTags: ['Department'],
    }),
    /** 机构人员分页 GET /server-platform/api/org/getOrgOperatorPage */
    listPeople: build.query<
      Page<Person>,
      PageQuery & { orgId: string; deptId?: string; account?: string; name?: string }
    >({
      query: (params) => ({ url: '/server-platform/api/org/getOrgOperatorPage', params }),
      providesTags: ['Person'],
    }),
    /** 新增或编辑人员 POST /server-platform/api/orgPeople/save */
    savePerson: build.mutation<{ id: string }, PersonDraft>({
      query: (data) => ({ url: '/server-platform/api/orgPeople/save', method: 'post', data }),
      invalidatesTags: ['Person'],
    }),
    /** 删除人员 POST /server-platform/api/orgPeople/delete */
    deletePerson: build.mutation<null, string>({
      query: (id) => ({
        url: '/server-platform/api/orgPeople/delete',
        method: 'post',
        data: { id },
      }),
      invalidatesTags: ['Person', 'Department'],
    }),
  }),
});

export const {
  useGetOrgTreeQuery,
  useListChildOrgsQuery,
  useListCustomOrgsQuery,
  useGetOrgInfoQuery,
  useGetOrgAdminQuery,
  useGetDictQuery,
  useValidOrgMutation,
  useSaveOrgMutation,
  useUpdateChildOrgInfoMutation,
  useUpdateOrgStatusMutation,
  useDeleteOrgMutation,
  useSendActiveMailMutation,
  useAgentOperateMutation,
  useGetTransferCandidatesQuery,
  useTransferAdminMutation,
  useListOrgAppsQuery,
  useAssignAppMutation,
  useGetOrgDeptTreeQuery,
  useSaveDeptMutation,
  useDeleteDeptMutation,
  useListPeopleQuery,
  useSavePersonMutation,
  useDeletePersonMutation,
} = orgApi;
