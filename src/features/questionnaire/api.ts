import { baseApi } from '@/shared/request/baseApi';
import { TRANSFER_TIMEOUT_MS } from '@/shared/request/client';
import { downloadFile } from '@/shared/request/download';
import type { Page } from '@/shared/request/types';
import type { SearchQuery } from '@/shared/components/SearchTable/searchQuery';
import type { Questionnaire, QuestionnaireEditValues, QuestionnairePaper } from './types';

const questionnaireApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 问卷分页 GET /api/form/getPaperPage */
    listQuestionnaires: build.query<Page<Questionnaire>, SearchQuery>({
      query: (params) => ({ url: '/api/form/getPaperPage', params }),
      providesTags: ['Questionnaire'],
    }),
    /** 问卷详情 GET /api/form/detail */
    getQuestionnaire: build.query<Questionnaire, string>({
      query: (id) => ({ url: '/api/form/detail', params: { id } }),
      providesTags: ['Questionnaire'],
    }),
    /** 问卷试卷（题目）GET /api/question/getFormPaper */
    getQuestionnairePaper: build.query<QuestionnairePaper, string>({
      query: (formId) => ({ url: '/api/question/getFormPaper', params: { formId } }),
      providesTags: ['Questionnaire'],
    }),
    /** 编辑问卷 POST /api/form/edit */
    editQuestionnaire: build.mutation<null, QuestionnaireEditValues>({
      query: (data) => ({ url: '/api/form/edit', method: 'post', data }),
      invalidatesTags: ['Questionnaire'],
    }),
    /** 删除问卷 POST /api/form/delete */
    deleteQuestionnaire: build.mutation<null, string>({
      query: (id) => ({ url: '/api/form/delete', method: 'post', data: { id } }),
      invalidatesTags: ['Questionnaire'],
    }),
    /** 导入问卷 POST /api/eval/importQuestionnaire multipart {excelFile}; the list shows the outcome */
    importQuestionnaire: build.mutation<{ id: string }, File>({
      query: (file) => {
        const data = new FormData();
        data.append('excelFile', file);
        return {
          url: '/api/eval/importQuestionnaire',
          method: 'post',
          data,
          silent: true,
          timeout: TRANSFER_TIMEOUT_MS,
        };
      },
      invalidatesTags: ['Questionnaire'],
    }),
  }),
});

export const {
  useListQuestionnairesQuery,
  useLazyListQuestionnairesQuery,
  useGetQuestionnaireQuery,
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
