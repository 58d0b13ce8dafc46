import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body } from '@/shared/contract/call';
import type * as C from '@/shared/contract/problemType';

// The tree is the shared lookup (useProblemTypeTreeQuery in shared/counselling/lookupApi.ts).
const problemTypeApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 新增、重命名或排序问题类型 POST /server-platform/api/problemType/save */
    saveProblemType: build.mutation<
      Answer<typeof C.saveProblemType>,
      Body<typeof C.saveProblemType>
    >({
      query: (data) => ({ url: '/server-platform/api/problemType/save', method: 'post', data }),
      invalidatesTags: ['ProblemType'],
    }),
    /** 启用或停用问题类型 POST /server-platform/api/problemType/updateStatus */
    updateProblemTypeStatus: build.mutation<null, Body<typeof C.problemTypeStatus>>({
      query: (data) => ({
        url: '/server-platform/api/problemType/updateStatus',
        method: 'post',
        data,
      }),
      invalidatesTags: ['ProblemType'],
    }),
    /** 删除问题类型 POST /server-platform/api/problemType/delete (the page answers a refusal itself) */
    deleteProblemType: build.mutation<null, Body<typeof C.deleteProblemType>['id']>({
      query: (id) => ({
        url: '/server-platform/api/problemType/delete',
        method: 'post',
        data: { id },
        silent: true,
      }),
      invalidatesTags: ['ProblemType'],
    }),
  }),
});

export const {
  useSaveProblemTypeMutation,
  useUpdateProblemTypeStatusMutation,
  useDeleteProblemTypeMutation,
} = problemTypeApi;
