import type { Row } from '@/shared/contract/call';
import type { listRoles } from '@/shared/contract/role';

/** A role as the list answers it (the contract's shape, src/shared/contract/role.ts). */
export type Role = Row<typeof listRoles>;
