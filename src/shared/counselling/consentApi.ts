/**
 * A visitor's informed consent (知情同意): one home, as the visitor's chart shows and records it
 * and 完成咨询 asks for it before a first session.
 */
import { baseApi } from '@/shared/request/baseApi';
import type { Answer, Body, Query } from '@/shared/contract/call';
import type * as C from '@/shared/contract/consent';

const consentApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 知情同意状态 GET /server-platform/api/consent/status */
    getConsentStatus: build.query<
      Answer<typeof C.consentStatus>,
      Query<typeof C.consentStatus>['cusUserId']
    >({
      query: (cusUserId) => ({ url: '/server-platform/api/consent/status', params: { cusUserId } }),
      providesTags: (_status, _error, cusUserId) => [{ type: 'Consent', id: cusUserId }],
    }),
    /** 登记知情同意 POST /server-platform/api/consent/record */
    recordConsent: build.mutation<Answer<typeof C.recordConsent>, Body<typeof C.recordConsent>>({
      query: (data) => ({ url: '/server-platform/api/consent/record', method: 'post', data }),
      invalidatesTags: (_answer, _error, { cusUserId }) => [{ type: 'Consent', id: cusUserId }],
    }),
  }),
});

export const { useGetConsentStatusQuery, useRecordConsentMutation } = consentApi;
