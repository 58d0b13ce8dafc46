import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/hotline';

const hotlineApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 热线工单分页 GET /server-platform/api/hotline/page */
    listHotlines: build.query<Answer<typeof C.listHotlines>, Query<typeof C.listHotlines>>({
      query: (params) => ({ url: '/server-platform/api/hotline/page', params }),
      providesTags: (page) => listTags('Hotline', page?.rows),
    }),
    /** 热线工单详情 GET /server-platform/api/hotline/detail */
    getHotline: build.query<Answer<typeof C.hotlineDetail>, string>({
      query: (id) => ({ url: '/server-platform/api/hotline/detail', params: { id } }),
      providesTags: (_hotline, _error, id) => [{ type: 'Hotline', id }, 'FollowUp', 'Todo'],
    }),
    /** 登记或编辑热线来电 POST /server-platform/api/hotline/save */
    saveHotline: build.mutation<Answer<typeof C.saveHotline>, Body<typeof C.saveHotline>>({
      query: (data) => ({ url: '/server-platform/api/hotline/save', method: 'post', data }),
      // Lists too on an edit: they filter on what the form sets.
      invalidatesTags: (_answer, _error, { id }) => [...changedRowTags('Hotline', id), 'Todo'],
    }),
  }),
});

export const { useListHotlinesQuery, useGetHotlineQuery, useSaveHotlineMutation } = hotlineApi;
