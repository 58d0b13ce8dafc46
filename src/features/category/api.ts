import { baseApi } from '@/shared/request/baseApi';
import type { Page } from '@/shared/request/types';
import type { SearchQuery } from '@/shared/components/SearchTable/searchQuery';
import {
  CATEGORY_MODULE,
  type Category,
  type CategoryBrief,
  type CategoryFormValues,
} from './types';

const categoryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 全部分类 GET /api/class/getAllClass */
    listAllCategories: build.query<CategoryBrief[], void>({
      query: () => ({ url: '/api/class/getAllClass', params: { module: CATEGORY_MODULE } }),
      providesTags: ['Category'],
    }),
    /** 分类分页 GET /api/class/page */
    listCategories: build.query<Page<Category>, SearchQuery>({
      query: (params) => ({
        url: '/api/class/page',
        params: { ...params, module: CATEGORY_MODULE },
      }),
      providesTags: ['Category'],
    }),
    /** 分类详情 GET /api/class/detail */
    getCategory: build.query<Category, string>({
      query: (id) => ({ url: '/api/class/detail', params: { id } }),
      providesTags: ['Category'],
    }),
    /** 新增或编辑分类 POST /api/class/save */
    saveCategory: build.mutation<{ id: string } | null, CategoryFormValues>({
      query: (data) => ({
        url: '/api/class/save',
        method: 'post',
        data: { ...data, module: CATEGORY_MODULE },
      }),
      invalidatesTags: ['Category', 'Tag', 'Scale'],
    }),
    /** 修改显示优先级 POST /api/class/save {id, sn} */
    changeCategoryPriority: build.mutation<null, { id: string; sn: number }>({
      query: (data) => ({ url: '/api/class/save', method: 'post', data }),
      invalidatesTags: ['Category'],
    }),
    /** 删除分类 GET /api/class/delete */
    deleteCategory: build.mutation<null, string>({
      query: (id) => ({ url: '/api/class/delete', params: { id } }),
      invalidatesTags: ['Category', 'Tag', 'Scale'],
    }),
    /** 分类管理标签 POST /api/class/classReTag */
    relateCategoryTags: build.mutation<null, { classId: string; tagIdList: string[] }>({
      query: (data) => ({ url: '/api/class/classReTag', method: 'post', data }),
      invalidatesTags: ['Category', 'Tag', 'Scale'],
    }),
  }),
});

export const {
  useListAllCategoriesQuery,
  useListCategoriesQuery,
  useGetCategoryQuery,
  useSaveCategoryMutation,
  useChangeCategoryPriorityMutation,
  useDeleteCategoryMutation,
  useRelateCategoryTagsMutation,
} = categoryApi;
