import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body } from '@/shared/contract/call';
import type * as C from '@/shared/contract/orderConfig';

const orderConfigApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 订单设置 GET /server-platform/api/consult/config */
    getOrderConfig: build.query<Answer<typeof C.getOrderConfig>, void>({
      query: () => ({ url: '/server-platform/api/consult/config' }),
      providesTags: ['OrderConfig'],
    }),
    /** 保存订单设置 POST /server-platform/api/consult/config/save */
    saveOrderConfig: build.mutation<
      Answer<typeof C.saveOrderConfig>,
      Body<typeof C.saveOrderConfig>
    >({
      query: (data) => ({ url: '/server-platform/api/consult/config/save', method: 'post', data }),
      invalidatesTags: ['OrderConfig', 'Schedule'],
    }),
  }),
});

export const { useGetOrderConfigQuery, useSaveOrderConfigMutation } = orderConfigApi;
