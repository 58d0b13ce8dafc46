/**
 * The counselling calls several areas share (the order filters, manual entry, the transition
 * dialogs, the schedule pages, the customer and problem-type pages, manual entry's custom fields and
 * partner picker): one home, so no area repeats them.
 */
import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, LIST, listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as CusUser from '@/shared/contract/cusUser';
import type * as CustomField from '@/shared/contract/customField';
import type * as Partner from '@/shared/contract/partner';
import type * as ProblemType from '@/shared/contract/problemType';
import type * as Schedule from '@/shared/contract/schedule';

export const lookupApi = baseApi.injectEndpoints({
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
      providesTags: (page) => listTags('Customer', page?.rows),
    }),
    /** 来访者详情 GET /server-platform/api/cusUser/detail (the customer pages; a visitor a link brings to manual entry) */
    getCustomer: build.query<
      Answer<typeof CusUser.cusUserDetail>,
      Query<typeof CusUser.cusUserDetail>['id']
    >({
      query: (id) => ({ url: '/server-platform/api/cusUser/detail', params: { id } }),
      // Its orders too: the detail lists them with their status, which a transition changes.
      providesTags: (customer, _error, id) => [
        { type: 'Customer', id },
        ...(customer?.orders ?? []).map((order) => ({
          type: 'ConsultOrder' as const,
          id: order.id,
        })),
      ],
    }),
    /** 新增或编辑来访者 POST /server-platform/api/cusUser/save (the customer pages; a new visitor in manual entry) */
    saveCustomer: build.mutation<
      Answer<typeof CusUser.saveCusUser>,
      Body<typeof CusUser.saveCusUser>
    >({
      query: (data) => ({ url: '/server-platform/api/cusUser/save', method: 'post', data }),
      // Lists too on an edit: they filter on the name and mobile.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('Customer', id),
    }),
    /** 可排班的咨询师 GET /server-platform/api/schedule/experts */
    listScheduleExperts: build.query<
      Answer<typeof Schedule.listScheduleExperts>,
      Query<typeof Schedule.listScheduleExperts>
    >({
      query: (params) => ({ url: '/server-platform/api/schedule/experts', params }),
      providesTags: (page) => [
        'Schedule',
        ...listTags('Expert', page?.rows, (expert) => expert.expertId),
      ],
    }),
    /** 咨询师某日的空闲时段 GET /server-platform/api/schedule/freeSlots (only free ones: the slot pickers of entry, reschedule, referral) */
    freeSlots: build.query<Answer<typeof Schedule.freeSlots>, Query<typeof Schedule.freeSlots>>({
      query: (params) => ({ url: '/server-platform/api/schedule/freeSlots', params }),
      providesTags: ['Schedule', { type: 'ConsultOrder', id: LIST }],
    }),
    /** 本机构启用的自定义字段 GET /server-platform/api/form/customField/enabled */
    enabledCustomFields: build.query<Answer<typeof CustomField.enabledCustomFields>, void>({
      query: () => ({ url: '/server-platform/api/form/customField/enabled' }),
      providesTags: (fields) => listTags('CustomField', fields),
    }),
    /** 合作伙伴分页 GET /server-platform/api/partner/page (also manual entry's partner picker) */
    listPartners: build.query<
      Answer<typeof Partner.listPartners>,
      Query<typeof Partner.listPartners>
    >({
      query: (params) => ({ url: '/server-platform/api/partner/page', params }),
      providesTags: (page) => listTags('Partner', page?.rows),
    }),
  }),
});

export const {
  useProblemTypeTreeQuery,
  useListCustomersQuery,
  useGetCustomerQuery,
  useSaveCustomerMutation,
  useListScheduleExpertsQuery,
  useLazyListScheduleExpertsQuery,
  useFreeSlotsQuery,
  useEnabledCustomFieldsQuery,
  useListPartnersQuery,
} = lookupApi;
