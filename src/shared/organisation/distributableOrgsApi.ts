import { baseApi } from '@/shared/request/baseApi';
import { listTags } from '@/shared/request/tags';
import type { Answer } from '@/shared/contract/call';
import type { listChildOrgs } from '@/shared/contract/organisation';
import type { OrgQuery } from './distributableOrgs';

const distributionApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** 下级机构分页（标签分配用）GET /api/org/getChildOrgPage */
    listDistributableOrgs: build.query<Answer<typeof listChildOrgs>, OrgQuery>({
      query: (params) => ({
        url: '/api/org/getChildOrgPage',
        params: { ...params, tagType: 'form' },
      }),
      providesTags: (page) => listTags('Organisation', page?.rows),
    }),
  }),
});

export const { useListDistributableOrgsQuery } = distributionApi;
