import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/workbench';
import { baseApi } from '@/shared/request/baseApi';
import { LIST } from '@/shared/request/tags';

export type WorkbenchSummary = Answer<typeof C.workbenchSummary>;
export type FigureKey = WorkbenchSummary['figures'][number]['key'];

const workbenchApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 工作台指标 GET /server-platform/api/workbench/summary */
    workbenchSummary: build.query<WorkbenchSummary, void>({
      query: () => ({ url: '/server-platform/api/workbench/summary' }),
      // Refetched when what the figures count changes elsewhere in the console.
      providesTags: [
        { type: 'ConsultOrder', id: LIST },
        { type: 'Todo', id: LIST },
        { type: 'Task', id: LIST },
        { type: 'Cooperation', id: LIST },
      ],
    }),
  }),
});

export const { useWorkbenchSummaryQuery } = workbenchApi;
