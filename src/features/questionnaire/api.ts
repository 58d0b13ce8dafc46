import { baseApi } from '@/shared/request/baseApi';
import { multipartPost } from '@/shared/request/multipart';
import { changedRowTags, LIST } from '@/shared/request/tags';
import { downloadFile } from '@/shared/request/download';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/questionnaire';
import type * as S from '@/shared/contract/scale';
import type { QuestionnaireEditValues } from './types';

const questionnaireApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 问卷详情 GET /api/form/detail */
    getQuestionnaire: build.query<
      Answer<typeof C.questionnaireDetail>,
      Query<typeof C.questionnaireDetail>['id']
    >({
      query: (id) => ({ url: '/api/form/detail', params: { id } }),
      providesTags: (_questionnaire, _error, id) => [{ type: 'Questionnaire', id }],
    }),
    /** 问卷试卷（题目）GET /api/question/getFormPaper */
    getQuestionnairePaper: build.query<
      Answer<typeof C.questionnairePaper>,
      Query<typeof C.questionnairePaper>['formId']
    >({
      query: (formId) => ({ url: '/api/question/getFormPaper', params: { formId } }),
      providesTags: (_paper, _error, formId) => [{ type: 'Questionnaire', id: formId }],
    }),
    /** 编辑问卷 POST /api/form/edit */
    editQuestionnaire: build.mutation<Answer<typeof S.editForm>, QuestionnaireEditValues>({
      query: (data) => ({ url: '/api/form/edit', method: 'post', data }),
      // Lists too: they filter on the name.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('Questionnaire', id),
    }),
    /** 删除问卷 POST /api/form/delete */
    deleteQuestionnaire: build.mutation<
      Answer<typeof C.removeQuestionnaire>,
      Body<typeof C.removeQuestionnaire>['id']
    >({
      query: (id) => ({ url: '/api/form/delete', method: 'post', data: { id } }),
      invalidatesTags: (_answer, _error, id) => changedRowTags('Questionnaire', id),
    }),
    /** 导入问卷 POST /api/eval/importQuestionnaire multipart {excelFile}; the list shows the outcome */
    importQuestionnaire: build.mutation<Answer<typeof C.importQuestionnaire>, File>({
      query: (file) =>
        multipartPost('/api/eval/importQuestionnaire', { excelFile: file }, { silent: true }),
      invalidatesTags: [{ type: 'Questionnaire', id: LIST }],
    }),
  }),
});

export const {
  useGetQuestionnairePaperQuery,
  useEditQuestionnaireMutation,
  useDeleteQuestionnaireMutation,
  useImportQuestionnaireMutation,
} = questionnaireApi;

/** 下载问卷导入模板 GET /web/eval/downloadQuestionnaireTemplate (file) */
export const downloadQuestionnaireTemplate = () =>
  downloadFile(
    '/web/eval/downloadQuestionnaireTemplate',
    {},
    { fallbackName: '问卷导入模板.xlsx' },
  );

/** 下载问卷原文件 GET /server-platform/web/oss/downloadFileByUrl (file) */
export const downloadQuestionnaireFile = (url: string, fileName: string) =>
  downloadFile(
    '/server-platform/web/oss/downloadFileByUrl',
    { url, fileName },
    { fallbackName: fileName },
  );

/** Shared with other areas: declared in assessmentApi.ts. */
export { useListQuestionnairesQuery } from '@/shared/assessment/assessmentApi';
