import { baseApi } from '@/shared/request/baseApi';
import { LIST } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as Consult from '@/shared/contract/consult';
import type * as Series from '@/shared/contract/consultSeries';

const entryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 手动录入 / 热线转预约：新建咨询订单 POST /server-platform/api/consult/create */
    enterConsultOrder: build.mutation<
      Answer<typeof Consult.createConsultOrder>,
      Body<typeof Consult.createConsultOrder>
    >({
      query: (data) => ({ url: '/server-platform/api/consult/create', method: 'post', data }),
      invalidatesTags: [{ type: 'ConsultOrder', id: LIST }, 'Schedule', 'Customer'],
    }),
    /** 周期预约预览 GET /server-platform/api/consult/series/preview: each date's state, nothing held */
    previewConsultSeries: build.query<
      Answer<typeof Series.previewConsultSeries>,
      Query<typeof Series.previewConsultSeries>
    >({
      query: (params) => ({ url: '/server-platform/api/consult/series/preview', params }),
      providesTags: ['Schedule', { type: 'ConsultOrder', id: LIST }],
    }),
    /** 周期预约 POST /server-platform/api/consult/series/create: the kept sessions, all or none */
    enterConsultSeries: build.mutation<
      Answer<typeof Series.createConsultSeries>,
      Body<typeof Series.createConsultSeries>
    >({
      query: (data) => ({
        url: '/server-platform/api/consult/series/create',
        method: 'post',
        data,
      }),
      invalidatesTags: [{ type: 'ConsultOrder', id: LIST }, 'Schedule', 'Customer'],
    }),
  }),
});

export const {
  useEnterConsultOrderMutation,
  usePreviewConsultSeriesQuery,
  useEnterConsultSeriesMutation,
} = entryApi;
