import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, listTags } from '@/shared/request/tags';
import { searchByName } from '@/shared/components/searchByName';
import type { Scale } from '@/shared/assessment/assessmentLabels';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/recommend';

const recommendApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 推荐展示分页 GET /api/formRecommend/page */
    listRecommendations: build.query<
      Answer<typeof C.listRecommendations>,
      Query<typeof C.listRecommendations>
    >({
      query: (params) => ({ url: '/api/formRecommend/page', params }),
      providesTags: (page) => listTags('Recommendation', page?.rows),
    }),
    /** 推荐展示详情 GET /api/formRecommend/detail */
    getRecommendation: build.query<
      Answer<typeof C.recommendDetail>,
      Query<typeof C.recommendDetail>['id']
    >({
      query: (id) => ({ url: '/api/formRecommend/detail', params: { id } }),
      providesTags: (_recommendation, _error, id) => [{ type: 'Recommendation', id }],
    }),
    /** 新增或编辑推荐展示 POST /api/formRecommend/save */
    saveRecommendation: build.mutation<
      Answer<typeof C.saveRecommendation>,
      Body<typeof C.saveRecommendation>
    >({
      query: (data) => ({ url: '/api/formRecommend/save', method: 'post', data }),
      // Lists too on an edit: they filter on what it shows.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('Recommendation', id),
    }),
    /** 删除推荐展示 GET /api/formRecommend/delete */
    deleteRecommendation: build.mutation<
      Answer<typeof C.deleteRecommendation>,
      Query<typeof C.deleteRecommendation>['id']
    >({
      query: (id) => ({ url: '/api/formRecommend/delete', params: { id } }),
      invalidatesTags: (_answer, _error, id) => changedRowTags('Recommendation', id),
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
