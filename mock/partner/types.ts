/** Partners (合作伙伴) and their expert prices (counselling design "Money"; docs/api/partner.md). */

/** 1 医院, 2 机构, 3 企业. */
export type PartnerType = 1 | 2 | 3;
/** 1 合作中, 2 暂停, 3 终止 (final). */
export type PartnerStatus = 1 | 2 | 3;

export interface Partner {
  readonly id: string;
  /** The provider organisation the partner works with. */
  readonly orgId: string;
  readonly name: string;
  readonly type: PartnerType;
  readonly contact: string;
  readonly mobile: string;
  /** Region codes 'province-city-district' (as organisations). */
  readonly areaCode: string;
  /** YYYY-MM-DD. */
  readonly coopStart: string;
  /** YYYY-MM-DD, '' while open-ended. */
  readonly coopEnd: string;
  /** The partner's share of an order's amount in percent (0-100), when no price row says otherwise. */
  readonly settlementRatio: number;
  readonly status: PartnerStatus;
  readonly remark: string;
  readonly createTime: string;
  readonly updateTime: string;
}

/** A partner (hospital) price of one expert: the expert price keyed by partner (医院专家价格). */
export interface PartnerPrice {
  readonly id: string;
  readonly partnerId: string;
  readonly expertId: string;
  /** The order's consult way: 0 phone, 1 online voice, 2 online video, 3 face to face. */
  readonly consultWay: 0 | 1 | 2 | 3;
  /** 0 个体咨询, 1 伴侣/家庭咨询. */
  readonly consultType: 0 | 1;
  readonly durationMin: number;
  /** Money in integer cents (the API exchanges yuan with at most two decimals). */
  readonly priceCents: number;
  /** The partner's share of the order's amount in percent (0-100). */
  readonly settlementRatio: number;
  /** YYYY-MM-DD. */
  readonly effectiveFrom: string;
  /** YYYY-MM-DD, '' while open-ended (inclusive). */
  readonly effectiveTo: string;
  readonly createTime: string;
}
