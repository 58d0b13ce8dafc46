import { baseApi } from '@/shared/request/baseApi';
import { listTags } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/todo';

const todoApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 我的待办分页 GET /server-platform/api/todo/page */
    listTodos: build.query<Answer<typeof C.listTodos>, Query<typeof C.listTodos>>({
      query: (params) => ({ url: '/server-platform/api/todo/page', params }),
      providesTags: (page) => listTags('Todo', page?.rows),
    }),
    /** 办理待办 POST /server-platform/api/todo/done */
    doneTodo: build.mutation<Answer<typeof C.doneTodo>, Body<typeof C.doneTodo>>({
      query: (data) => ({ url: '/server-platform/api/todo/done', method: 'post', data }),
      invalidatesTags: ['Todo'],
    }),
    /** 关闭待办 POST /server-platform/api/todo/close */
    closeTodo: build.mutation<Answer<typeof C.closeTodo>, Body<typeof C.closeTodo>>({
      query: (data) => ({ url: '/server-platform/api/todo/close', method: 'post', data }),
      invalidatesTags: ['Todo'],
    }),
  }),
});

export const { useListTodosQuery, useDoneTodoMutation, useCloseTodoMutation } = todoApi;
