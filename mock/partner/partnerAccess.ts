/** Partner rules other areas read: who picks a partner, and the price an order made for one takes. */
import { PARTNER_MESSAGES as M } from '../../src/shared/counselling/partnerCodes';
import { PERM } from '../../src/shared/session/permissions';
import type { CounsellingTables } from '../counselling/types';
import { partnerPriceFor } from './effective';
import type { Partner } from './types';
import { fail } from '../core/errors';
import { conflict, notFound } from '../counselling/access';

/** The partner list is read on its page and by manual entry (新增订单 picks an optional partner). */
export const PARTNER_READERS = [PERM.partners, PERM.consultCreate] as const;

/** A partner of the organisation (10404 otherwise). */
export function partnerIn(t: CounsellingTables, orgId: string, id: string): Partner {
  const partner = t.partners.get(id);
  if (!partner || partner.orgId !== orgId) throw notFound();
  return partner;
}

/** Whether the partner cooperates on `date`: 合作中 and within its cooperation dates. */
const cooperatesOn = (partner: Partner, date: string): boolean =>
  partner.status === 1 &&
  partner.coopStart <= date &&
  (partner.coopEnd === '' || date <= partner.coopEnd);

/**
 * The amount (yuan) of an order created on `date` for a partner: the partner's effective price of
 * the expert, way and type. Refuses a partner not cooperating that day, or without such a price.
 */
export function partnerAmount(
  t: CounsellingTables,
  orgId: string,
  order: { partnerId: string; expertId: string; consultWay: number; consultType: number },
  date: string,
): number {
  const partner = partnerIn(t, orgId, order.partnerId);
  if (!cooperatesOn(partner, date)) throw conflict(M.partnerNotActive);
  const price = partnerPriceFor(t, { ...order, date });
  if (!price) throw fail(10409, M.noPartnerPrice);
  return price.priceCents / 100;
}
