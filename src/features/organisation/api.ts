import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, LIST, listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as D from '@/shared/contract/dept';
import type * as C from '@/shared/contract/organisation';
import type { PersonDraft } from './types';

export const orgApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 当前机构的机构树 GET /server-platform/api/org/getChildServerOrgList */
    getOrgTree: build.query<Answer<typeof C.getOrgTree>, void>({
      query: () => ({ url: '/server-platform/api/org/getChildServerOrgList' }),
      // Every change to an organisation invalidates its LIST, so the tree needs no per-node tags.
      providesTags: [{ type: 'Organisation', id: LIST }],
    }),
    /** 下级机构分页 GET /api/org/getChildOrgPage */
    listChildOrgs: build.query<Answer<typeof C.listChildOrgs>, Query<typeof C.listChildOrgs>>({
      query: (params) => ({ url: '/api/org/getChildOrgPage', params }),
      providesTags: (page) => listTags('Organisation', page?.rows),
    }),
    /** 客户机构分页 GET /server-platform/api/org/getCustomOrgPage */
    listCustomOrgs: build.query<Answer<typeof C.listCustomOrgs>, Query<typeof C.listCustomOrgs>>({
      query: (params) => ({ url: '/server-platform/api/org/getCustomOrgPage', params }),
      providesTags: (page) => listTags('Organisation', page?.rows),
    }),
    /** 机构详情 GET /server-platform/api/org/getOrgInfo */
    getOrgInfo: build.query<Answer<typeof C.getOrgInfo>, string>({
      query: (orgId) => ({ url: '/server-platform/api/org/getOrgInfo', params: { orgId } }),
      providesTags: (_info, _error, orgId) => [{ type: 'Organisation', id: orgId }],
    }),
    /** 机构管理员 GET /server-platform/api/org/getOrgAdmin */
    getOrgAdmin: build.query<Answer<typeof C.getOrgAdmin>, string>({
      query: (orgId) => ({ url: '/server-platform/api/org/getOrgAdmin', params: { orgId } }),
      providesTags: (_admin, _error, orgId) => [{ type: 'Organisation', id: orgId }],
    }),
    /** 校验机构参数 POST /server-platform/api/org/saveOrgValidParam */
    validOrg: build.mutation<Answer<typeof C.validOrg>, Body<typeof C.validOrg>>({
      query: (data) => ({
        url: '/server-platform/api/org/saveOrgValidParam',
        method: 'post',
        data,
      }),
    }),
    /** 新增或编辑机构 POST /server-platform/api/org/saveOrg */
    saveOrg: build.mutation<Answer<typeof C.saveOrg>, Body<typeof C.saveOrg>>({
      query: (data) => ({ url: '/server-platform/api/org/saveOrg', method: 'post', data }),
      // Lists too on an edit: rows show their parent's name, and lists filter on name and area.
      invalidatesTags: (_answer, _error, { id }) => [
        ...changedRowTags('Organisation', id),
        'OperationLog',
      ],
    }),
    /** 编辑下级机构信息 POST /server-platform/api/org/updateChildOrgInfo */
    updateChildOrgInfo: build.mutation<
      Answer<typeof C.updateChildOrgInfo>,
      Body<typeof C.updateChildOrgInfo>
    >({
      query: (data) => ({
        url: '/server-platform/api/org/updateChildOrgInfo',
        method: 'post',
        data,
      }),
      invalidatesTags: (_answer, _error, { orgId }) => [
        ...changedRowTags('Organisation', orgId),
        'OperationLog',
      ],
    }),
    /** 变更机构状态 POST /server-platform/api/org/updateAdminOrgStatus */
    updateOrgStatus: build.mutation<
      Answer<typeof C.updateOrgStatus>,
      Body<typeof C.updateOrgStatus>
    >({
      query: (data) => ({
        url: '/server-platform/api/org/updateAdminOrgStatus',
        method: 'post',
        data,
      }),
      // The status moves the row between the lists' status filters.
      invalidatesTags: (_answer, _error, { orgId }) => changedRowTags('Organisation', orgId),
    }),
    /** 删除机构 POST /server-platform/api/org/delete */
    deleteOrg: build.mutation<Answer<typeof C.deleteOrg>, Body<typeof C.deleteOrg>['orgId']>({
      query: (orgId) => ({
        url: '/server-platform/api/org/delete',
        method: 'post',
        data: { orgId },
      }),
      invalidatesTags: (_answer, _error, orgId) => changedRowTags('Organisation', orgId),
    }),
    /** 发送激活邮件 POST /server-platform/api/org/sendActiveMail */
    sendActiveMail: build.mutation<
      Answer<typeof C.sendActiveMail>,
      Body<typeof C.sendActiveMail>['orgId']
    >({
      query: (orgId) => ({
        url: '/server-platform/api/org/sendActiveMail',
        method: 'post',
        data: { orgId },
      }),
    }),
    /** 代理操作下级机构 POST /server-platform/api/org/agentOperate */
    agentOperate: build.mutation<
      Answer<typeof C.agentOperate>,
      Body<typeof C.agentOperate>['orgId']
    >({
      query: (orgId) => ({
        url: '/server-platform/api/org/agentOperate',
        method: 'post',
        data: { orgId },
      }),
    }),
    /** 可接收机构的人员 GET /server-platform/api/org/getTransferCandidates */
    getTransferCandidates: build.query<Answer<typeof C.getTransferCandidates>, void>({
      query: () => ({ url: '/server-platform/api/org/getTransferCandidates' }),
    }),
    /** 转移机构 POST /server-platform/api/org/transferAdmin */
    transferAdmin: build.mutation<Answer<typeof C.transferAdmin>, Body<typeof C.transferAdmin>>({
      query: (data) => ({ url: '/server-platform/api/org/transferAdmin', method: 'post', data }),
    }),
    /** 机构应用分页 GET /server-platform/api/app/queryAppPageListByOrg */
    listOrgApps: build.query<Answer<typeof C.listOrgApps>, Query<typeof C.listOrgApps>>({
      query: (params) => ({ url: '/server-platform/api/app/queryAppPageListByOrg', params }),
      providesTags: (page) => listTags('OrgApp', page?.rows, (app) => app.appId),
    }),
    /** 机构应用列表 GET /server-platform/api/app/queryAppListByOrg: 机构详情's 应用 */
    listAppsOfOrg: build.query<Answer<typeof C.orgAppList>, string>({
      query: (orgId) => ({ url: '/server-platform/api/app/queryAppListByOrg', params: { orgId } }),
      providesTags: (apps) => listTags('OrgApp', apps, (app) => app.appId),
    }),
    /** 应用详情 GET /server-platform/api/app/getAppByAppId: 分配应用 starts from the holders as stored */
    getApp: build.query<Answer<typeof C.appDetail>, Query<typeof C.appDetail>['appId']>({
      query: (appId) => ({ url: '/server-platform/api/app/getAppByAppId', params: { appId } }),
      providesTags: (_app, _error, appId) => [{ type: 'OrgApp', id: appId }],
    }),
    /** 分配应用给下级机构 POST /server-platform/api/app/saveOrgAppToOrg */
    assignApp: build.mutation<Answer<typeof C.assignApp>, Body<typeof C.assignApp>>({
      query: (data) => ({ url: '/server-platform/api/app/saveOrgAppToOrg', method: 'post', data }),
      // A child that gains the app gains a row in its own list, so every app list refetches.
      invalidatesTags: (_answer, _error, { appId }) => changedRowTags('OrgApp', appId),
    }),
    /** 部门树 GET /server-platform/api/dept/getDeptTree */
    getOrgDeptTree: build.query<
      Answer<typeof D.getOrgDeptTree>,
      NonNullable<Query<typeof D.getOrgDeptTree>['orgId']>
    >({
      query: (orgId) => ({ url: '/server-platform/api/dept/getDeptTree', params: { orgId } }),
      providesTags: ['Department'],
    }),
    /** 新增或重命名部门 POST /server-platform/api/dept/save */
    saveDept: build.mutation<Answer<typeof D.saveDept>, Body<typeof D.saveDept>>({
      query: (data) => ({ url: '/server-platform/api/dept/save', method: 'post', data }),
      invalidatesTags: ['Department'],
    }),
    /** 删除部门 POST /server-platform/api/dept/delete */
    deleteDept: build.mutation<Answer<typeof D.deleteDept>, Body<typeof D.deleteDept>['id']>({
      query: (id) => ({ url: '/server-platform/api/dept/delete', method: 'post', data: { id } }),
      invalidatesTags: ['Department'],
    }),
    /** 机构人员分页 GET /server-platform/api/org/getOrgOperatorPage */
    listPeople: build.query<Answer<typeof D.listPeople>, Query<typeof D.listPeople>>({
      query: (params) => ({ url: '/server-platform/api/org/getOrgOperatorPage', params }),
      providesTags: (page) => listTags('Person', page?.rows),
    }),
    /** 人员详情 GET /server-platform/api/orgPeople/get: 编辑人员 loads the person as stored now */
    getPerson: build.query<Answer<typeof D.personDetail>, Query<typeof D.personDetail>>({
      query: (params) => ({ url: '/server-platform/api/orgPeople/get', params }),
      providesTags: (_person, _error, { id }) => [{ type: 'Person', id }],
    }),
    /** 新增或编辑人员 POST /server-platform/api/orgPeople/save */
    savePerson: build.mutation<Answer<typeof D.savePerson>, PersonDraft>({
      query: (data) => ({ url: '/server-platform/api/orgPeople/save', method: 'post', data }),
      // Lists too on an edit: a person moved to another department moves between lists.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('Person', id),
    }),
    /** 删除人员 POST /server-platform/api/orgPeople/delete */
    deletePerson: build.mutation<Answer<typeof D.deletePerson>, Body<typeof D.deletePerson>['id']>({
      query: (id) => ({
        url: '/server-platform/api/orgPeople/delete',
        method: 'post',
        data: { id },
      }),
      invalidatesTags: (_answer, _error, id) => [...changedRowTags('Person', id), 'Department'],
    }),
  }),
});

export const {
  useGetOrgTreeQuery,
  useListChildOrgsQuery,
  useListCustomOrgsQuery,
  useGetOrgInfoQuery,
  useGetOrgAdminQuery,
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
  useListAppsOfOrgQuery,
  useGetAppQuery,
  useGetPersonQuery,
  useSaveDeptMutation,
  useDeleteDeptMutation,
  useListPeopleQuery,
  useSavePersonMutation,
  useDeletePersonMutation,
} = orgApi;
