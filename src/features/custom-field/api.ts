import { baseApi } from '@/shared/request/baseApi';
import { listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/customField';

const customFieldApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 自定义字段列表 GET /server-platform/api/form/customField/list */
    listCustomFields: build.query<
      Answer<typeof C.listCustomFields>,
      Query<typeof C.listCustomFields>
    >({
      query: (params) => ({ url: '/server-platform/api/form/customField/list', params }),
      providesTags: (fields) => listTags('CustomField', fields),
    }),
    /** 新增自定义字段 POST /server-platform/api/form/customField/save */
    saveCustomField: build.mutation<
      Answer<typeof C.saveCustomField>,
      Body<typeof C.saveCustomField>
    >({
      query: (data) => ({
        url: '/server-platform/api/form/customField/save',
        method: 'post',
        data,
      }),
      invalidatesTags: ['CustomField'],
    }),
    /** 编辑自定义字段 POST /server-platform/api/form/customField/update */
    updateCustomField: build.mutation<
      Answer<typeof C.updateCustomField>,
      Body<typeof C.updateCustomField>
    >({
      query: (data) => ({
        url: '/server-platform/api/form/customField/update',
        method: 'post',
        data,
      }),
      invalidatesTags: ['CustomField'],
    }),
    /** 启用或停用自定义字段 POST /server-platform/api/form/customField/status */
    setCustomFieldEnabled: build.mutation<null, Body<typeof C.setCustomFieldEnabled>>({
      query: (data) => ({
        url: '/server-platform/api/form/customField/status',
        method: 'post',
        data,
      }),
      invalidatesTags: ['CustomField'],
    }),
    /** 删除自定义字段 POST /server-platform/api/form/customField/delete */
    deleteCustomField: build.mutation<null, Body<typeof C.deleteCustomField>>({
      query: (data) => ({
        url: '/server-platform/api/form/customField/delete',
        method: 'post',
        data,
      }),
      invalidatesTags: ['CustomField'],
    }),
  }),
});

export const {
  useListCustomFieldsQuery,
  useSaveCustomFieldMutation,
  useUpdateCustomFieldMutation,
  useSetCustomFieldEnabledMutation,
  useDeleteCustomFieldMutation,
} = customFieldApi;

/** Shared with other areas: declared in lookupApi.ts. */
