import { saveAs } from 'file-saver';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/caseRecord';
import { baseApi } from '@/shared/request/baseApi';
import { get, TRANSFER_TIMEOUT_MS } from '@/shared/request/client';

export type CaseRecordStatus = Answer<typeof C.caseRecordStatus>;
export type CaseRecordDetail = Answer<typeof C.caseRecordDetail>;
export type AnswerSheets = Answer<typeof C.exportFormAnswers>;

export const caseRecordApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 个案记录状态 GET /server-platform/api/consult/caseRecord/status */
    getCaseRecordStatus: build.query<CaseRecordStatus, string>({
      query: (orderId) => ({
        url: '/server-platform/api/consult/caseRecord/status',
        params: { orderId },
      }),
      providesTags: (_status, _error, orderId) => [
        'CaseRecord',
        { type: 'ConsultOrder', id: orderId },
      ],
    }),
    /** 查看个案记录（记入查看记录）GET /server-platform/api/consult/caseRecord/detail */
    getCaseRecord: build.query<CaseRecordDetail, string>({
      query: (orderId) => ({
        url: '/server-platform/api/consult/caseRecord/detail',
        params: { orderId },
      }),
      // Every opening is logged: never answered from the cache.
      keepUnusedDataFor: 0,
    }),
    /** 个案记录草稿 POST /server-platform/api/consult/caseRecord/draft (silent: the panel says when it failed) */
    saveCaseRecordDraft: build.mutation<
      Answer<typeof C.saveCaseRecordDraft>,
      Body<typeof C.saveCaseRecordDraft>
    >({
      query: (data) => ({
        url: '/server-platform/api/consult/caseRecord/draft',
        method: 'post',
        data,
        silent: true,
      }),
    }),
    /** 查看记录 GET /server-platform/api/consult/caseRecord/views */
    listCaseRecordViews: build.query<
      Answer<typeof C.listCaseRecordViews>,
      Query<typeof C.listCaseRecordViews>
    >({
      query: (params) => ({ url: '/server-platform/api/consult/caseRecord/views', params }),
      keepUnusedDataFor: 0,
    }),
    /** 订单满意度 GET /server-platform/api/consult/satisfaction */
    getOrderSatisfaction: build.query<Answer<typeof C.orderSatisfaction>, string>({
      query: (orderId) => ({
        url: '/server-platform/api/consult/satisfaction',
        params: { orderId },
      }),
      providesTags: (_answer, _error, orderId) => [{ type: 'ConsultOrder', id: orderId }],
    }),
  }),
});

export const {
  useGetCaseRecordStatusQuery,
  useGetCaseRecordQuery,
  useSaveCaseRecordDraftMutation,
  useListCaseRecordViewsQuery,
  useGetOrderSatisfactionQuery,
} = caseRecordApi;

/** 下载个案记录PDF GET /server-platform/api/consult/caseRecord/pdf → {base64, fileName}, saved as a file. */
export async function saveCaseRecordPdf(orderId: string) {
  const file = await get<Answer<typeof C.caseRecordPdf>>(
    '/server-platform/api/consult/caseRecord/pdf',
    { orderId },
    { timeout: TRANSFER_TIMEOUT_MS },
  );
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  saveAs(new Blob([bytes], { type: 'application/pdf' }), file.fileName);
}

/** 导出表单答案 GET /server-platform/api/form/answers/export: the sheets of the in-use template of a kind. */
export const fetchAnswerSheets = (params: Query<typeof C.exportFormAnswers>) =>
  get<AnswerSheets>('/server-platform/api/form/answers/export', params, {
    timeout: TRANSFER_TIMEOUT_MS,
  });
