/**
 * Outside referral (外部转介) and supervision (督导记录) choices and messages (issue 30 §4): one home
 * for the forms, the contract and the mock.
 */

export const REFERRAL_URGENCIES = ['一般', '紧急', '危急'] as const;
export type ReferralUrgency = (typeof REFERRAL_URGENCIES)[number];

/** 待反馈 until the result is recorded (已反馈), or 已关闭 when it will not come. */
export const REFERRAL_STATUSES = ['待反馈', '已反馈', '已关闭'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** The to-do a referral keeps open for its creator until its result is recorded. */
export const REFERRAL_TODO = '转介待反馈';

export const CASEWORK_MESSAGES = {
  partnerRequired: '请选择转介机构',
  reasonRequired: '请输入转介原因',
  summaryRequired: '请输入转介摘要',
  resultRequired: '请输入转介结果',
  closeReasonRequired: '请输入关闭原因',
  partnerNotActive: '该合作伙伴当前不在合作中，不能转介',
  orderNotVisitors: '订单与来访者不一致',
  archived: '来访者已归档，不能转介',
  followUpPast: '随访日期不能早于今天',
  notPending: '该转介已反馈或已关闭',
  noteRequired: '请输入督导意见',
  replyRequired: '请输入回复内容',
  supervisionForbidden: '仅本案咨询师、督导及机构管理员可查看督导记录',
  notSupervisor: '仅督导及机构管理员可填写督导记录',
} as const;
