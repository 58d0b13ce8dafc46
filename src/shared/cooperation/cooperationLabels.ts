import type { Row } from '@/shared/contract/call';
import type {
  listOrgApplies,
  listServiceOrgs,
  listServiceOrgsWithData,
} from '@/shared/contract/cooperation';
import type { listPlatformExperts } from '@/shared/contract/expert';

/** 0 expert applied, awaiting the organisation; 1 cooperating; 2 organisation invited, awaiting the expert; 3 refused or ended; 4 organisation ends, awaiting the expert. */
export type CooperStatus = Row<typeof listOrgApplies>['status'];

export const COOPER_STATUS_LABEL: Record<CooperStatus, string> = {
  0: '待机构审核',
  1: '合作中',
  2: '待专家确认',
  3: '已拒绝/已结束',
  4: '机构申请解除，待专家确认',
};

/** A platform expert an organisation may invite (showAllExpert; the mobile masked). */
export type PlatformExpert = Row<typeof listPlatformExperts>;
/** 0 咨询师, 1 倾听者. */
export type ExpertType = PlatformExpert['expertType'];
export const EXPERT_TYPE_LABEL: Record<ExpertType, string> = { 0: '咨询师', 1: '倾听者' };

/** A service organisation an expert may apply to (showAllOrgPageByUse): never a customer one. */
export type ServiceOrg = Row<typeof listServiceOrgs>;
/** A service organisation with its cooperating experts and the caller's latest application (null: none). */
export type ServiceOrgData = Row<typeof listServiceOrgsWithData>;
