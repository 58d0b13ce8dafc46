/** The chart's 测评 tab: scored scales, a visitor's plans and results (docs/api/measures.md). */
import type { Answer, Body } from '@/shared/contract/call';
import type * as C from '@/shared/contract/measure';
import { baseApi } from '@/shared/request/baseApi';

export type MeasureScale = Answer<typeof C.listMeasureScales>[number];
export type MeasurePlan = Answer<typeof C.listMeasurePlans>[number];
type MeasurePlanBody = Body<typeof C.saveMeasurePlan>;
type MeasureResults = Answer<typeof C.listMeasureResults>;
export type MeasureResult = MeasureResults['results'][number];
type MeasureResultDetail = Answer<typeof C.measureResultDetail>;

/** A visitor's plans and results share the visitor's id as their tag. */
const visitorTag = (cusUserId: string) => [{ type: 'Measure' as const, id: cusUserId }];

const measureApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 计分量表 GET /server-platform/api/measure/scales */
    listMeasureScales: build.query<MeasureScale[], void>({
      query: () => ({ url: '/server-platform/api/measure/scales', method: 'get' }),
    }),
    /** 测评计划 GET /server-platform/api/measure/plan/list */
    listMeasurePlans: build.query<MeasurePlan[], string>({
      query: (cusUserId) => ({
        url: '/server-platform/api/measure/plan/list',
        method: 'get',
        params: { cusUserId },
      }),
      providesTags: (_answer, _error, cusUserId) => visitorTag(cusUserId),
    }),
    /** 保存测评计划 POST /server-platform/api/measure/plan/save */
    saveMeasurePlan: build.mutation<{ id: string; sentSms: number }, MeasurePlanBody>({
      query: (body) => ({
        url: '/server-platform/api/measure/plan/save',
        method: 'post',
        data: body,
      }),
      invalidatesTags: (_answer, _error, body) => visitorTag(body.cusUserId),
    }),
    /** 删除测评计划 POST /server-platform/api/measure/plan/delete */
    deleteMeasurePlan: build.mutation<null, { id: string; cusUserId: string }>({
      query: ({ id }) => ({
        url: '/server-platform/api/measure/plan/delete',
        method: 'post',
        data: { id },
      }),
      invalidatesTags: (_answer, _error, { cusUserId }) => visitorTag(cusUserId),
    }),
    /** 测评结果 GET /server-platform/api/measure/result/list */
    listMeasureResults: build.query<MeasureResults, string>({
      query: (cusUserId) => ({
        url: '/server-platform/api/measure/result/list',
        method: 'get',
        params: { cusUserId },
      }),
      providesTags: (_answer, _error, cusUserId) => visitorTag(cusUserId),
    }),
    /** 测评作答 GET /server-platform/api/measure/result/detail (each view logged: never cached) */
    getMeasureResult: build.query<MeasureResultDetail, string>({
      query: (id) => ({
        url: '/server-platform/api/measure/result/detail',
        method: 'get',
        params: { id },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useListMeasureScalesQuery,
  useListMeasurePlansQuery,
  useSaveMeasurePlanMutation,
  useDeleteMeasurePlanMutation,
  useListMeasureResultsQuery,
  useGetMeasureResultQuery,
} = measureApi;
