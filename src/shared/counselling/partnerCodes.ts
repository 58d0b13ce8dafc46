/** Partner (合作伙伴) codes, labels, status transitions and messages: one home for the form and the mock. */

export const PARTNER_TYPES = [1, 2, 3] as const;
export const PARTNER_TYPE_LABELS: Record<(typeof PARTNER_TYPES)[number], string> = {
  1: '医院',
  2: '机构',
  3: '企业',
};

export const PARTNER_STATUSES = [1, 2, 3] as const;
export type PartnerStatusCode = (typeof PARTNER_STATUSES)[number];
export const PARTNER_STATUS_LABELS: Record<PartnerStatusCode, string> = {
  1: '合作中',
  2: '暂停',
  3: '终止',
};

/**
 * The allowed status changes (docs/api/partner.md): 合作中 ⇄ 暂停, either → 终止; 终止 is final.
 * The action's name is what the button and the success message say.
 */
export const PARTNER_TRANSITIONS: Record<
  PartnerStatusCode,
  Partial<Record<PartnerStatusCode, string>>
> = {
  1: { 2: '暂停', 3: '终止' },
  2: { 1: '恢复合作', 3: '终止' },
  3: {},
};

/** The settlement ratio (partner share, percent) bounds. */
export const RATIO_MIN = 0;
export const RATIO_MAX = 100;
/** The largest price a partner price may have, in yuan. */
export const PRICE_MAX = 100_000;

export const PARTNER_MESSAGES = {
  nameRequired: '请输入合作伙伴名称',
  nameTaken: '合作伙伴名称已存在',
  contactRequired: '请输入联系人',
  areaRequired: '请选择所在地区',
  ratioRequired: '请输入结算比例',
  ratioRange: `结算比例范围${RATIO_MIN}-${RATIO_MAX}`,
  endBeforeStart: '合作结束日期不能早于开始日期',
  terminated: '合作已终止，不能修改',
  sameStatus: '合作伙伴已是此状态',
  notAllowed: '合作已终止，不能变更状态',
  priceRequired: '请输入价格',
  durationRequired: '请输入时长',
  effectiveToBeforeFrom: '失效日期不能早于生效日期',
  priceOverlap: '该专家此咨询方式与类型在生效期内已有价格',
  priceWaysRequired: '请至少填写一种咨询方式的价格',
  oneWayOnEdit: '编辑时只能填写一种咨询方式的价格',
  partnerNotActive: '该合作伙伴不在合作中',
  noPartnerPrice: '该合作伙伴未设置此咨询师、咨询方式和类型的价格',
} as const;
