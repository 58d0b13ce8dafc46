import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, LIST, listTags } from '@/shared/request/tags';
import { get } from '@/shared/request/client';
import { uploadFile } from '@/shared/request/uploadFile';
import { downloadFile } from '@/shared/request/download';
import { exportFileName } from '@/shared/utils/exportFileName';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/task';
import { REMOTE_SELECT_PAGE_SIZE } from '@/shared/components/RemoteSelect';

const taskApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 任务分页 GET /api/task/page */
    listTasks: build.query<Answer<typeof C.listTasks>, Query<typeof C.listTasks>>({
      query: (params) => ({ url: '/api/task/page', params }),
      providesTags: (page) => listTags('Task', page?.rows),
    }),
    /** 任务详情（含填写统计）GET /api/task/detail */
    getTask: build.query<Answer<typeof C.taskDetail>, Query<typeof C.taskDetail>['id']>({
      query: (id) => ({ url: '/api/task/detail', params: { id } }),
      // FillPerson tags carry the task's id: its fill statistics.
      providesTags: (_task, _error, id) => [
        { type: 'Task', id },
        { type: 'FillPerson', id },
      ],
    }),
    /** 保存任务（新建或编辑）POST /api/task/save */
    saveTask: build.mutation<Answer<typeof C.saveTask>, Body<typeof C.saveTask>>({
      query: (data) => ({ url: '/api/task/save', method: 'post', data }),
      // Lists too on an edit: they filter on the name and time.
      invalidatesTags: (_answer, _error, { id }) => [
        ...(id
          ? [
              { type: 'Task' as const, id },
              { type: 'FillPerson' as const, id },
            ]
          : []),
        { type: 'Task', id: LIST },
      ],
    }),
    /** 修改任务状态（1 发布 2 暂停 3 结束）POST /api/task/updateStatus */
    updateTaskStatus: build.mutation<
      Answer<typeof C.updateTaskStatus>,
      Body<typeof C.updateTaskStatus>
    >({
      query: (data) => ({ url: '/api/task/updateStatus', method: 'post', data }),
      // Lists too: the task moves between the status filters.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('Task', id),
    }),
    /** 删除任务 POST /api/task/delete */
    deleteTask: build.mutation<Answer<typeof C.deleteTask>, Body<typeof C.deleteTask>['id']>({
      query: (id) => ({ url: '/api/task/delete', method: 'post', data: { id } }),
      invalidatesTags: (_answer, _error, id) => changedRowTags('Task', id),
    }),
    /** 填写人员分页 GET /api/task/getFillPersonPage */
    listFillPersons: build.query<Answer<typeof C.listFillPeople>, Query<typeof C.listFillPeople>>({
      query: (params) => ({ url: '/api/task/getFillPersonPage', params }),
      providesTags: (_page, _error, { taskId }) => [{ type: 'FillPerson', id: taskId }],
    }),
    /** 删除答题记录 GET /api/eval/deleteAnswer */
    deleteAnswer: build.mutation<
      Answer<typeof C.deleteTaskAnswer>,
      Query<typeof C.deleteTaskAnswer>['resultId']
    >({
      query: (resultId) => ({ url: '/api/eval/deleteAnswer', params: { resultId } }),
      invalidatesTags: ['FillPerson', 'Task'],
    }),
    /** 发布对象（机构人员）分页 GET /api/task/getReleaseObjPage */
    listReleasePeople: build.query<
      Answer<typeof C.listReleasePeople>,
      Query<typeof C.listReleasePeople>
    >({
      query: (params) => ({ url: '/api/task/getReleaseObjPage', params }),
      providesTags: (page) => listTags('Person', page?.rows),
    }),
    /** 部门树 GET /api/dept/getDeptTree */
    getTaskDeptTree: build.query<Answer<typeof C.taskDeptTree>, string>({
      query: (orgId) => ({ url: '/api/dept/getDeptTree', params: { orgId } }),
      providesTags: ['Department'],
    }),
    /** 机构登录方式 GET /server-platform/api/org/getLoginType */
    getLoginTypes: build.query<Answer<typeof C.orgLoginTypes>, string>({
      query: (orgId) => ({ url: '/server-platform/api/org/getLoginType', params: { orgId } }),
    }),
  }),
});

export const {
  useListTasksQuery,
  useGetTaskQuery,
  useSaveTaskMutation,
  useUpdateTaskStatusMutation,
  useDeleteTaskMutation,
  useListFillPersonsQuery,
  useDeleteAnswerMutation,
  useListReleasePeopleQuery,
  useGetTaskDeptTreeQuery,
  useGetLoginTypesQuery,
} = taskApi;

/** 客户机构下拉 GET /api/task/getSelectOrgList (remote-search select: the first 200) */
export const searchCustomerOrgs = (name: string, signal: AbortSignal) =>
  get<Answer<typeof C.listTaskOrgs>>(
    '/api/task/getSelectOrgList',
    { name, pageNum: 1, pageSize: REMOTE_SELECT_PAGE_SIZE },
    { signal },
  );

/** 上传封面 POST /api/file/uploadFile multipart {file, path = eval_form} */
export const uploadCover = async (file: File) => await uploadFile(file, 'eval_form');

/** 导出答题人员 GET /web/task/exportFillPerson (file, named by the server; else as decision 0011 has it) */
export const exportFillPerson = (params: Query<typeof C.exportFillPeople>) =>
  downloadFile('/web/task/exportFillPerson', params, {
    fallbackName: exportFileName('答题人员', 'xlsx'),
  });

/** 导出填写数据 GET /web/form/exportFormFillData (file, named by the server; else as decision 0011 has it) */
export const exportFormFillData = (params: Query<typeof C.exportFillData>) =>
  downloadFile('/web/form/exportFormFillData', params, {
    fallbackName: exportFileName('填写数据', 'xlsx'),
  });

export { saveReportPdf } from '@/shared/assessment/reportPdf';
