/** The visitor's chart (来访者档案): the kinds of its timeline, worded once for the mock and the console. */

/** Every kind of event the timeline shows, in the order its filter lists them. */
export const TIMELINE_KINDS = [
  'order',
  'session',
  'caseRecord',
  'followUp',
  'hotline',
  'recommendation',
  'remark',
  'measure',
  'consent',
  'referral',
  'supervision',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  order: '订单',
  session: '咨询',
  caseRecord: '个案记录',
  followUp: '回访',
  hotline: '热线来电',
  recommendation: '推荐',
  remark: '备注',
  measure: '测评',
  consent: '知情同意',
  referral: '外部转介',
  supervision: '督导记录',
};

/** Where a change of the visitor's risk (mentalStatus) was assessed. */
export const RISK_SOURCES = ['session', 'hotline', 'followUp', 'measure'] as const;
export type RiskSource = (typeof RISK_SOURCES)[number];

export const RISK_SOURCE_LABELS: Record<RiskSource, string> = {
  session: '咨询',
  hotline: '热线来电',
  followUp: '回访',
  measure: '测评',
};
