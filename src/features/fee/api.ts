import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/fee';
import type { SearchQuery } from '@/shared/components/SearchTable';
import { baseApi } from '@/shared/request/baseApi';
import { LIST, listTags } from '@/shared/request/tags';
import { get, TRANSFER_TIMEOUT_MS } from '@/shared/request/client';
import type { FeePage } from './types';

export const feeApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 费用列表 GET /server-platform/api/fee/page */
    listFees: build.query<Answer<typeof C.listFees>, Query<typeof C.listFees>>({
      query: (params) => ({ url: '/server-platform/api/fee/page', params }),
      // A completed or breached order adds a fee, a refund adjusts one.
      providesTags: (page) => [...listTags('Fee', page?.rows), { type: 'ConsultOrder', id: LIST }],
    }),
    /** 费用明细 GET /server-platform/api/fee/detail/page */
    listFeeLines: build.query<Answer<typeof C.listFeeLines>, Query<typeof C.listFeeLines>>({
      query: (params) => ({ url: '/server-platform/api/fee/detail/page', params }),
      providesTags: (page) => [
        ...listTags('Fee', page?.rows, (line) => line.feeId),
        { type: 'ConsultOrder', id: LIST },
      ],
    }),
    /** 结算 POST /server-platform/api/fee/settle */
    settleFees: build.mutation<Answer<typeof C.settleFees>, Body<typeof C.settleFees>>({
      query: (data) => ({ url: '/server-platform/api/fee/settle', method: 'post', data }),
      // The lists too: settling moves fees and their lines between the status filters.
      invalidatesTags: (_answer, _error, { ids }) => [
        ...ids.map((id) => ({ type: 'Fee' as const, id })),
        { type: 'Fee', id: LIST },
      ],
    }),
    /** 费用机构选项 GET /server-platform/api/fee/orgs */
    listFeeOrgs: build.query<Answer<typeof C.listFeeOrgs>, void>({
      query: () => ({ url: '/server-platform/api/fee/orgs' }),
    }),
    /** 支付订单分页 GET /server-platform/api/payOrder/page */
    listPayOrders: build.query<Answer<typeof C.listPayOrders>, Query<typeof C.listPayOrders>>({
      query: (params) => ({ url: '/server-platform/api/payOrder/page', params }),
      // Payments follow the orders (a cancellation refunds); settling fees leaves them as they are.
      providesTags: [{ type: 'ConsultOrder', id: LIST }],
    }),
  }),
});

export const {
  useListFeesQuery,
  useListFeeLinesQuery,
  useSettleFeesMutation,
  useListFeeOrgsQuery,
  useListPayOrdersQuery,
} = feeApi;

/** Every fee under the list's filters, for 导出 (spec §9: export fetches all, pageSize 0). */
export const fetchFeesForExport = (filters: Omit<SearchQuery, 'pageNum' | 'pageSize'>) =>
  get<FeePage>(
    '/server-platform/api/fee/page',
    { ...filters, pageNum: 1, pageSize: 0 },
    { silent: true, timeout: TRANSFER_TIMEOUT_MS },
  );
