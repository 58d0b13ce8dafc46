import { baseApi } from '@/shared/request/baseApi';
import { fetchInBatches } from '@/shared/request/batchFetch';
import { get } from '@/shared/request/client';
import type { Page } from '@/shared/request/types';
import type { SearchQuery } from '@/shared/components/SearchTable/searchQuery';
import type { ScaleDataRow, TestRecord, TestStatistics } from './types';

type RecordQuery = SearchQuery & { formId: string };

const scaleDataApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 量表数据分页 GET /api/form/formDataPage */
    listScaleData: build.query<Page<ScaleDataRow>, SearchQuery>({
      query: (params) => ({ url: '/api/form/formDataPage', params }),
      providesTags: ['ScaleData'],
    }),
    /** 量表测试记录分页 GET /api/form/testRecordPage */
    listTestRecords: build.query<Page<TestRecord>, RecordQuery>({
      query: (params) => ({ url: '/api/form/testRecordPage', params }),
      providesTags: ['ScaleData'],
    }),
    /** 量表测试统计 GET /api/form/testStatistics */
    getTestStatistics: build.query<TestStatistics, RecordQuery>({
      query: (params) => ({ url: '/api/form/testStatistics', params }),
      providesTags: ['ScaleData'],
    }),
  }),
});

export const { useListScaleDataQuery, useListTestRecordsQuery, useGetTestStatisticsQuery } =
  scaleDataApi;

/** What an export asks of a list (ours: `export=1`): its code is checked, personal rows are logged. */
const EXPORT = { export: 1 } as const;

/** 导出Excel: every scale-data row (GET /api/form/formDataPage, export=1), in batches of 10,000. */
export const fetchAllScaleData = (query: SearchQuery): Promise<ScaleDataRow[]> =>
  fetchInBatches((paging) =>
    get<Page<ScaleDataRow>>('/api/form/formDataPage', { ...query, ...paging, ...EXPORT }),
  );

/** 导出Excel: every test record (GET /api/form/testRecordPage, export=1), in batches of 10,000; mobiles as the identity may see them. */
export const fetchAllTestRecords = (query: RecordQuery): Promise<TestRecord[]> =>
  fetchInBatches((paging) =>
    get<Page<TestRecord>>('/api/form/testRecordPage', { ...query, ...paging, ...EXPORT }),
  );
