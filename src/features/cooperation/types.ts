import type { Answer, Row } from '@/shared/contract/call';
import type { listOrgApplies } from '@/shared/contract/cooperation';
import type { expertTypeAndInfo } from '@/shared/contract/expert';

export {
  COOPER_STATUS_LABEL,
  EXPERT_TYPE_LABEL,
  type CooperStatus,
} from '@/shared/cooperation/cooperationLabels';

// The shapes are the contract's (src/shared/contract/cooperation.ts), named for the screens.
export type CooperApply = Row<typeof listOrgApplies>;
/** An expert as an organisation weighing an application sees them (getExpertTypeAndExpertInfoByUserId). */
export type ApplicantInfo = Answer<typeof expertTypeAndInfo>;
