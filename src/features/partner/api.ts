import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/partner';

const partnerApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 新增合作伙伴 POST /server-platform/api/partner/save */
    savePartner: build.mutation<Answer<typeof C.savePartner>, Body<typeof C.savePartner>>({
      query: (data) => ({ url: '/server-platform/api/partner/save', method: 'post', data }),
      invalidatesTags: ['Partner'],
    }),
    /** 编辑合作伙伴 POST /server-platform/api/partner/update */
    updatePartner: build.mutation<Answer<typeof C.updatePartner>, Body<typeof C.updatePartner>>({
      query: (data) => ({ url: '/server-platform/api/partner/update', method: 'post', data }),
      invalidatesTags: ['Partner'],
    }),
    /** 变更合作状态 POST /server-platform/api/partner/updateStatus */
    updatePartnerStatus: build.mutation<
      Answer<typeof C.updatePartnerStatus>,
      Body<typeof C.updatePartnerStatus>
    >({
      query: (data) => ({ url: '/server-platform/api/partner/updateStatus', method: 'post', data }),
      invalidatesTags: ['Partner'],
    }),
    /** 医院专家价格分页 GET /server-platform/api/partner/expertPrice/page */
    listPartnerPrices: build.query<
      Answer<typeof C.listPartnerPrices>,
      Query<typeof C.listPartnerPrices>
    >({
      query: (params) => ({ url: '/server-platform/api/partner/expertPrice/page', params }),
      providesTags: ['Partner'],
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
      invalidatesTags: ['Partner'],
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
