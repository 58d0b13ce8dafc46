/**
 * Outside referrals (外部转介) and supervision notes (督导记录) with the notes' view log (issue 30
 * §4; docs/api/casework.md). Only what happens in the mock is stored: the seed has none, so a new
 * store costs nothing and the counselling seed (and its cache) is untouched.
 */
import type { ReferralStatus, ReferralUrgency } from '../../src/shared/counselling/caseworkCodes';

export interface ExternalReferral {
  readonly id: string;
  readonly orgId: string;
  readonly cusUserId: string;
  /** The order it was made from, '' when made from the chart. */
  readonly orderId: string;
  readonly partnerId: string;
  readonly reason: string;
  readonly urgency: ReferralUrgency;
  /** The summary sent to the partner. */
  readonly summary: string;
  /** What the partner reported back, '' until recorded. */
  readonly result: string;
  /** When to follow the visitor up: the to-do's due day at first, the next one with the result. */
  readonly followUpDate: string;
  readonly status: ReferralStatus;
  readonly createBy: string;
  readonly createTime: string;
  /** Who recorded the result or closed it, and when; why it was closed. */
  readonly doneBy: string;
  readonly doneTime: string;
  readonly closeReason: string;
}

interface SupervisionReply {
  readonly id: string;
  readonly authorId: string;
  /** What the author was on the case when replying. */
  readonly role: '督导' | '咨询师' | '管理员';
  readonly text: string;
  readonly time: string;
}

export interface SupervisionNote {
  readonly id: string;
  readonly orgId: string;
  readonly orderId: string;
  readonly cusUserId: string;
  readonly authorId: string;
  readonly text: string;
  readonly time: string;
  readonly replies: readonly SupervisionReply[];
}

/** One reading of an order's supervision notes (the order detail, or the chart's list of the visitor's). */
export interface SupervisionView {
  readonly id: string;
  readonly orderIds: readonly string[];
  readonly viewerName: string;
  readonly account: string;
  readonly identity: string;
  readonly kind: '订单详情' | '来访者档案';
  readonly time: string;
}

export class CaseworkStore {
  referrals = new Map<string, ExternalReferral>();
  notes = new Map<string, SupervisionNote>();
  views: SupervisionView[] = [];
  /** Ids of these rows (their own, so the other tables' ids never move). */
  private next = { referral: 1, note: 1, reply: 1, view: 1 };

  nextId(kind: keyof CaseworkStore['next']): string {
    return String(this.next[kind]++);
  }

  toJSON() {
    return {
      referrals: [...this.referrals.values()],
      notes: [...this.notes.values()],
      views: this.views,
      next: this.next,
    };
  }
}
