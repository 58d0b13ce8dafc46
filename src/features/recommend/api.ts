import { baseApi } from '@/shared/request/baseApi';
import type { Page } from '@/shared/request/types';
import type { SearchQuery } from '@/shared/components/SearchTable/searchQuery';
import { searchByName } from '@/shared/components/searchByName';
import type { Scale } from '@/features/scale/types';
import type { RecommendSaveBody, Recommendation } from './types';

const recommendApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 推荐展示分页 GET /api/formRecommend/page */
    listRecommendations: build.query<Page<Recommendation>, SearchQuery>({
      query: (params) => ({ url: '/api/formRecommend/page', params }),
      providesTags: ['Recommendation'],
    }),
    /** 推荐展示详情 GET /api/formRecommend/detail */
    getRecommendation: build.query<Recommendation, string>({
      query: (id) => ({ url: '/api/formRecommend/detail', params: { id } }),
      providesTags: ['Recommendation'],
    }),
    /** 新增或编辑推荐展示 POST /api/formRecommend/save */
    saveRecommendation: build.mutation<{ id: string }, RecommendSaveBody>({
      query: (data) => ({ url: '/api/formRecommend/save', method: 'post', data }),
      invalidatesTags: ['Recommendation'],
    }),
    /** 删除推荐展示 GET /api/formRecommend/delete */
    deleteRecommendation: build.mutation<null, string>({
      query: (id) => ({ url: '/api/formRecommend/delete', params: { id } }),
      invalidatesTags: ['Recommendation'],
    }),
  }),
});

export const {
  useListRecommendationsQuery,
  useGetRecommendationQuery,
  useSaveRecommendationMutation,
  useDeleteRecommendationMutation,
} = recommendApi;

/** Published scales by name, for the remote select (GET /api/form/page status 1). */
export const searchPublishedScales = searchByName<Scale>(
  '/api/form/page',
  (scale) => ({ label: scale.name, value: scale.id }),
  { status: 1 },
);
