import type { Body, Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/partner';

export type Partner = Row<typeof C.listPartners>;
export type PartnerBody = Body<typeof C.savePartner>;
export type PartnerPrice = Row<typeof C.listPartnerPrices>;
export type PartnerPriceBody = Body<typeof C.savePartnerPrice>;
