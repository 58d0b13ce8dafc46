import { baseApi } from '@/shared/request/baseApi';
import { TRANSFER_TIMEOUT_MS, upload } from '@/shared/request/client';
import type { Page } from '@/shared/request/types';
import type { SearchQuery } from '@/shared/components/SearchTable/searchQuery';
import type { TagBrief } from '@/features/tag/types';
import type { ImportScaleInput, Scale, ScaleDetail, ScaleTextValues } from './types';

const scaleApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 量表分页（status 0 草稿 / 1 已发布）GET /api/form/page */
    listScales: build.query<Page<Scale>, SearchQuery & { status: 0 | 1 }>({
      query: (params) => ({ url: '/api/form/page', params }),
      providesTags: ['Scale'],
    }),
    /** 量表详情（含题目）GET /api/form/scaleDetail */
    getScale: build.query<ScaleDetail, string>({
      query: (id) => ({ url: '/api/form/scaleDetail', params: { id } }),
      providesTags: ['Scale'],
    }),
    /** 发布或编辑量表（导入表格）POST /api/eval/importForm multipart; failures shown by the dialog */
    importScale: build.mutation<{ id: string }, ImportScaleInput>({
      query: ({ id, status, excelFile, coverImg }) => {
        const data = new FormData();
        if (id) data.append('id', id);
        data.append('status', String(status));
        if (excelFile) data.append('excelFile', excelFile);
        if (coverImg) data.append('coverImg', coverImg);
        return {
          url: '/api/eval/importForm',
          method: 'post',
          data,
          silent: true,
          timeout: TRANSFER_TIMEOUT_MS,
        };
      },
      invalidatesTags: ['Scale', 'ScaleData'],
    }),
    /** 编辑量表文字 POST /api/form/edit */
    editScaleText: build.mutation<null, ScaleTextValues>({
      query: (data) => ({ url: '/api/form/edit', method: 'post', data }),
      invalidatesTags: ['Scale', 'ScaleData'],
    }),
    /** 删除量表 GET /api/form/delete */
    deleteScale: build.mutation<null, string>({
      query: (id) => ({ url: '/api/form/delete', params: { id } }),
      invalidatesTags: ['Scale', 'ScaleData', 'Recommendation', 'Tag'],
    }),
    /** 量表已关联的标签 GET /api/form/getFormReTag */
    getScaleTags: build.query<TagBrief[], string>({
      query: (id) => ({ url: '/api/form/getFormReTag', params: { id } }),
      providesTags: ['Scale', 'Tag'],
    }),
    /** 量表关联标签 POST /api/form/formReTag */
    relateScaleTags: build.mutation<null, { formId: string; tagIdList: string[] }>({
      query: (data) => ({ url: '/api/form/formReTag', method: 'post', data }),
      invalidatesTags: ['Scale', 'Tag'],
    }),
  }),
});

export const {
  useListScalesQuery,
  useGetScaleQuery,
  useImportScaleMutation,
  useEditScaleTextMutation,
  useDeleteScaleMutation,
  useGetScaleTagsQuery,
  useRelateScaleTagsMutation,
} = scaleApi;

/** 上传封面 POST /api/file/uploadFile (path eval_form): the stored image's URL. */
export async function uploadScaleCover(file: File): Promise<string> {
  return (await upload<{ url: string }>('/api/file/uploadFile', { file, path: 'eval_form' })).url;
}
