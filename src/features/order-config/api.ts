import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body } from '@/shared/contract/call';
import type * as C from '@/shared/contract/orderConfig';
import type * as Consent from '@/shared/contract/consent';
import type * as Measure from '@/shared/contract/measure';

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
    /** 知情同意书版本 GET /server-platform/api/consent/versions */
    listConsentVersions: build.query<Answer<typeof Consent.listConsentVersions>, void>({
      query: () => ({ url: '/server-platform/api/consent/versions' }),
      providesTags: ['Consent'],
    }),
    /** 新增或修改知情同意书版本 POST /server-platform/api/consent/save */
    saveConsentVersion: build.mutation<
      Answer<typeof Consent.saveConsentVersion>,
      Body<typeof Consent.saveConsentVersion>
    >({
      query: (data) => ({ url: '/server-platform/api/consent/save', method: 'post', data }),
      // Every visitor's status too: a version in force from today changes where they stand.
      invalidatesTags: ['Consent'],
    }),
    /** 默认测评计划 GET /server-platform/api/measure/defaultPlan */
    getDefaultMeasurePlan: build.query<Answer<typeof Measure.getDefaultMeasurePlan>, void>({
      query: () => ({ url: '/server-platform/api/measure/defaultPlan' }),
      providesTags: ['OrderConfig'],
    }),
    /** 保存默认测评计划 POST /server-platform/api/measure/defaultPlan/save */
    saveDefaultMeasurePlan: build.mutation<
      Answer<typeof Measure.saveDefaultMeasurePlan>,
      Body<typeof Measure.saveDefaultMeasurePlan>
    >({
      query: (data) => ({
        url: '/server-platform/api/measure/defaultPlan/save',
        method: 'post',
        data,
      }),
      invalidatesTags: ['OrderConfig'],
    }),
  }),
});

export const {
  useGetOrderConfigQuery,
  useSaveOrderConfigMutation,
  useListConsentVersionsQuery,
  useSaveConsentVersionMutation,
  useGetDefaultMeasurePlanQuery,
  useSaveDefaultMeasurePlanMutation,
} = orderConfigApi;
