import { baseApi } from '@/shared/request/baseApi';
import type { Page } from '@/shared/request/types';
import type { SearchQuery } from '@/shared/components/SearchTable/searchQuery';
import {
  TAG_MODULE,
  type Tag,
  type TagBrief,
  type TagDetail,
  type TagFormValues,
  type TagScale,
} from './types';

interface TagOrgsBody {
  tagIdList: string[];
  orgIdList: string[];
}

const tagApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 全部标签 GET /api/tag/getAllTag */
    listAllTags: build.query<TagBrief[], void>({
      query: () => ({ url: '/api/tag/getAllTag', params: { module: TAG_MODULE } }),
      providesTags: ['Tag'],
    }),
    /** 标签分页 GET /api/tag/page */
    listTags: build.query<Page<Tag>, SearchQuery>({
      query: (params) => ({ url: '/api/tag/page', params: { ...params, module: TAG_MODULE } }),
      providesTags: ['Tag'],
    }),
    /** 标签详情 GET /api/tag/detail */
    getTag: build.query<TagDetail, string>({
      query: (id) => ({ url: '/api/tag/detail', params: { id } }),
      providesTags: ['Tag', 'Scale', 'Category'],
    }),
    /** 新增或编辑标签 POST /api/tag/save */
    saveTag: build.mutation<{ id: string }, TagFormValues>({
      query: (data) => ({
        url: '/api/tag/save',
        method: 'post',
        data: { ...data, module: TAG_MODULE },
      }),
      invalidatesTags: ['Tag'],
    }),
    /** 删除标签 GET /api/tag/delete */
    deleteTag: build.mutation<null, string>({
      query: (tagId) => ({ url: '/api/tag/delete', params: { tagId } }),
      invalidatesTags: ['Tag', 'Scale', 'Category'],
    }),
    /** 标签关联分类 POST /api/tag/TagReClass */
    relateTagCategories: build.mutation<null, { tagId: string; classIdList: string[] }>({
      query: (data) => ({ url: '/api/tag/TagReClass', method: 'post', data }),
      invalidatesTags: ['Tag', 'Category', 'Scale'],
    }),
    /** 标签已分配的机构 GET /api/tag/getTagReOrg */
    getTagOrgIds: build.query<string[], string>({
      query: (tagId) => ({ url: '/api/tag/getTagReOrg', params: { tagId } }),
      transformResponse: (answer: { orgIdList: string[] }) => answer.orgIdList,
      providesTags: ['Tag'],
    }),
    /** 分配标签给机构 POST /api/tag/distributeTag */
    distributeTags: build.mutation<null, TagOrgsBody>({
      query: (data) => ({
        url: '/api/tag/distributeTag',
        method: 'post',
        data: { ...data, module: TAG_MODULE },
      }),
      invalidatesTags: ['Tag'],
    }),
    /** 移除机构的标签 POST /api/tag/removeOrgToTag */
    removeTagOrgs: build.mutation<null, TagOrgsBody>({
      query: (data) => ({
        url: '/api/tag/removeOrgToTag',
        method: 'post',
        data: { ...data, module: TAG_MODULE },
      }),
      invalidatesTags: ['Tag'],
    }),
    /** 标签的量表（已添加 / 待添加）GET /api/tag/getTagFormPage */
    listTagScales: build.query<Page<TagScale>, SearchQuery & { tagId: string; related: 0 | 1 }>({
      query: (params) => ({ url: '/api/tag/getTagFormPage', params }),
      providesTags: ['Tag', 'Scale'],
    }),
    /** 标签添加量表 POST /api/form/tagReForm */
    addTagScales: build.mutation<null, { tagId: string; formIdList: string[] }>({
      query: (data) => ({ url: '/api/form/tagReForm', method: 'post', data }),
      invalidatesTags: ['Tag', 'Scale'],
    }),
    /** 标签移除量表 POST /api/form/tagRemoveForm */
    removeTagScales: build.mutation<null, { tagId: string; formIdList: string[] }>({
      query: (data) => ({ url: '/api/form/tagRemoveForm', method: 'post', data }),
      invalidatesTags: ['Tag', 'Scale'],
    }),
  }),
});

export const {
  useListAllTagsQuery,
  useListTagsQuery,
  useGetTagQuery,
  useSaveTagMutation,
  useDeleteTagMutation,
  useRelateTagCategoriesMutation,
  useGetTagOrgIdsQuery,
  useDistributeTagsMutation,
  useRemoveTagOrgsMutation,
  useListTagScalesQuery,
  useAddTagScalesMutation,
  useRemoveTagScalesMutation,
} = tagApi;
