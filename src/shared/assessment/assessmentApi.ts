/**
 * The assessment calls several areas share (the tag and category pickers, tag distribution, the
 * scale and questionnaire lists other pages choose from): one home, so no area imports another.
 */
import { baseApi } from '@/shared/request/baseApi';
import { LIST, listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as Category from '@/shared/contract/category';
import type * as Questionnaire from '@/shared/contract/questionnaire';
import type * as Scale from '@/shared/contract/scale';
import type * as Tag from '@/shared/contract/tag';
import { CATEGORY_MODULE, TAG_MODULE } from './assessmentLabels';

export const assessmentApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 全部分类 GET /api/class/getAllClass */
    listAllCategories: build.query<Answer<typeof Category.getAllClass>, void>({
      query: () => ({ url: '/api/class/getAllClass', params: { module: CATEGORY_MODULE } }),
      providesTags: (categories) => listTags('Category', categories),
    }),
    /** 全部标签 GET /api/tag/getAllTag */
    listAllTags: build.query<Answer<typeof Tag.getAllTag>, void>({
      query: () => ({ url: '/api/tag/getAllTag', params: { module: TAG_MODULE } }),
      providesTags: (tags) => listTags('Tag', tags),
    }),
    /** 分配标签给机构 POST /api/tag/distributeTag */
    distributeTags: build.mutation<
      Answer<typeof Tag.distributeTags>,
      Omit<Body<typeof Tag.distributeTags>, 'module'>
    >({
      query: (data) => ({
        url: '/api/tag/distributeTag',
        method: 'post',
        data: { ...data, module: TAG_MODULE },
      }),
      invalidatesTags: (_answer, _error, { tagIdList }) => [
        ...tagIdList.map((id) => ({ type: 'Tag' as const, id })),
        { type: 'Tag', id: LIST },
      ],
    }),
    /** 量表分页（status 0 草稿 / 1 已发布）GET /api/form/page */
    listScales: build.query<Answer<typeof Scale.listScales>, Query<typeof Scale.listScales>>({
      query: (params) => ({ url: '/api/form/page', params }),
      providesTags: (page) => listTags('Scale', page?.rows),
    }),
    /** 量表详情（含题目）GET /api/form/scaleDetail */
    getScale: build.query<Answer<typeof Scale.scaleDetail>, Query<typeof Scale.scaleDetail>['id']>({
      query: (id) => ({ url: '/api/form/scaleDetail', params: { id } }),
      providesTags: (_scale, _error, id) => [{ type: 'Scale', id }],
    }),
    /** 问卷分页 GET /api/form/getPaperPage */
    listQuestionnaires: build.query<
      Answer<typeof Questionnaire.listQuestionnaires>,
      Query<typeof Questionnaire.listQuestionnaires>
    >({
      query: (params) => ({ url: '/api/form/getPaperPage', params }),
      providesTags: (page) => listTags('Questionnaire', page?.rows),
    }),
  }),
});

export const {
  useListAllCategoriesQuery,
  useListAllTagsQuery,
  useDistributeTagsMutation,
  useListScalesQuery,
  useGetScaleQuery,
  useListQuestionnairesQuery,
} = assessmentApi;
