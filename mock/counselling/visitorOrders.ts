/** A visitor's orders without reading all 20,000 (issue 32): grouped once per change of the table. */
import { derived, groupedBy } from '../core/derived';
import type { ConsultOrder, CounsellingTables } from './types';

const NONE: readonly ConsultOrder[] = [];

/** The visitor's orders in the table's order; shared until an order changes, so read-only. */
export function ordersOfVisitor(t: CounsellingTables, cusUserId: string): readonly ConsultOrder[] {
  const byVisitor = derived(t.orders, 'byVisitor', (rows) =>
    groupedBy(rows, (order) => order.cusUserId),
  );
  return byVisitor.get(cusUserId) ?? NONE;
}
