/** Rows of the counselling tables (counselling design; docs/api/counselling.md). */
import type { OrderAction, OrderStatus } from '../../src/shared/counselling/orderTransitions';
import type { DateOverride, ExpertWeek, TimeBucket } from '../../src/shared/counselling/slotRule';
import type { FormAnswer } from '../../src/shared/contract/formTemplate';
import type { TODO_TYPES } from '../../src/shared/counselling/hotlineCodes';
import type { MeasureWhen } from '../../src/shared/counselling/measureRules';
import type { ConsentHow } from '../../src/shared/counselling/consentRules';
import type { WaitlistStatus } from '../../src/shared/counselling/waitlistCodes';
import type { HotlineCall } from './hotline';
import type { Partner, PartnerPrice } from '../partner/types';

export type MentalStatus = 0 | 1 | 2;
type CancelBy = 'visitor' | 'expert' | 'admin' | 'system';

/** One entry of an order's timeline. */
export interface OrderLogEntry {
  readonly action: OrderAction | 'create' | 'remark' | 'revealContact';
  readonly from: OrderStatus | null;
  readonly to: OrderStatus;
  readonly by: string;
  readonly time: string;
  readonly note: string;
}

export interface ConsultOrder {
  readonly id: string;
  readonly orderNo: string;
  readonly orgId: string;
  readonly customerOrgId: string;
  readonly cusUserId: string;
  readonly expertId: string;
  readonly status: OrderStatus;
  /** Grows with every change: the console sends the one it saw (stale actions are refused). */
  readonly version: number;
  readonly visitorName: string;
  readonly sex: 0 | 1;
  readonly age: number;
  readonly mobile: string;
  readonly identity: 0 | 1 | 2 | 3 | 4;
  readonly emergencyName: string;
  readonly emergencyRelation: string;
  readonly emergencyMobile: string;
  /** JSON text `{customFields: [{name, value}]}`; a few seeded ones are malformed on purpose. */
  readonly visitorInfo: string;
  readonly problemTypeIds: readonly string[];
  readonly problemDesc: string;
  readonly consultWay: 0 | 1 | 2 | 3;
  readonly appointMode: 0 | 1 | 2 | 3;
  readonly consultType: 0 | 1;
  readonly appointDate: string;
  readonly bucketId: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly durationMin: number;
  readonly amount: number;
  /** 0 unpaid, 1 paid, 2 refunded. */
  readonly payStatus: 0 | 1 | 2;
  readonly mentalStatus: MentalStatus;
  readonly isBreakContract: 0 | 1;
  readonly acceptTime: string;
  readonly finishTime: string;
  readonly confirmTime: string;
  readonly cancelTime: string;
  readonly cancelReason: string;
  readonly cancelBy: CancelBy | '';
  readonly createAccount: string;
  readonly formId: string;
  readonly remark: string;
  readonly createTime: string;
  readonly logs: readonly OrderLogEntry[];
  /** The partner (合作伙伴) the order was made for, '' for none: its price was taken at creation. */
  readonly partnerId: string;
  /** The satisfaction sheet the visitor submitted through the mock (the seed's are derived). */
  readonly satisfactionSheet?: SubmittedSheet;
  /** 测评预警 raised on a measure before this session (measures.ts): what it says. */
  readonly measureAlert?: string;
  /** The recurring series (周期预约, series.ts) the order is a session of, and which one (from 1). */
  readonly seriesId?: string;
  readonly seriesIndex?: number;
}

/** A recurring series (counselling design "Series and the waiting list"): the rule it was booked by. */
export interface ConsultSeries {
  readonly id: string;
  readonly orgId: string;
  readonly cusUserId: string;
  readonly expertId: string;
  /** 0 Sunday … 6 Saturday, of the rule's first date. */
  readonly weekday: number;
  readonly bucketId: string;
  readonly consultWay: 0 | 1 | 2 | 3;
  /** Every 1 or 2 weeks. */
  readonly every: 1 | 2;
  /** N sessions asked for (0 when bounded by `until`). */
  readonly count: number;
  /** The last date asked for ('' when bounded by `count`). */
  readonly until: string;
  /** The sessions booked, in time order (index i is 第 i+1 次). */
  readonly orderIds: readonly string[];
  readonly createBy: string;
  readonly createTime: string;
}

/** Answers a visitor submitted, with the form and the time. */
interface SubmittedSheet {
  readonly formId: string;
  readonly answers: readonly FormAnswer[];
  readonly submitTime: string;
}

interface UrgeLog {
  readonly id: string;
  readonly orderId: string;
  /** 0 urge the expert to accept, 1 reminder before the session, 2 urge to confirm. */
  readonly kind: 0 | 1 | 2;
  readonly target: 'expert' | 'visitor';
  readonly channel: 'SMS';
  readonly content: string;
  readonly result: string;
  readonly operator: string;
  readonly createTime: string;
}

export interface FollowUp {
  readonly id: string;
  readonly orderId: string;
  /** The hotline call it follows up ('' or missing for an order's). */
  readonly hotlineId?: string;
  readonly cusUserId: string;
  readonly planTime: string;
  readonly doneTime: string;
  readonly method: string;
  readonly operator: string;
  readonly content: string;
  readonly result: string;
  readonly mentalStatus: MentalStatus;
  readonly nextAction: string;
  readonly nextFollowUpDate: string;
  /** 0 待回访, 1 已回访, 2 无法联系. */
  readonly status: 0 | 1 | 2;
}

interface OrderRecommendation {
  readonly id: string;
  readonly orderId: string;
  readonly type: 'scale' | 'expert';
  readonly targetId: string;
  readonly targetName: string;
  readonly reason: string;
  readonly createBy: string;
  readonly createTime: string;
}

export interface CusUser {
  readonly id: string;
  readonly orgId: string;
  readonly name: string;
  readonly sex: 0 | 1;
  readonly birthday: string;
  readonly mobile: string;
  readonly deptId: string;
  readonly source: string;
  readonly createTime: string;
  readonly lastConsultTime: string;
  readonly consultCount: number;
  readonly mentalStatus: MentalStatus;
  readonly archived: 0 | 1;
  readonly archiveTime: string;
  readonly archiveBy: string;
  readonly remark: string;
}

export interface ProblemType {
  readonly id: string;
  readonly orgId: string;
  /** '0' for a group (first level). */
  readonly pid: string;
  readonly name: string;
  readonly sort: number;
  /** 1 enabled, 0 disabled. */
  readonly status: 0 | 1;
}

export interface TimeBucketSet {
  readonly id: string;
  readonly orgId: string;
  readonly name: string;
  readonly sessionMin: number;
  readonly buckets: readonly Readonly<TimeBucket>[];
  readonly status: 0 | 1;
}

/** The week template's own arrays are frozen too (seedCache.ts), though ExpertWeek (src) types them as writable. */
export interface ExpertSchedule extends Readonly<ExpertWeek> {
  readonly expertId: string;
  readonly orgId: string;
  readonly consultWays: readonly number[];
}

export interface ScheduleOverride extends Readonly<DateOverride> {
  readonly id: string;
  readonly expertId: string;
}

export interface Todo {
  readonly id: string;
  readonly orgId: string;
  readonly type: (typeof TODO_TYPES)[number];
  /** cusUser: a 测评预警 points at the visitor's chart; referral: a 转介待反馈 at its referral. */
  readonly bizType: 'consultOrder' | 'hotline' | 'followUp' | 'cusUser' | 'referral' | 'waitlist';
  readonly bizId: string;
  readonly title: string;
  /** Who it is for: 'orgAdmins' (every administrator of the organisation) or an account id. */
  readonly assignee: string;
  readonly priority: 0 | 1 | 2;
  readonly dueTime: string;
  readonly status: 0 | 1 | 2;
  readonly doneBy: string;
  readonly doneTime: string;
  readonly createTime: string;
  /** Why it was closed. */
  readonly remark?: string;
}

export interface SmsLog {
  readonly id: string;
  readonly orgId: string;
  readonly mobile: string;
  readonly bizType: string;
  readonly template: string;
  readonly content: string;
  readonly status: '发送中' | '成功' | '失败';
  readonly failReason: string;
  readonly createTime: string;
}

/** Per organisation (design "Order config"). */
export interface OrderConfig {
  readonly acceptTimeoutMin: number;
  readonly cancelDeadlineHours: number;
  readonly remindBeforeMin: number;
  readonly autoConfirmDays: number;
  readonly bookingAheadDays: number;
  readonly bookingWindowDays: number;
  readonly breachPolicy: 'charge' | 'free';
  readonly crisisNotifyMobiles: readonly string[];
  /** Minutes a freed slot is held for a waiting visitor (候补, waitlist.ts). */
  readonly waitlistHoldMin: number;
}

/** A visitor on the waiting list (候补; counselling design "Series and the waiting list"). */
export interface WaitlistEntry {
  readonly id: string;
  readonly orgId: string;
  readonly cusUserId: string;
  /** Empty: any of the organisation's counsellors. */
  readonly expertIds: readonly string[];
  readonly consultWays: readonly (0 | 1 | 2 | 3)[];
  /** 0 Sunday … 6 Saturday; empty: any day. */
  readonly weekdays: readonly number[];
  /** 'HH:mm' ranges a slot must lie within; empty: any hour. */
  readonly timeRanges: readonly { readonly start: string; readonly end: string }[];
  readonly from: string;
  readonly to: string;
  /** 0 一般, 1 优先, 2 危机: the highest is offered a freed slot first, then the oldest. */
  readonly priority: 0 | 1 | 2;
  readonly note: string;
  readonly problemTypeIds: readonly string[];
  readonly status: WaitlistStatus;
  /** The order 转为订单 made ('' until booked). */
  readonly orderId: string;
  readonly endReason: string;
  readonly endTime: string;
  readonly createBy: string;
  readonly createTime: string;
}

/**
 * A freed slot held for one entry until `holdUntil`; `round` is the id of the round's first
 * offer: a slot passed on is offered only to entries not offered it in the same round.
 */
export interface WaitlistOffer {
  readonly id: string;
  readonly round: string;
  readonly orgId: string;
  readonly entryId: string;
  readonly expertId: string;
  readonly date: string;
  readonly bucketId: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly offerTime: string;
  readonly holdUntil: string;
  /** held until booked, lapsed (the hold ran out), withdrawn or expired (the entry ended). */
  readonly status: 'held' | 'booked' | 'lapsed' | 'withdrawn' | 'expired';
}

/** A version of an organisation's informed-consent text (知情同意书): in force from its day on. */
export interface ConsentVersion {
  readonly orgId: string;
  readonly version: number;
  readonly text: string;
  /** 'YYYY-MM-DD', in force from 00:00 CST that day until a later version's day. */
  readonly effectiveFrom: string;
  readonly createBy: string;
  readonly createTime: string;
}

/** A visitor's consent to one version. */
export interface ConsentRecord {
  readonly id: string;
  readonly orgId: string;
  readonly cusUserId: string;
  readonly version: number;
  readonly how: ConsentHow;
  /** The staff member who entered it, or 来访者本人 in the mini-program. */
  readonly recordedBy: string;
  readonly time: string;
}

/**
 * Rows are read-only: a store's tables share the seed's row objects (copy-on-write, lazy.ts), so
 * a change stores a new row (`table.set(id, { ...row, status })`; rows.ts) and never writes into
 * one. The seeded rows are frozen besides (seedCache.ts), so a write that slips past the types
 * throws in tests. The tables themselves (maps, arrays, counters) are each store's own.
 */
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
  /** Partners (合作伙伴) and their expert prices (mock/partner/). */
  partners: Map<string, Partner>;
  partnerPrices: Map<string, PartnerPrice>;
  /** Clock-driven effects already written (dueEffects.ts): once-only key → when. */
  sentDue: Map<string, string>;
  /** Fee lines settled by hand (POST fee/settle): line id → settle time (counselling/fees.ts). */
  feeSettlements: Map<string, string>;
  /** Measurement-based care (measures.ts): plans, results, the measure SMS sent, answer views. */
  measurePlans: MeasurePlan[];
  /** Each organisation's default measurement plan (订单设置), by orgId; none until one is saved. */
  measureDefaults: Map<string, MeasureDefault[]>;
  measureResults: MeasureResult[];
  measureSends: MeasureSend[];
  measureViews: MeasureView[];
  /** The organisations' informed-consent texts, by version (consent.ts). */
  consents: ConsentVersion[];
  /** Visitors' informed consents, in the order recorded. */
  consentRecords: ConsentRecord[];
  /** The waiting list (候补, waitlist.ts): entries by id, and the slots held for them. */
  waitlist: Map<string, WaitlistEntry>;
  waitlistOffers: WaitlistOffer[];
  /** Recurring series (周期预约, series.ts), by id; their orders carry seriesId and seriesIndex. */
  series: Map<string, ConsultSeries>;
  /** Id counters of these tables (kept here so the lazy build never touches the db's). */
  counters: Record<string, number>;
}

/** A visitor's measurement plan (测评计划): which scale, and when it is sent. */
export interface MeasurePlan {
  readonly id: string;
  readonly orgId: string;
  readonly cusUserId: string;
  readonly formId: string;
  readonly when: MeasureWhen;
  readonly n: number;
  readonly from: string;
  /** '' for no end. */
  readonly to: string;
  readonly createBy: string;
  readonly createTime: string;
}

/** One scale of an organisation's default plan: a visitor's first booking with no plan gets it. */
interface MeasureDefault {
  readonly formId: string;
  readonly when: MeasureWhen;
  readonly n: number;
}

/** A scored result the visitor submitted (测评结果). */
export interface MeasureResult {
  readonly id: string;
  readonly orgId: string;
  readonly cusUserId: string;
  readonly formId: string;
  /** The session it precedes ('' when none was booked). */
  readonly orderId: string;
  /** The option index chosen per item. */
  readonly answers: readonly number[];
  readonly score: number;
  readonly band: string;
  readonly criticalHit: boolean;
  readonly submitTime: string;
}

/** A measure sent by SMS for a plan (once per plan and session; orderId '' for a once plan). */
interface MeasureSend {
  readonly planId: string;
  readonly orderId: string;
  readonly smsId: string;
  readonly time: string;
}

/** One opening of a result's answers (logged as case-record views are). */
interface MeasureView {
  readonly resultId: string;
  readonly cusUserId: string;
  readonly viewerId: string;
  readonly viewerName: string;
  readonly account: string;
  readonly time: string;
}
