import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/cusUser';

// The list is the shared lookup (useListCustomersQuery in shared/counselling/lookupApi.ts).
const customerApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 来访者详情 GET /server-platform/api/cusUser/detail */
    getCustomer: build.query<Answer<typeof C.cusUserDetail>, Query<typeof C.cusUserDetail>['id']>({
      query: (id) => ({ url: '/server-platform/api/cusUser/detail', params: { id } }),
      providesTags: ['Customer'],
    }),
    /** 新增或编辑来访者 POST /server-platform/api/cusUser/save */
    saveCustomer: build.mutation<Answer<typeof C.saveCusUser>, Body<typeof C.saveCusUser>>({
      query: (data) => ({ url: '/server-platform/api/cusUser/save', method: 'post', data }),
      invalidatesTags: ['Customer'],
    }),
    /** 归档来访者 POST /server-platform/api/cusUser/archive */
    archiveCustomer: build.mutation<null, Body<typeof C.archiveCusUser>['id']>({
      query: (id) => ({
        url: '/server-platform/api/cusUser/archive',
        method: 'post',
        data: { id },
      }),
      invalidatesTags: ['Customer'],
    }),
    /** 恢复来访者 POST /server-platform/api/cusUser/restore */
    restoreCustomer: build.mutation<null, Body<typeof C.restoreCusUser>['id']>({
      query: (id) => ({
        url: '/server-platform/api/cusUser/restore',
        method: 'post',
        data: { id },
      }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const {
  useGetCustomerQuery,
  useSaveCustomerMutation,
  useArchiveCustomerMutation,
  useRestoreCustomerMutation,
} = customerApi;
