import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/category';
import { CATEGORY_MODULE, type CategoryFormValues, type CategoryPriorityBody } from './types';

const categoryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 分类分页 GET /api/class/page */
    listCategories: build.query<
      Answer<typeof C.listCategories>,
      Omit<Query<typeof C.listCategories>, 'module'>
    >({
      query: (params) => ({
        url: '/api/class/page',
        params: { ...params, module: CATEGORY_MODULE },
      }),
      providesTags: (page) => listTags('Category', page?.rows),
    }),
    /** 分类详情 GET /api/class/detail */
    getCategory: build.query<Answer<typeof C.categoryDetail>, Query<typeof C.categoryDetail>['id']>(
      {
        query: (id) => ({ url: '/api/class/detail', params: { id } }),
        providesTags: (_category, _error, id) => [{ type: 'Category', id }],
      },
    ),
    /** 新增或编辑分类 POST /api/class/save */
    saveCategory: build.mutation<Answer<typeof C.saveCategory>, CategoryFormValues>({
      query: (data) => ({
        url: '/api/class/save',
        method: 'post',
        data: { ...data, module: CATEGORY_MODULE },
      }),
      // Lists too on an edit: they filter on the name and status.
      invalidatesTags: (_answer, _error, { id }) => [
        ...changedRowTags('Category', id),
        'Tag',
        'Scale',
      ],
    }),
    /** 修改显示优先级 POST /api/class/save {id, sn} */
    changeCategoryPriority: build.mutation<Answer<typeof C.saveCategory>, CategoryPriorityBody>({
      query: (data) => ({ url: '/api/class/save', method: 'post', data }),
      // Lists too: they are ordered by it.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('Category', id),
    }),
    /** 删除分类 GET /api/class/delete */
    deleteCategory: build.mutation<
      Answer<typeof C.deleteCategory>,
      Query<typeof C.deleteCategory>['id']
    >({
      query: (id) => ({ url: '/api/class/delete', params: { id } }),
      invalidatesTags: (_answer, _error, id) => [...changedRowTags('Category', id), 'Tag', 'Scale'],
    }),
    /** 分类管理标签 POST /api/class/classReTag */
    relateCategoryTags: build.mutation<
      Answer<typeof C.relateCategoryTags>,
      Body<typeof C.relateCategoryTags>
    >({
      query: (data) => ({ url: '/api/class/classReTag', method: 'post', data }),
      invalidatesTags: (_answer, _error, { classId }) => [
        ...changedRowTags('Category', classId),
        'Tag',
        'Scale',
      ],
    }),
  }),
});

export const {
  useListCategoriesQuery,
  useGetCategoryQuery,
  useSaveCategoryMutation,
  useChangeCategoryPriorityMutation,
  useDeleteCategoryMutation,
  useRelateCategoryTagsMutation,
} = categoryApi;

/** Shared with other areas: declared in assessmentApi.ts. */
