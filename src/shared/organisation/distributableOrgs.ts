import type { Query, Row } from '@/shared/contract/call';
import type { listChildOrgs } from '@/shared/contract/organisation';

/** An organisation as the tag distribution table shows it (GET /api/org/getChildOrgPage). */
export type DistributableOrg = Row<typeof listChildOrgs>;

/** The spec's filter is `type` (0, 1, 2; -99 all, never sent), not the row's `orgType`. */
export type OrgQuery = Omit<Query<typeof listChildOrgs>, 'tagType'>;
