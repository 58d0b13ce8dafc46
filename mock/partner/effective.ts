/** Which partner price applies to an order (pure: reads the tables, writes nothing). */
import type { Db } from '../db';
import type { ConsultOrder, CounsellingTables } from '../counselling/types';
import type { PartnerPrice } from './types';

/** What a partner price is looked up by. */
export interface PriceKey {
  partnerId: string;
  expertId: string;
  consultWay: number;
  consultType: number;
  /** YYYY-MM-DD: the order's creation date (prices feed the order at creation). */
  date: string;
}

/** A price row applies on `date` when the date lies within its effective dates (both inclusive). */
export const isEffectiveOn = (price: PartnerPrice, date: string): boolean =>
  price.effectiveFrom <= date && (price.effectiveTo === '' || date <= price.effectiveTo);

/**
 * The partner's price for an expert, way and type on a date, or undefined. When effective dates
 * overlap, the one that started last wins (a newer price replaces an older one).
 */
export function partnerPriceFor(t: CounsellingTables, key: PriceKey): PartnerPrice | undefined {
  let found: PartnerPrice | undefined;
  for (const price of t.partnerPrices.values()) {
    if (
      price.partnerId === key.partnerId &&
      price.expertId === key.expertId &&
      price.consultWay === key.consultWay &&
      price.consultType === key.consultType &&
      isEffectiveOn(price, key.date) &&
      (!found || price.effectiveFrom > found.effectiveFrom)
    )
      found = price;
  }
  return found;
}

/**
 * The partner's settlement ratio for an order, in percent (0-100): the ratio of the partner price
 * that was effective when the order was created, else the partner's own ratio; 0 for an order
 * without a partner (or whose partner is gone). Partner share = amount × ratio / 100.
 */
export function partnerRatioFor(db: Db, order: ConsultOrder): number {
  return partnerRatioIn(db.counselling.tables, order);
}

/** `partnerRatioFor` on the counselling tables themselves. */
function partnerRatioIn(t: CounsellingTables, order: ConsultOrder): number {
  if (!order.partnerId) return 0;
  const partner = t.partners.get(order.partnerId);
  if (!partner) return 0;
  const price = partnerPriceFor(t, {
    partnerId: partner.id,
    expertId: order.expertId,
    consultWay: order.consultWay,
    consultType: order.consultType,
    date: order.createTime.slice(0, 10),
  });
  return price ? price.settlementRatio : partner.settlementRatio;
}
