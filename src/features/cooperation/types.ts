import type { Answer, Row } from '@/shared/contract/call';
import type {
  listOrgApplies,
  listServiceOrgs,
  listServiceOrgsWithData,
} from '@/shared/contract/cooperation';
import type { expertTypeAndInfo } from '@/shared/contract/expert';

/** 0 expert applied, awaiting the organisation; 1 cooperating; 2 organisation invited, awaiting the expert; 3 refused or ended; 4 organisation ends, awaiting the expert. */
export type CooperStatus = CooperApply['status'];

export const COOPER_STATUS_LABEL: Record<CooperStatus, string> = {
  0: '待机构审核',
  1: '合作中',
  2: '待专家确认',
  3: '已拒绝/已结束',
  4: '机构申请解除，待专家确认',
};

export const EXPERT_TYPE_LABEL = { 0: '咨询师', 1: '倾听者' } as const;

// The shapes are the contract's (src/shared/contract/cooperation.ts), named for the screens.
export type CooperApply = Row<typeof listOrgApplies>;
/** A service organisation an expert may apply to (showAllOrgPageByUse): never a customer one. */
export type ServiceOrg = Row<typeof listServiceOrgs>;
/** A service organisation with its cooperating experts and the caller's latest application (null: none). */
export type ServiceOrgData = Row<typeof listServiceOrgsWithData>;
/** An expert as an organisation weighing an application sees them (getExpertTypeAndExpertInfoByUserId). */
export type ApplicantInfo = Answer<typeof expertTypeAndInfo>;
