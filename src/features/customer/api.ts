import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, LIST } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/cusUser';

// The list, detail and save are shared (shared/counselling/lookupApi.ts): manual entry uses them too.
export const customerApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 来访者档案时间线 GET /server-platform/api/cusUser/timeline */
    getCustomerTimeline: build.query<
      Answer<typeof C.cusUserTimeline>,
      Query<typeof C.cusUserTimeline>['id']
    >({
      query: (id) => ({ url: '/server-platform/api/cusUser/timeline', params: { id } }),
      // Its orders' changes, follow-ups and calls are events: each of those tags renews it.
      providesTags: (answer, _error, id) => [
        { type: 'Customer', id },
        { type: 'FollowUp', id: LIST },
        { type: 'Hotline', id: LIST },
        ...[...new Set(answer?.events.map((event) => event.orderId).filter(Boolean))].map(
          (orderId) => ({ type: 'ConsultOrder' as const, id: orderId }),
        ),
      ],
    }),
    /** 归档来访者 POST /server-platform/api/cusUser/archive */
    archiveCustomer: build.mutation<null, Body<typeof C.archiveCusUser>['id']>({
      query: (id) => ({
        url: '/server-platform/api/cusUser/archive',
        method: 'post',
        data: { id },
      }),
      // Lists too: the customer moves to the 已归档 tab.
      invalidatesTags: (_answer, _error, id) => changedRowTags('Customer', id),
    }),
    /** 恢复来访者 POST /server-platform/api/cusUser/restore */
    restoreCustomer: build.mutation<null, Body<typeof C.restoreCusUser>['id']>({
      query: (id) => ({
        url: '/server-platform/api/cusUser/restore',
        method: 'post',
        data: { id },
      }),
      invalidatesTags: (_answer, _error, id) => changedRowTags('Customer', id),
    }),
  }),
});

export const {
  useArchiveCustomerMutation,
  useGetCustomerTimelineQuery,
  useRestoreCustomerMutation,
} = customerApi;
