import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/consult';
import { baseApi } from '@/shared/request/baseApi';
import { LIST, listTags } from '@/shared/request/tags';
import { getPage, TRANSFER_TIMEOUT_MS } from '@/shared/request/client';
import { fetchAllPages, type BatchOptions } from '@/shared/request/fetchAllPages';
import type { SearchQuery } from '@/shared/components/SearchTable';
import type {
  ConsultOrderPage,
  ConsultOrderRow,
  RecommendBody,
  TransitionRequest,
  UrgeBody,
} from './types';

export const consultApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 咨询订单分页（含各状态数量）GET /server-platform/api/consult/page */
    listConsultOrders: build.query<ConsultOrderPage, SearchQuery>({
      query: (params) => ({ url: '/server-platform/api/consult/page', params }),
      providesTags: (page) => listTags('ConsultOrder', page?.rows),
    }),
    /** 咨询订单详情 GET /server-platform/api/consult/detail */
    getConsultOrder: build.query<Answer<typeof C.consultOrderDetail>, string>({
      query: (id) => ({ url: '/server-platform/api/consult/detail', params: { id } }),
      providesTags: (_order, _error, id) => [{ type: 'ConsultOrder', id }],
    }),
    /**
     * 订单状态更新 POST /server-platform/api/consult/updateStatus, or 取消订单 POST
     * /server-platform/api/consult/cancel. A refusal refreshes too: a stale order shows what
     * someone else did. The lists refetch as well: the status tabs and their counts, the badge,
     * the figures and the fees follow the status.
     */
    moveConsultOrder: build.mutation<Answer<typeof C.updateConsultOrderStatus>, TransitionRequest>({
      query: (request) => {
        if (request.action !== 'cancel')
          return {
            url: '/server-platform/api/consult/updateStatus',
            method: 'post',
            data: request,
          };
        const { action: _cancel, ...data } = request;
        return { url: '/server-platform/api/consult/cancel', method: 'post', data };
      },
      // A freed slot may go to the waiting list (an offer and a 候补可约 to-do).
      invalidatesTags: (_answer, _error, { id }) => [
        { type: 'ConsultOrder', id },
        { type: 'ConsultOrder', id: LIST },
        'Schedule',
        'Waitlist',
        'Todo',
      ],
    }),
    /** 催单 POST /server-platform/api/consult/urge */
    urgeConsultOrder: build.mutation<Answer<typeof C.urgeConsultOrder>, UrgeBody>({
      query: (data) => ({ url: '/server-platform/api/consult/urge', method: 'post', data }),
      // The lists too: rows show their urges, and an urge may raise the expert's to-do badge.
      invalidatesTags: (_answer, _error, { id }) => [
        { type: 'ConsultOrder', id },
        { type: 'ConsultOrder', id: LIST },
      ],
    }),
    /** 紧急查看联系人 POST /server-platform/api/consult/emergencyContact/reveal: the answer is shown once, not cached; the timeline gains the entry */
    revealEmergencyContact: build.mutation<
      Answer<typeof C.revealEmergencyContact>,
      Body<typeof C.revealEmergencyContact>
    >({
      query: (data) => ({
        url: '/server-platform/api/consult/emergencyContact/reveal',
        method: 'post',
        data,
      }),
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'ConsultOrder', id }],
    }),
    /** 订单备注 POST /server-platform/api/consult/remark */
    remarkConsultOrder: build.mutation<
      Answer<typeof C.remarkConsultOrder>,
      Body<typeof C.remarkConsultOrder>
    >({
      query: (data) => ({ url: '/server-platform/api/consult/remark', method: 'post', data }),
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'ConsultOrder', id }],
    }),
    /** 可推荐对象 GET /server-platform/api/consult/recommendTargets ?orderId&kind */
    listRecommendTargets: build.query<
      Answer<typeof C.listRecommendTargets>,
      Query<typeof C.listRecommendTargets>
    >({
      query: (params) => ({ url: '/server-platform/api/consult/recommendTargets', params }),
    }),
    /** 咨询后推荐（量表或咨询师）POST /server-platform/api/consult/recommend */
    recommendConsultOrder: build.mutation<Answer<typeof C.recommendConsultOrder>, RecommendBody>({
      query: (data) => ({ url: '/server-platform/api/consult/recommend', method: 'post', data }),
      invalidatesTags: (_answer, _error, { id }) => [
        { type: 'ConsultOrder', id },
        { type: 'ConsultOrder', id: LIST },
      ],
    }),
  }),
});

export const {
  useListConsultOrdersQuery,
  useGetConsultOrderQuery,
  useMoveConsultOrderMutation,
  useUrgeConsultOrderMutation,
  useRemarkConsultOrderMutation,
  useRevealEmergencyContactMutation,
  useListRecommendTargetsQuery,
  useRecommendConsultOrderMutation,
} = consultApi;

/** Rows to export: the page call with the list's filters, batch after batch of 10000 (spec §9); silent, the export says what failed. */
export const fetchConsultOrdersForExport = (
  filters: Omit<SearchQuery, 'pageNum' | 'pageSize'>,
  batch: BatchOptions,
) =>
  fetchAllPages(
    (pageNum, pageSize, signal) =>
      getPage<ConsultOrderRow>(
        '/server-platform/api/consult/page',
        { ...filters, pageNum, pageSize },
        { silent: true, timeout: TRANSFER_TIMEOUT_MS, signal, offThread: true },
      ),
    batch,
  );
