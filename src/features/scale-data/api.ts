import { baseApi } from '@/shared/request/baseApi';
import { get } from '@/shared/request/client';
import type { Page } from '@/shared/request/types';
import type { SearchQuery } from '@/shared/components/SearchTable/searchQuery';
import type { ScaleDataRow, TestRecord, TestStatistics } from './types';

type RecordQuery = SearchQuery & { formId: string };

const scaleDataApi = baseApi.injectEndpoints({
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

/** What an export asks of a list (ours: `export=1`): every row (pageSize 0), under the export's code, logged when personal. */
const EXPORT_PAGE = { pageNum: 1, pageSize: 0, export: 1 } as const;

/** 导出Excel: every scale-data row (GET /api/form/formDataPage, export=1). */
export async function fetchAllScaleData(query: SearchQuery): Promise<ScaleDataRow[]> {
  return (await get<Page<ScaleDataRow>>('/api/form/formDataPage', { ...query, ...EXPORT_PAGE }))
    .rows;
}

/** 导出Excel: every test record (GET /api/form/testRecordPage, export=1); mobiles as the identity may see them. */
export async function fetchAllTestRecords(query: RecordQuery): Promise<TestRecord[]> {
  return (await get<Page<TestRecord>>('/api/form/testRecordPage', { ...query, ...EXPORT_PAGE }))
    .rows;
}
