/** The order config every seeded organisation starts with (counselling design, "Order config"). */
import type { CounsellingTables, OrderConfig } from './types';

export const DEFAULT_ORDER_CONFIG: OrderConfig = {
  acceptTimeoutMin: 30,
  cancelDeadlineHours: 24,
  remindBeforeMin: 60,
  autoConfirmDays: 3,
  bookingAheadDays: 1,
  bookingWindowDays: 14,
  breachPolicy: 'charge',
  crisisNotifyMobiles: ['13800138000', '13900139000'],
  waitlistHoldMin: 30,
};

/** The organisation's order config (the defaults until it saves one). */
export const orderConfigOf = (t: CounsellingTables, orgId: string): OrderConfig =>
  t.configs.get(orgId) ?? DEFAULT_ORDER_CONFIG;
