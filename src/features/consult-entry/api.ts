import { baseApi } from '@/shared/request/baseApi';
import { LIST } from '@/shared/request/tags';
import type { Answer, Body } from '@/shared/contract/call';
import type * as Consult from '@/shared/contract/consult';

const entryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 手动录入 / 热线转预约：新建咨询订单 POST /server-platform/api/consult/create */
    enterConsultOrder: build.mutation<
      Answer<typeof Consult.createConsultOrder>,
      Body<typeof Consult.createConsultOrder>
    >({
      query: (data) => ({ url: '/server-platform/api/consult/create', method: 'post', data }),
      invalidatesTags: [{ type: 'ConsultOrder', id: LIST }, 'Schedule', 'Customer'],
    }),
  }),
});

export const { useEnterConsultOrderMutation } = entryApi;
