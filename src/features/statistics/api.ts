import { baseApi } from '@/shared/request/baseApi';
import { LIST } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/statistics';
import type * as M from '@/shared/contract/measure';

export type ConsultStatistics = Answer<typeof C.consultStatistics>;
export type ConsultCharts = Answer<typeof C.consultCharts>;
type StatConfig = Answer<typeof C.getStatConfig>;
export type OperateStatistics = Answer<typeof C.operateStatistics>;
export type MeasureOutcomes = Answer<typeof M.measureOutcomes>;

const statisticsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 咨询统计 GET /server-platform/api/statistics/consult/list */
    consultStatistics: build.query<ConsultStatistics, Query<typeof C.consultStatistics>>({
      query: (params) => ({ url: '/server-platform/api/statistics/consult/list', params }),
      providesTags: [{ type: 'ConsultOrder', id: LIST }],
    }),
    /** 咨询统计图表 GET /server-platform/api/statistics/consult/charts */
    consultCharts: build.query<ConsultCharts, Query<typeof C.consultCharts>>({
      query: (params) => ({ url: '/server-platform/api/statistics/consult/charts', params }),
      providesTags: [{ type: 'ConsultOrder', id: LIST }],
    }),
    /** 测评结局 GET /server-platform/api/measure/outcomes */
    measureOutcomes: build.query<MeasureOutcomes, Query<typeof M.measureOutcomes>>({
      query: (params) => ({ url: '/server-platform/api/measure/outcomes', params }),
      providesTags: [{ type: 'Measure', id: LIST }],
    }),
    /** 我的统计维度与列 GET /server-platform/api/statistics/config */
    getStatConfig: build.query<StatConfig, void>({
      query: () => ({ url: '/server-platform/api/statistics/config' }),
      providesTags: ['StatConfig'],
    }),
    /** 保存统计维度与列 POST /server-platform/api/statistics/config/save */
    saveStatConfig: build.mutation<null, Body<typeof C.saveStatConfig>>({
      query: (data) => ({
        url: '/server-platform/api/statistics/config/save',
        method: 'post',
        data,
      }),
      // The table follows the choice at once; a refusal puts the saved one back.
      async onQueryStarted(choice, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          statisticsApi.util.updateQueryData('getStatConfig', undefined, () => choice),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /** 运营统计 GET /server-platform/api/statistics/operate/list */
    operateStatistics: build.query<OperateStatistics, Query<typeof C.operateStatistics>>({
      query: (params) => ({ url: '/server-platform/api/statistics/operate/list', params }),
      providesTags: [{ type: 'ConsultOrder', id: LIST }],
    }),
  }),
});

export const {
  useConsultStatisticsQuery,
  useConsultChartsQuery,
  useGetStatConfigQuery,
  useSaveStatConfigMutation,
  useOperateStatisticsQuery,
  useMeasureOutcomesQuery,
} = statisticsApi;
