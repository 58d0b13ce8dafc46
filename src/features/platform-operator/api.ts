import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/platformOperator';

const platformOperatorApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 平台运营人员分页 GET /server-platform/api/platformOperator/list */
    listPlatformOperators: build.query<
      Answer<typeof C.listPlatformOperators>,
      Query<typeof C.listPlatformOperators>
    >({
      query: (params) => ({ url: '/server-platform/api/platformOperator/list', params }),
      providesTags: (page) => listTags('PlatformOperator', page?.rows),
    }),
    /** 新增或编辑平台运营人员 POST /server-platform/api/platformOperator/save */
    savePlatformOperator: build.mutation<
      Answer<typeof C.savePlatformOperator>,
      Body<typeof C.savePlatformOperator>
    >({
      query: (data) => ({
        url: '/server-platform/api/platformOperator/save',
        method: 'post',
        data,
      }),
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('PlatformOperator', id),
    }),
    /** 冻结或恢复平台运营人员 POST /server-platform/api/platformOperator/updateStatus */
    updatePlatformOperatorStatus: build.mutation<
      Answer<typeof C.platformOperatorStatus>,
      Body<typeof C.platformOperatorStatus>
    >({
      query: (data) => ({
        url: '/server-platform/api/platformOperator/updateStatus',
        method: 'post',
        data,
      }),
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('PlatformOperator', id),
    }),
  }),
});

export const {
  useListPlatformOperatorsQuery,
  useSavePlatformOperatorMutation,
  useUpdatePlatformOperatorStatusMutation,
} = platformOperatorApi;
