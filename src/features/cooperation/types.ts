import type { Row } from '@/shared/contract/call';
import type { listOrgApplies } from '@/shared/contract/cooperation';

export { COOPER_STATUS_LABEL, EXPERT_TYPE_LABEL } from '@/shared/cooperation/cooperationLabels';

// The shapes are the contract's (src/shared/contract/cooperation.ts), named for the screens.
export type CooperApply = Row<typeof listOrgApplies>;
