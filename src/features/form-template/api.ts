import { baseApi } from '@/shared/request/baseApi';
import { multipartPost } from '@/shared/request/multipart';
import { changedRowTags, LIST, listTags } from '@/shared/request/tags';
import { downloadFile } from '@/shared/request/download';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/form';
import type { FormKind, FormTemplate, FormTemplateContent } from '@/shared/contract/formTemplate';
import { FORM_KIND_LABEL } from '@/shared/forms/formCodes';

type IdBody = Body<typeof C.submitFormTemplate>;
const post = (url: string) => (data: unknown) => ({ url, method: 'post' as const, data });

const formTemplateApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 表单模板分页 GET /server-platform/api/form/page */
    listFormTemplates: build.query<
      Answer<typeof C.listFormTemplates>,
      Query<typeof C.listFormTemplates>
    >({
      query: (params) => ({ url: '/server-platform/api/form/page', params }),
      providesTags: (page) => listTags('FormTemplate', page?.rows),
    }),
    /** 表单模板详情 GET /server-platform/api/form/detail */
    getFormTemplate: build.query<FormTemplate, string>({
      query: (id) => ({ url: '/server-platform/api/form/detail', params: { id } }),
      providesTags: (_template, _error, id) => [{ type: 'FormTemplate', id }],
    }),
    /** 新建表单模板 POST /server-platform/api/form/save */
    saveFormTemplate: build.mutation<Answer<typeof C.saveFormTemplate>, FormTemplateContent>({
      query: post('/server-platform/api/form/save'),
      invalidatesTags: [{ type: 'FormTemplate', id: LIST }],
    }),
    /** 编辑表单模板（仅草稿）POST /server-platform/api/form/update */
    updateFormTemplate: build.mutation<
      Answer<typeof C.updateFormTemplate>,
      FormTemplateContent & { id: string }
    >({
      query: post('/server-platform/api/form/update'),
      // Lists too: they filter on the name.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('FormTemplate', id),
    }),
    /** 复制表单模板 POST /server-platform/api/form/copy */
    copyFormTemplate: build.mutation<Answer<typeof C.copyFormTemplate>, IdBody>({
      query: post('/server-platform/api/form/copy'),
      invalidatesTags: [{ type: 'FormTemplate', id: LIST }],
    }),
    /** 删除表单模板（仅草稿）POST /server-platform/api/form/delete */
    deleteFormTemplate: build.mutation<null, IdBody>({
      query: post('/server-platform/api/form/delete'),
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('FormTemplate', id),
    }),
    /** 确认且提交 POST /server-platform/api/form/status */
    submitFormTemplate: build.mutation<null, IdBody>({
      query: post('/server-platform/api/form/status'),
      // Lists too: the template moves between the status filters.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('FormTemplate', id),
    }),
    /** 使用 POST /server-platform/api/form/used */
    useFormTemplate: build.mutation<null, IdBody>({
      query: post('/server-platform/api/form/used'),
      // Every template: the one of the same kind that was in use stops being so.
      invalidatesTags: ['FormTemplate'],
    }),
    /** 导入表单模板 POST /server-platform/api/form/import multipart {kind, file}; the page shows the outcome */
    importFormTemplate: build.mutation<
      Answer<typeof C.importFormTemplate>,
      { kind: FormKind; file: File }
    >({
      query: ({ kind, file }) =>
        multipartPost('/server-platform/api/form/import', { kind, file }, { silent: true }),
      invalidatesTags: [{ type: 'FormTemplate', id: LIST }],
    }),
  }),
});

export const {
  useListFormTemplatesQuery,
  useGetFormTemplateQuery,
  useSaveFormTemplateMutation,
  useUpdateFormTemplateMutation,
  useCopyFormTemplateMutation,
  useDeleteFormTemplateMutation,
  useSubmitFormTemplateMutation,
  useUseFormTemplateMutation,
  useImportFormTemplateMutation,
} = formTemplateApi;

/** 下载表单导入模板 GET /server-platform/api/form/downloadTemplate (file) */
export const downloadFormImportTemplate = (kind: FormKind) =>
  downloadFile(
    '/server-platform/api/form/downloadTemplate',
    { kind },
    { fallbackName: `${FORM_KIND_LABEL[kind]}导入模板.xlsx` },
  );
