import type { Row } from '@/shared/contract/call';
import type { listPlatformOperators } from '@/shared/contract/platformOperator';

/** A platform operator as the list answers it (src/shared/contract/platformOperator.ts). */
export type PlatformOperator = Row<typeof listPlatformOperators>;

export const OPERATOR_STATUS_LABEL: Record<PlatformOperator['status'], string> = {
  2: '正常',
  4: '冻结',
};
