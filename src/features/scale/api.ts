import { baseApi } from '@/shared/request/baseApi';
import { multipartPost } from '@/shared/request/multipart';
import { changedRowTags, listTags } from '@/shared/request/tags';
import { uploadFile } from '@/shared/request/uploadFile';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/scale';
import type { ImportScaleInput, ScaleTextValues } from './types';

export const scaleApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 发布或编辑量表（导入表格）POST /api/eval/importForm multipart; failures shown by the dialog */
    importScale: build.mutation<Answer<typeof C.importForm>, ImportScaleInput>({
      query: ({ id, status, excelFile, coverImg }) =>
        multipartPost(
          '/api/eval/importForm',
          { id, status: String(status), excelFile, coverImg },
          { silent: true },
        ),
      // Lists too on an edit: publishing moves the scale from the drafts to the published tab.
      invalidatesTags: (_answer, _error, { id }) => [...changedRowTags('Scale', id), 'ScaleData'],
    }),
    /** 编辑量表文字 POST /api/form/edit */
    editScaleText: build.mutation<Answer<typeof C.editForm>, ScaleTextValues>({
      query: (data) => ({ url: '/api/form/edit', method: 'post', data }),
      // Lists too: they filter on the name.
      invalidatesTags: (_answer, _error, { id }) => [...changedRowTags('Scale', id), 'ScaleData'],
    }),
    /** 删除量表 GET /api/form/delete */
    deleteScale: build.mutation<Answer<typeof C.deleteScale>, Query<typeof C.deleteScale>['id']>({
      query: (id) => ({ url: '/api/form/delete', params: { id } }),
      invalidatesTags: (_answer, _error, id) => [
        ...changedRowTags('Scale', id),
        'ScaleData',
        'Recommendation',
        'Tag',
      ],
    }),
    /** 量表已关联的标签 GET /api/form/getFormReTag */
    getScaleTags: build.query<Answer<typeof C.getFormReTag>, Query<typeof C.getFormReTag>['id']>({
      query: (id) => ({ url: '/api/form/getFormReTag', params: { id } }),
      providesTags: (tags, _error, id) => [{ type: 'Scale', id }, ...listTags('Tag', tags)],
    }),
    /** 量表关联标签 POST /api/form/formReTag */
    relateScaleTags: build.mutation<Answer<typeof C.formReTag>, Body<typeof C.formReTag>>({
      query: (data) => ({ url: '/api/form/formReTag', method: 'post', data }),
      // Lists too: they filter on the tag.
      invalidatesTags: (_answer, _error, { formId }) => [...changedRowTags('Scale', formId), 'Tag'],
    }),
    /** 量表的咨询价格 GET /api/form/getConsultPrice */
    getScaleConsultPrice: build.query<
      Answer<typeof C.getScaleConsultPrice>,
      Query<typeof C.getScaleConsultPrice>['id']
    >({
      query: (id) => ({ url: '/api/form/getConsultPrice', params: { id } }),
      providesTags: (_price, _error, id) => [{ type: 'Scale', id }],
    }),
    /** 设置量表的咨询价格 POST /api/form/saveConsultPrice */
    saveScaleConsultPrice: build.mutation<
      Answer<typeof C.saveScaleConsultPrice>,
      Body<typeof C.saveScaleConsultPrice>
    >({
      query: (data) => ({ url: '/api/form/saveConsultPrice', method: 'post', data }),
      invalidatesTags: (_answer, _error, { formId }) => [{ type: 'Scale', id: formId }],
    }),
  }),
});

export const {
  useGetScaleConsultPriceQuery,
  useSaveScaleConsultPriceMutation,
  useImportScaleMutation,
  useEditScaleTextMutation,
  useDeleteScaleMutation,
  useGetScaleTagsQuery,
  useRelateScaleTagsMutation,
} = scaleApi;

/** 上传封面 POST /api/file/uploadFile (path eval_form): the stored image's URL. */
export const uploadScaleCover = (file: File): Promise<string> => uploadFile(file, 'eval_form');

/** Shared with other areas: declared in assessmentApi.ts. */
export { useListScalesQuery, useGetScaleQuery } from '@/shared/assessment/assessmentApi';
