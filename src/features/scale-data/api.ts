import { baseApi } from '@/shared/request/baseApi';
import { get, TRANSFER_TIMEOUT_MS } from '@/shared/request/client';
import { fetchAllPages, type BatchOptions } from '@/shared/request/fetchAllPages';
import type { Answer, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/scale-data';
import type { ScaleDataRow, TestRecord } from './types';

type ScaleDataQuery = Omit<Query<typeof C.formDataPage>, 'export'>;
type RecordQuery = Omit<Query<typeof C.testRecordPage>, 'export'>;

const scaleDataApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 量表数据分页 GET /api/form/formDataPage */
    listScaleData: build.query<Answer<typeof C.formDataPage>, ScaleDataQuery>({
      query: (params) => ({ url: '/api/form/formDataPage', params }),
      providesTags: ['ScaleData'],
    }),
    /** 量表测试记录分页 GET /api/form/testRecordPage */
    listTestRecords: build.query<Answer<typeof C.testRecordPage>, RecordQuery>({
      query: (params) => ({ url: '/api/form/testRecordPage', params }),
      providesTags: ['ScaleData'],
    }),
    /** 量表测试统计 GET /api/form/testStatistics */
    getTestStatistics: build.query<Answer<typeof C.testStatistics>, Query<typeof C.testStatistics>>(
      {
        query: (params) => ({ url: '/api/form/testStatistics', params }),
        providesTags: ['ScaleData'],
      },
    ),
  }),
});

export const { useListScaleDataQuery, useListTestRecordsQuery, useGetTestStatisticsQuery } =
  scaleDataApi;

/** What an export asks of a list (ours: `export=1`): its code is checked, personal rows are logged. */
const EXPORT = { export: '1' } as const;

/** 导出Excel: every scale-data row (GET /api/form/formDataPage, export=1), in batches of 10,000. */
export const fetchAllScaleData = (
  query: ScaleDataQuery,
  batch: BatchOptions,
): Promise<ScaleDataRow[]> =>
  fetchAllPages(
    (pageNum, pageSize, signal) =>
      get<Answer<typeof C.formDataPage>>(
        '/api/form/formDataPage',
        { ...query, pageNum, pageSize, ...EXPORT } satisfies Query<typeof C.formDataPage>,
        { timeout: TRANSFER_TIMEOUT_MS, signal, offThread: true },
      ),
    batch,
  );

/** 导出Excel: every test record (GET /api/form/testRecordPage, export=1), in batches of 10,000; mobiles as the identity may see them. */
export const fetchAllTestRecords = (
  query: RecordQuery,
  batch: BatchOptions,
): Promise<TestRecord[]> =>
  fetchAllPages(
    (pageNum, pageSize, signal) =>
      get<Answer<typeof C.testRecordPage>>(
        '/api/form/testRecordPage',
        { ...query, pageNum, pageSize, ...EXPORT } satisfies Query<typeof C.testRecordPage>,
        { timeout: TRANSFER_TIMEOUT_MS, signal, offThread: true },
      ),
    batch,
  );
