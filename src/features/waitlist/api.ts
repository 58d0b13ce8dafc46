import { baseApi } from '@/shared/request/baseApi';
import { listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/waitlist';

const waitlistApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 候补名单分页 GET /server-platform/api/waitlist/page */
    listWaitlist: build.query<Answer<typeof C.listWaitlist>, Query<typeof C.listWaitlist>>({
      query: (params) => ({ url: '/server-platform/api/waitlist/page', params }),
      providesTags: (page) => listTags('Waitlist', page?.rows),
    }),
    /** 加入候补 POST /server-platform/api/waitlist/create */
    createWaitlistEntry: build.mutation<
      Answer<typeof C.createWaitlistEntry>,
      Body<typeof C.createWaitlistEntry>
    >({
      query: (data) => ({ url: '/server-platform/api/waitlist/create', method: 'post', data }),
      invalidatesTags: ['Waitlist'],
    }),
    /** 撤销候补 POST /server-platform/api/waitlist/withdraw: a held slot passes on */
    withdrawWaitlistEntry: build.mutation<
      Answer<typeof C.withdrawWaitlistEntry>,
      Body<typeof C.withdrawWaitlistEntry>
    >({
      query: (data) => ({ url: '/server-platform/api/waitlist/withdraw', method: 'post', data }),
      invalidatesTags: ['Waitlist', 'Todo', 'Schedule'],
    }),
    /** 转为订单 POST /server-platform/api/waitlist/book: a new order on the held slot */
    bookWaitlistOffer: build.mutation<
      Answer<typeof C.bookWaitlistOffer>,
      Body<typeof C.bookWaitlistOffer>
    >({
      query: (data) => ({ url: '/server-platform/api/waitlist/book', method: 'post', data }),
      invalidatesTags: ['Waitlist', 'Todo', 'Schedule', 'ConsultOrder', 'Customer'],
    }),
  }),
});

export const {
  useListWaitlistQuery,
  useCreateWaitlistEntryMutation,
  useWithdrawWaitlistEntryMutation,
  useBookWaitlistOfferMutation,
} = waitlistApi;
