/**
 * The counselling lookups several pages pick from (the order filters, manual entry, the
 * transition dialogs, the schedule pages, the customer and problem-type pages): one home, so no area repeats them.
 */
import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Query } from '@/shared/contract/call';
import type * as CusUser from '@/shared/contract/cusUser';
import type * as ProblemType from '@/shared/contract/problemType';
import type * as Schedule from '@/shared/contract/schedule';

const lookupApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 问题类型树 GET /server-platform/api/problemType/tree (status 1: enabled ones, for pickers) */
    problemTypeTree: build.query<
      Answer<typeof ProblemType.problemTypeTree>,
      Query<typeof ProblemType.problemTypeTree>
    >({
      query: (params) => ({ url: '/server-platform/api/problemType/tree', params }),
      providesTags: ['ProblemType'],
    }),
    /** 来访者分页 GET /server-platform/api/cusUser/page */
    listCustomers: build.query<
      Answer<typeof CusUser.listCusUsers>,
      Query<typeof CusUser.listCusUsers>
    >({
      query: (params) => ({ url: '/server-platform/api/cusUser/page', params }),
      providesTags: ['Customer'],
    }),
    /** 可排班的咨询师 GET /server-platform/api/schedule/experts */
    listScheduleExperts: build.query<
      Answer<typeof Schedule.listScheduleExperts>,
      Query<typeof Schedule.listScheduleExperts>
    >({
      query: (params) => ({ url: '/server-platform/api/schedule/experts', params }),
      providesTags: ['Schedule', 'Expert'],
    }),
    /** 咨询师某日的空闲时段 GET /server-platform/api/schedule/freeSlots (only free ones: the slot pickers of entry, reschedule, referral) */
    freeSlots: build.query<Answer<typeof Schedule.freeSlots>, Query<typeof Schedule.freeSlots>>({
      query: (params) => ({ url: '/server-platform/api/schedule/freeSlots', params }),
      providesTags: ['Schedule', 'ConsultOrder'],
    }),
  }),
});

export const {
  useProblemTypeTreeQuery,
  useListCustomersQuery,
  useListScheduleExpertsQuery,
  useLazyListScheduleExpertsQuery,
  useFreeSlotsQuery,
} = lookupApi;
