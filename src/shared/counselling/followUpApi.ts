/**
 * The follow-up calls (回访): one home, as the follow-up page, the hotline page and the order
 * detail all plan them.
 */
import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/followUp';

const followUpApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 回访记录分页 GET /server-platform/api/followUp/page */
    listFollowUps: build.query<Answer<typeof C.listFollowUps>, Query<typeof C.listFollowUps>>({
      query: (params) => ({ url: '/server-platform/api/followUp/page', params }),
      providesTags: ['FollowUp'],
    }),
    /** 安排回访 POST /server-platform/api/followUp/plan */
    planFollowUp: build.mutation<Answer<typeof C.planFollowUp>, Body<typeof C.planFollowUp>>({
      query: (data) => ({ url: '/server-platform/api/followUp/plan', method: 'post', data }),
      invalidatesTags: ['FollowUp', 'Todo', 'Hotline', 'ConsultOrder'],
    }),
    /** 记录回访 POST /server-platform/api/followUp/record */
    recordFollowUp: build.mutation<Answer<typeof C.recordFollowUp>, Body<typeof C.recordFollowUp>>({
      query: (data) => ({ url: '/server-platform/api/followUp/record', method: 'post', data }),
      invalidatesTags: ['FollowUp', 'Todo', 'Hotline', 'ConsultOrder', 'Customer'],
    }),
  }),
});

export const { useListFollowUpsQuery, usePlanFollowUpMutation, useRecordFollowUpMutation } =
  followUpApi;
