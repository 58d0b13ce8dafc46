import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/smsLog';

const smsLogApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 短信记录分页 GET /server-platform/api/smsLog/page */
    listSmsLogs: build.query<Answer<typeof C.listSmsLogs>, Query<typeof C.listSmsLogs>>({
      query: (params) => ({ url: '/server-platform/api/smsLog/page', params }),
    }),
  }),
});

export const { useListSmsLogsQuery } = smsLogApi;
