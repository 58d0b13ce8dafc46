/**
 * Outside referral (外部转介) and supervision note (督导记录) calls: one home, as the visitor's chart,
 * the order detail and the partner page all show them (docs/api/casework.md).
 */
import type { Answer, Body, Query, Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/casework';
import { baseApi } from '@/shared/request/baseApi';
import { listTags } from '@/shared/request/tags';

export type Referral = Row<typeof C.listReferrals>;
export type SupervisionNotes = Answer<typeof C.listSupervisionNotes>;

const caseworkApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 外部转介分页 GET /server-platform/api/referral/page */
    listReferrals: build.query<Answer<typeof C.listReferrals>, Query<typeof C.listReferrals>>({
      query: (params) => ({ url: '/server-platform/api/referral/page', params }),
      providesTags: (page) => listTags('Referral', page?.rows),
    }),
    /** 发起外部转介 POST /server-platform/api/referral/save */
    saveReferral: build.mutation<Answer<typeof C.saveReferral>, Body<typeof C.saveReferral>>({
      query: (data) => ({ url: '/server-platform/api/referral/save', method: 'post', data }),
      invalidatesTags: ['Referral', 'Todo'],
    }),
    /** 记录转介结果 POST /server-platform/api/referral/result */
    recordReferralResult: build.mutation<
      Answer<typeof C.recordReferralResult>,
      Body<typeof C.recordReferralResult>
    >({
      query: (data) => ({ url: '/server-platform/api/referral/result', method: 'post', data }),
      invalidatesTags: ['Referral', 'Todo'],
    }),
    /** 关闭外部转介 POST /server-platform/api/referral/close */
    closeReferral: build.mutation<Answer<typeof C.closeReferral>, Body<typeof C.closeReferral>>({
      query: (data) => ({ url: '/server-platform/api/referral/close', method: 'post', data }),
      invalidatesTags: ['Referral', 'Todo'],
    }),
    /** 订单的督导记录 GET /server-platform/api/supervision/list (every reading is logged) */
    listSupervisionNotes: build.query<SupervisionNotes, string>({
      query: (orderId) => ({ url: '/server-platform/api/supervision/list', params: { orderId } }),
      providesTags: ['Supervision'],
      // Every opening is logged: never answered from the cache.
      keepUnusedDataFor: 0,
    }),
    /** 填写督导意见 POST /server-platform/api/supervision/save */
    saveSupervisionNote: build.mutation<
      Answer<typeof C.saveSupervisionNote>,
      Body<typeof C.saveSupervisionNote>
    >({
      query: (data) => ({ url: '/server-platform/api/supervision/save', method: 'post', data }),
      invalidatesTags: ['Supervision'],
    }),
    /** 回复督导意见 POST /server-platform/api/supervision/reply */
    replySupervisionNote: build.mutation<
      Answer<typeof C.replySupervisionNote>,
      Body<typeof C.replySupervisionNote>
    >({
      query: (data) => ({ url: '/server-platform/api/supervision/reply', method: 'post', data }),
      invalidatesTags: ['Supervision'],
    }),
    /** 督导记录查看记录 GET /server-platform/api/supervision/views */
    listSupervisionViews: build.query<
      Answer<typeof C.listSupervisionViews>,
      Query<typeof C.listSupervisionViews>
    >({
      query: (params) => ({ url: '/server-platform/api/supervision/views', params }),
      keepUnusedDataFor: 0,
    }),
    /** 来访者的督导记录 GET /server-platform/api/supervision/byCustomer (logged) */
    listCustomerSupervision: build.query<Answer<typeof C.listCustomerSupervision>, string>({
      query: (cusUserId) => ({
        url: '/server-platform/api/supervision/byCustomer',
        params: { cusUserId },
      }),
      providesTags: ['Supervision'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useListReferralsQuery,
  useSaveReferralMutation,
  useRecordReferralResultMutation,
  useCloseReferralMutation,
  useListSupervisionNotesQuery,
  useSaveSupervisionNoteMutation,
  useReplySupervisionNoteMutation,
  useListCustomerSupervisionQuery,
  useListSupervisionViewsQuery,
} = caseworkApi;
