import { baseApi } from '@/shared/request/baseApi';
import { changedRowTags, LIST } from '@/shared/request/tags';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/partner';

const partnerApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 新增合作伙伴 POST /server-platform/api/partner/save */
    savePartner: build.mutation<Answer<typeof C.savePartner>, Body<typeof C.savePartner>>({
      query: (data) => ({ url: '/server-platform/api/partner/save', method: 'post', data }),
      invalidatesTags: [{ type: 'Partner', id: LIST }],
    }),
    /** 编辑合作伙伴 POST /server-platform/api/partner/update */
    updatePartner: build.mutation<Answer<typeof C.updatePartner>, Body<typeof C.updatePartner>>({
      query: (data) => ({ url: '/server-platform/api/partner/update', method: 'post', data }),
      // Lists too: they filter on the name.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('Partner', id),
    }),
    /** 变更合作状态 POST /server-platform/api/partner/updateStatus */
    updatePartnerStatus: build.mutation<
      Answer<typeof C.updatePartnerStatus>,
      Body<typeof C.updatePartnerStatus>
    >({
      query: (data) => ({ url: '/server-platform/api/partner/updateStatus', method: 'post', data }),
      // Lists too: the partner moves between the status filters.
      invalidatesTags: (_answer, _error, { id }) => changedRowTags('Partner', id),
    }),
    /** 医院专家价格分页 GET /server-platform/api/partner/expertPrice/page */
    listPartnerPrices: build.query<
      Answer<typeof C.listPartnerPrices>,
      Query<typeof C.listPartnerPrices>
    >({
      query: (params) => ({ url: '/server-platform/api/partner/expertPrice/page', params }),
      providesTags: (_page, _error, { partnerId }) => [{ type: 'Partner', id: partnerId }],
    }),
    /** 保存医院专家价格 POST /server-platform/api/partner/expertPrice/save */
    savePartnerPrice: build.mutation<
      Answer<typeof C.savePartnerPrice>,
      Body<typeof C.savePartnerPrice>
    >({
      query: (data) => ({
        url: '/server-platform/api/partner/expertPrice/save',
        method: 'post',
        data,
      }),
      invalidatesTags: (_answer, _error, { partnerId }) => [{ type: 'Partner', id: partnerId }],
    }),
  }),
});

export const {
  useSavePartnerMutation,
  useUpdatePartnerMutation,
  useUpdatePartnerStatusMutation,
  useListPartnerPricesQuery,
  useSavePartnerPriceMutation,
} = partnerApi;

/** Shared with other areas: declared in lookupApi.ts. */
export { useListPartnersQuery } from '@/shared/counselling/lookupApi';
