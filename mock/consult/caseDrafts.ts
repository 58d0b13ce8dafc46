/**
 * Server-side case-record drafts (docs/api/case-records.md, "Drafts"): one per order and author.
 * A draft belongs to its author: after a referral the earlier counsellor's draft stays under their
 * name, never answered to the new counsellor nor overwritten by their saves (issue 27).
 */
import type { FormAnswer } from '../../src/shared/contract/formTemplate';

export interface CaseDraft {
  orderId: string;
  formId: string;
  answers: FormAnswer[];
  authorId: string;
  savedTime: string;
}

export class CaseDrafts {
  /** By order id, then author id. */
  private readonly byOrder = new Map<string, Map<string, CaseDraft>>();

  /** The author's draft of the order. */
  get(orderId: string, authorId: string): CaseDraft | undefined {
    return this.byOrder.get(orderId)?.get(authorId);
  }

  /** Every draft of the order, oldest save first (what an administrator is told exists). */
  ofOrder(orderId: string): CaseDraft[] {
    return [...(this.byOrder.get(orderId)?.values() ?? [])].sort((a, b) =>
      a.savedTime.localeCompare(b.savedTime),
    );
  }

  has(orderId: string): boolean {
    return this.byOrder.has(orderId);
  }

  /** Stores the author's draft in place of their earlier one. */
  set(draft: CaseDraft): void {
    const drafts = this.byOrder.get(draft.orderId) ?? new Map<string, CaseDraft>();
    drafts.set(draft.authorId, draft);
    this.byOrder.set(draft.orderId, drafts);
  }

  /** Drops every draft of the order (完成咨询: the record is written). */
  delete(orderId: string): boolean {
    return this.byOrder.delete(orderId);
  }

  values(): CaseDraft[] {
    return [...this.byOrder.values()].flatMap((drafts) => [...drafts.values()]);
  }
}
