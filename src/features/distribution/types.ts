import type { SearchQuery } from '@/shared/components/SearchTable/searchQuery';

/** An organisation as the tag distribution table shows it (GET /api/org/getChildOrgPage). */
export interface DistributableOrg {
  id: string;
  name: string;
  /** Region codes joined by '-', shown as names. */
  areaCode: string;
  /** 0 comprehensive provider, 1 resource provider, 2 customer organisation. */
  orgType: 0 | 1 | 2;
  status: number;
  createTime: string;
}

/** The spec's filter is `type` (0, 1, 2; -99 all), not the row's `orgType`. */
export type OrgQuery = SearchQuery & { type?: number; name?: string };
