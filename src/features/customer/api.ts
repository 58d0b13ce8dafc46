import { baseApi } from '@/shared/request/baseApi';
import { LIST } from '@/shared/request/tags';
import type { Body } from '@/shared/contract/call';
import type * as C from '@/shared/contract/cusUser';

// The list, detail and save are shared (shared/counselling/lookupApi.ts): manual entry uses them too.
export const customerApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 归档来访者 POST /server-platform/api/cusUser/archive */
    archiveCustomer: build.mutation<null, Body<typeof C.archiveCusUser>['id']>({
      query: (id) => ({
        url: '/server-platform/api/cusUser/archive',
        method: 'post',
        data: { id },
      }),
      // Lists too: the customer moves to the 已归档 tab.
      invalidatesTags: (_answer, _error, id) => [
        { type: 'Customer', id },
        { type: 'Customer', id: LIST },
      ],
    }),
    /** 恢复来访者 POST /server-platform/api/cusUser/restore */
    restoreCustomer: build.mutation<null, Body<typeof C.restoreCusUser>['id']>({
      query: (id) => ({
        url: '/server-platform/api/cusUser/restore',
        method: 'post',
        data: { id },
      }),
      invalidatesTags: (_answer, _error, id) => [
        { type: 'Customer', id },
        { type: 'Customer', id: LIST },
      ],
    }),
  }),
});

export const { useArchiveCustomerMutation, useRestoreCustomerMutation } = customerApi;
