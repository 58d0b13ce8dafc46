import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as Consult from '@/shared/contract/consult';
import type * as CusUser from '@/shared/contract/cusUser';

const entryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 手动录入 / 热线转预约：新建咨询订单 POST /server-platform/api/consult/create */
    enterConsultOrder: build.mutation<
      Answer<typeof Consult.createConsultOrder>,
      Body<typeof Consult.createConsultOrder>
    >({
      query: (data) => ({ url: '/server-platform/api/consult/create', method: 'post', data }),
      invalidatesTags: ['ConsultOrder', 'Schedule', 'Customer'],
    }),
    /** 新增来访者（录入时）POST /server-platform/api/cusUser/save */
    createEntryCustomer: build.mutation<
      Answer<typeof CusUser.saveCusUser>,
      Body<typeof CusUser.saveCusUser>
    >({
      query: (data) => ({ url: '/server-platform/api/cusUser/save', method: 'post', data }),
      invalidatesTags: ['Customer'],
    }),
    /** 来访者详情（由链接带入的来访者）GET /server-platform/api/cusUser/detail */
    getEntryCustomer: build.query<
      Answer<typeof CusUser.cusUserDetail>,
      Query<typeof CusUser.cusUserDetail>['id']
    >({
      query: (id) => ({ url: '/server-platform/api/cusUser/detail', params: { id } }),
      providesTags: ['Customer'],
    }),
  }),
});

export const {
  useEnterConsultOrderMutation,
  useCreateEntryCustomerMutation,
  useGetEntryCustomerQuery,
} = entryApi;
