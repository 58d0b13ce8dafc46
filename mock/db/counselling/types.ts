/** Rows of the counselling tables (counselling design; docs/api/counselling.md). */
import type { OrderAction, OrderStatus } from '../../../src/shared/counselling/orderTransitions';
import type {
  DateOverride,
  ExpertWeek,
  TimeBucket,
} from '../../../src/shared/counselling/slotRule';
import type { HotlineCall } from './hotline';

export type MentalStatus = 0 | 1 | 2;
export type CancelBy = 'visitor' | 'expert' | 'admin' | 'system';

/** One entry of an order's timeline. */
export interface OrderLogEntry {
  action: OrderAction | 'create' | 'remark';
  from: OrderStatus | null;
  to: OrderStatus;
  by: string;
  time: string;
  note: string;
}

export interface ConsultOrder {
  id: string;
  orderNo: string;
  orgId: string;
  customerOrgId: string;
  cusUserId: string;
  expertId: string;
  status: OrderStatus;
  /** Grows with every change: the console sends the one it saw (stale actions are refused). */
  version: number;
  visitorName: string;
  sex: 0 | 1;
  age: number;
  mobile: string;
  identity: 0 | 1 | 2 | 3 | 4;
  emergencyName: string;
  emergencyRelation: string;
  emergencyMobile: string;
  /** JSON text `{customFields: [{name, value}]}`; a few seeded ones are malformed on purpose. */
  visitorInfo: string;
  problemTypeIds: string[];
  problemDesc: string;
  consultWay: 0 | 1 | 2 | 3;
  appointMode: 0 | 1 | 2 | 3;
  consultType: 0 | 1;
  appointDate: string;
  bucketId: string;
  startTime: string;
  endTime: string;
  durationMin: number;
  amount: number;
  /** 0 unpaid, 1 paid, 2 refunded. */
  payStatus: 0 | 1 | 2;
  mentalStatus: MentalStatus;
  isBreakContract: 0 | 1;
  acceptTime: string;
  finishTime: string;
  confirmTime: string;
  cancelTime: string;
  cancelReason: string;
  cancelBy: CancelBy | '';
  createAccount: string;
  formId: string;
  remark: string;
  createTime: string;
  logs: OrderLogEntry[];
}

export interface UrgeLog {
  id: string;
  orderId: string;
  /** 0 urge the expert to accept, 1 reminder before the session, 2 urge to confirm. */
  kind: 0 | 1 | 2;
  target: 'expert' | 'visitor';
  channel: 'SMS';
  content: string;
  result: string;
  operator: string;
  createTime: string;
}

export interface FollowUp {
  id: string;
  orderId: string;
  /** The hotline call it follows up ('' or missing for an order's). */
  hotlineId?: string;
  cusUserId: string;
  planTime: string;
  doneTime: string;
  method: string;
  operator: string;
  content: string;
  result: string;
  mentalStatus: MentalStatus;
  nextAction: string;
  nextFollowUpDate: string;
  /** 0 待回访, 1 已回访, 2 无法联系. */
  status: 0 | 1 | 2;
}

export interface OrderRecommendation {
  id: string;
  orderId: string;
  type: 'scale' | 'expert';
  targetId: string;
  targetName: string;
  reason: string;
  createBy: string;
  createTime: string;
}

export interface CusUser {
  id: string;
  orgId: string;
  name: string;
  sex: 0 | 1;
  birthday: string;
  mobile: string;
  deptId: string;
  source: string;
  createTime: string;
  lastConsultTime: string;
  consultCount: number;
  mentalStatus: MentalStatus;
  archived: 0 | 1;
  archiveTime: string;
  archiveBy: string;
  remark: string;
}

export interface ProblemType {
  id: string;
  orgId: string;
  /** '0' for a group (first level). */
  pid: string;
  name: string;
  sort: number;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
}

export interface TimeBucketSet {
  id: string;
  orgId: string;
  name: string;
  sessionMin: number;
  buckets: TimeBucket[];
  status: 0 | 1;
}

export interface ExpertSchedule extends ExpertWeek {
  expertId: string;
  orgId: string;
  consultWays: number[];
}

export interface ScheduleOverride extends DateOverride {
  id: string;
  expertId: string;
}

export interface Todo {
  id: string;
  orgId: string;
  type: '待接单' | '待确认' | '待回访' | '危机跟进' | '热线待处理';
  bizType: 'consultOrder' | 'hotline' | 'followUp';
  bizId: string;
  title: string;
  /** Who it is for: 'orgAdmins' (every administrator of the organisation) or an account id. */
  assignee: string;
  priority: 0 | 1 | 2;
  dueTime: string;
  status: 0 | 1 | 2;
  doneBy: string;
  doneTime: string;
  createTime: string;
  /** Why it was closed. */
  remark?: string;
}

export interface SmsLog {
  id: string;
  orgId: string;
  mobile: string;
  bizType: string;
  template: string;
  content: string;
  status: '发送中' | '成功' | '失败';
  failReason: string;
  createTime: string;
}

/** Per organisation (design "Order config"). */
export interface OrderConfig {
  acceptTimeoutMin: number;
  cancelDeadlineHours: number;
  remindBeforeMin: number;
  autoConfirmDays: number;
  bookingAheadDays: number;
  bookingWindowDays: number;
  breachPolicy: 'charge' | 'free';
  crisisNotifyMobiles: string[];
}

export interface CounsellingTables {
  orders: Map<string, ConsultOrder>;
  /** Held slots: slotKey(expert, date, bucket) → order id (capacity 1). */
  slots: Map<string, string>;
  urgeLogs: UrgeLog[];
  followUps: FollowUp[];
  recommendations: OrderRecommendation[];
  cusUsers: Map<string, CusUser>;
  problemTypes: Map<string, ProblemType>;
  bucketSets: Map<string, TimeBucketSet>;
  /** By expert id. */
  schedules: Map<string, ExpertSchedule>;
  overrides: ScheduleOverride[];
  todos: Todo[];
  smsLogs: SmsLog[];
  hotlines: Map<string, HotlineCall>;
  configs: Map<string, OrderConfig>;
  /** Clock-driven effects already written (dueEffects.ts): once-only key → when. */
  sentDue: Map<string, string>;
  /** Fee lines settled by hand (POST fee/settle): line id → settle time (db/counselling/fees.ts). */
  feeSettlements: Map<string, string>;
  /** Id counters of these tables (kept here so the lazy build never touches the db's). */
  counters: Record<string, number>;
}
