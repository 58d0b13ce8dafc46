/** Partners (合作伙伴) and their expert prices (counselling design "Money"; docs/api/partner.md). */

/** 1 医院, 2 机构, 3 企业. */
export type PartnerType = 1 | 2 | 3;
/** 1 合作中, 2 暂停, 3 终止 (final). */
export type PartnerStatus = 1 | 2 | 3;

export interface Partner {
  id: string;
  /** The provider organisation the partner works with. */
  orgId: string;
  name: string;
  type: PartnerType;
  contact: string;
  mobile: string;
  /** Region codes 'province-city-district' (as organisations). */
  areaCode: string;
  /** YYYY-MM-DD. */
  coopStart: string;
  /** YYYY-MM-DD, '' while open-ended. */
  coopEnd: string;
  /** The partner's share of an order's amount in percent (0-100), when no price row says otherwise. */
  settlementRatio: number;
  status: PartnerStatus;
  remark: string;
  createTime: string;
  updateTime: string;
}

/** A partner (hospital) price of one expert: the expert price keyed by partner (医院专家价格). */
export interface PartnerPrice {
  id: string;
  partnerId: string;
  expertId: string;
  /** The order's consult way: 0 phone, 1 online voice, 2 online video, 3 face to face. */
  consultWay: 0 | 1 | 2 | 3;
  /** 0 个体咨询, 1 伴侣/家庭咨询. */
  consultType: 0 | 1;
  durationMin: number;
  /** Money in integer cents (the API exchanges yuan with at most two decimals). */
  priceCents: number;
  /** The partner's share of the order's amount in percent (0-100). */
  settlementRatio: number;
  /** YYYY-MM-DD. */
  effectiveFrom: string;
  /** YYYY-MM-DD, '' while open-ended (inclusive). */
  effectiveTo: string;
  createTime: string;
}
