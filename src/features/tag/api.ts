import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, LIST, listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/tag';
import { TAG_MODULE } from './types';

type WithoutModule<T> = Omit<T, 'module'>;

/** Adding or removing scales: the tag, its counts in the lists, the scales and the lists filtering on tags. */
const tagScalesChanged = ({ tagId, formIdList }: Body<typeof C.addTagScales>) => [
  ...changedRowTags('Tag', tagId),
  ...formIdList.map((id) => ({ type: 'Scale' as const, id })),
  { type: 'Scale' as const, id: LIST },
];

export const tagApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 标签分页 GET /api/tag/page */
    listTags: build.query<Answer<typeof C.listTags>, WithoutModule<Query<typeof C.listTags>>>({
      query: (params) => ({ url: '/api/tag/page', params: { ...params, module: TAG_MODULE } }),
      providesTags: (page) => listTags('Tag', page?.rows),
    }),
    /** 标签详情 GET /api/tag/detail */
    getTag: build.query<Answer<typeof C.tagDetail>, Query<typeof C.tagDetail>['id']>({
      query: (id) => ({ url: '/api/tag/detail', params: { id } }),
      // It lists the tag's scales and categories.
      providesTags: (_tag, _error, id) => [
        { type: 'Tag', id },
        { type: 'Scale', id: LIST },
        { type: 'Category', id: LIST },
      ],
    }),
    /** 新增或编辑标签 POST /api/tag/save */
    saveTag: build.mutation<Answer<typeof C.saveTag>, WithoutModule<Body<typeof C.saveTag>>>({
      query: (data) => ({
        url: '/api/tag/save',
        method: 'post',
        data: { ...data, module: TAG_MODULE },
      }),
      // Every change of a tag invalidates the lists too: they filter on the last update time.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('Tag', id),
    }),
    /** 删除标签 GET /api/tag/delete */
    deleteTag: build.mutation<Answer<typeof C.deleteTag>, Query<typeof C.deleteTag>['tagId']>({
      query: (tagId) => ({ url: '/api/tag/delete', params: { tagId } }),
      invalidatesTags: (_answer, _error, tagId) => [
        ...changedRowTags('Tag', tagId),
        'Scale',
        'Category',
      ],
    }),
    /** 标签关联分类 POST /api/tag/TagReClass */
    relateTagCategories: build.mutation<
      Answer<typeof C.relateTagCategories>,
      Body<typeof C.relateTagCategories>
    >({
      query: (data) => ({ url: '/api/tag/TagReClass', method: 'post', data }),
      invalidatesTags: (_answer, _error, { tagId }) => [
        ...changedRowTags('Tag', tagId),
        'Category',
        'Scale',
      ],
    }),
    /** 标签已分配的机构 GET /api/tag/getTagReOrg */
    getTagOrgIds: build.query<
      Answer<typeof C.getTagOrgIds>['orgIdList'],
      Query<typeof C.getTagOrgIds>['tagId']
    >({
      query: (tagId) => ({ url: '/api/tag/getTagReOrg', params: { tagId } }),
      transformResponse: (answer: Answer<typeof C.getTagOrgIds>) => answer.orgIdList,
      providesTags: (_orgIds, _error, tagId) => [{ type: 'Tag', id: tagId }],
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
      invalidatesTags: (_answer, _error, { tagIdList }) => [
        ...tagIdList.map((id) => ({ type: 'Tag' as const, id })),
        { type: 'Tag', id: LIST },
      ],
    }),
    /** 标签的量表（已添加 / 待添加）GET /api/tag/getTagFormPage */
    listTagScales: build.query<Answer<typeof C.listTagScales>, Query<typeof C.listTagScales>>({
      query: (params) => ({ url: '/api/tag/getTagFormPage', params }),
      providesTags: (page, _error, { tagId }) => [
        { type: 'Tag', id: tagId },
        ...listTags('Scale', page?.rows),
      ],
    }),
    /** 标签添加量表 POST /api/form/tagReForm */
    addTagScales: build.mutation<Answer<typeof C.addTagScales>, Body<typeof C.addTagScales>>({
      query: (data) => ({ url: '/api/form/tagReForm', method: 'post', data }),
      invalidatesTags: (_answer, _error, body) => tagScalesChanged(body),
    }),
    /** 标签移除量表 POST /api/form/tagRemoveForm */
    removeTagScales: build.mutation<
      Answer<typeof C.removeTagScales>,
      Body<typeof C.removeTagScales>
    >({
      query: (data) => ({ url: '/api/form/tagRemoveForm', method: 'post', data }),
      invalidatesTags: (_answer, _error, body) => tagScalesChanged(body),
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
export { useDistributeTagsMutation } from '@/shared/assessment/assessmentApi';
