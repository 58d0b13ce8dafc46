import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/tag';
import { TAG_MODULE } from './types';

type WithoutModule<T> = Omit<T, 'module'>;

const tagApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 标签分页 GET /api/tag/page */
    listTags: build.query<Answer<typeof C.listTags>, WithoutModule<Query<typeof C.listTags>>>({
      query: (params) => ({ url: '/api/tag/page', params: { ...params, module: TAG_MODULE } }),
      providesTags: ['Tag'],
    }),
    /** 标签详情 GET /api/tag/detail */
    getTag: build.query<Answer<typeof C.tagDetail>, Query<typeof C.tagDetail>['id']>({
      query: (id) => ({ url: '/api/tag/detail', params: { id } }),
      providesTags: ['Tag', 'Scale', 'Category'],
    }),
    /** 新增或编辑标签 POST /api/tag/save */
    saveTag: build.mutation<Answer<typeof C.saveTag>, WithoutModule<Body<typeof C.saveTag>>>({
      query: (data) => ({
        url: '/api/tag/save',
        method: 'post',
        data: { ...data, module: TAG_MODULE },
      }),
      invalidatesTags: ['Tag'],
    }),
    /** 删除标签 GET /api/tag/delete */
    deleteTag: build.mutation<Answer<typeof C.deleteTag>, Query<typeof C.deleteTag>['tagId']>({
      query: (tagId) => ({ url: '/api/tag/delete', params: { tagId } }),
      invalidatesTags: ['Tag', 'Scale', 'Category'],
    }),
    /** 标签关联分类 POST /api/tag/TagReClass */
    relateTagCategories: build.mutation<
      Answer<typeof C.relateTagCategories>,
      Body<typeof C.relateTagCategories>
    >({
      query: (data) => ({ url: '/api/tag/TagReClass', method: 'post', data }),
      invalidatesTags: ['Tag', 'Category', 'Scale'],
    }),
    /** 标签已分配的机构 GET /api/tag/getTagReOrg */
    getTagOrgIds: build.query<
      Answer<typeof C.getTagOrgIds>['orgIdList'],
      Query<typeof C.getTagOrgIds>['tagId']
    >({
      query: (tagId) => ({ url: '/api/tag/getTagReOrg', params: { tagId } }),
      transformResponse: (answer: Answer<typeof C.getTagOrgIds>) => answer.orgIdList,
      providesTags: ['Tag'],
    }),
    /** 移除机构的标签 POST /api/tag/removeOrgToTag */
    removeTagOrgs: build.mutation<
      Answer<typeof C.removeTagOrgs>,
      WithoutModule<Body<typeof C.removeTagOrgs>>
    >({
      query: (data) => ({
        url: '/api/tag/removeOrgToTag',
        method: 'post',
        data: { ...data, module: TAG_MODULE },
      }),
      invalidatesTags: ['Tag'],
    }),
    /** 标签的量表（已添加 / 待添加）GET /api/tag/getTagFormPage */
    listTagScales: build.query<Answer<typeof C.listTagScales>, Query<typeof C.listTagScales>>({
      query: (params) => ({ url: '/api/tag/getTagFormPage', params }),
      providesTags: ['Tag', 'Scale'],
    }),
    /** 标签添加量表 POST /api/form/tagReForm */
    addTagScales: build.mutation<Answer<typeof C.addTagScales>, Body<typeof C.addTagScales>>({
      query: (data) => ({ url: '/api/form/tagReForm', method: 'post', data }),
      invalidatesTags: ['Tag', 'Scale'],
    }),
    /** 标签移除量表 POST /api/form/tagRemoveForm */
    removeTagScales: build.mutation<
      Answer<typeof C.removeTagScales>,
      Body<typeof C.removeTagScales>
    >({
      query: (data) => ({ url: '/api/form/tagRemoveForm', method: 'post', data }),
      invalidatesTags: ['Tag', 'Scale'],
    }),
  }),
});

export const {
  useListTagsQuery,
  useGetTagQuery,
  useSaveTagMutation,
  useDeleteTagMutation,
  useRelateTagCategoriesMutation,
  useGetTagOrgIdsQuery,
  useRemoveTagOrgsMutation,
  useListTagScalesQuery,
  useAddTagScalesMutation,
  useRemoveTagScalesMutation,
} = tagApi;

/** Shared with other areas: declared in assessmentApi.ts. */
export { useListAllTagsQuery, useDistributeTagsMutation } from '@/shared/assessment/assessmentApi';
