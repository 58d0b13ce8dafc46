import { baseApi } from '@/shared/request/baseApi';
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

/** Every row of a list for export (pageSize 0 asks the platform for all of them). */
export async function fetchAllScaleData(query: SearchQuery): Promise<ScaleDataRow[]> {
  return (
    await get<Page<ScaleDataRow>>('/api/form/formDataPage', { ...query, pageNum: 1, pageSize: 0 })
  ).rows;
}

export async function fetchAllTestRecords(query: RecordQuery): Promise<TestRecord[]> {
  return (
    await get<Page<TestRecord>>('/api/form/testRecordPage', { ...query, pageNum: 1, pageSize: 0 })
  ).rows;
}

/** 个人量表报告 PDF GET /web/eval/downloadScaleReportPdf (file download). */
export const SCALE_REPORT_PDF_URL = '/web/eval/downloadScaleReportPdf';
