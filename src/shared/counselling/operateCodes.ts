/** Codes of the operations pages (轮播图, 短信记录), shared by the contract, the mock and the console. */

/** none: no link; url: a web address; scale: a published scale's id; expert: a cooperating expert's id. */
export const BANNER_LINK_TYPES = ['none', 'url', 'scale', 'expert'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

export const BANNER_LINK_LABELS: Record<BannerLinkType, string> = {
  none: '无',
  url: '网址',
  scale: '量表',
  expert: '专家',
};

export const SMS_STATUSES = ['发送中', '成功', '失败'] as const;

/** A banner's url link: http(s) and a host with a dot. */
export const BANNER_URL_PATTERN = /^https?:\/\/[^\s/?#]+\.\S+$/i;

/** What the banner form and the mock say alike. */
export const BANNER_MESSAGES = {
  titleRequired: '请输入标题',
  imageRequired: '请上传图片',
  linkRequired: '请填写跳转链接',
  linkUrl: '跳转链接须为http或https开头的网址',
  linkScale: '请选择已发布的量表',
  linkExpert: '请选择合作中的专家',
  sortRequired: '请输入排序',
  sortMin: '排序不能小于0',
  endAfterStart: '结束时间必须晚于开始时间',
} as const;

/** The SMS log's business types as the mock writes them (counselling/effects.ts), with their labels. */
export const SMS_BIZ_LABELS: Record<string, string> = {
  urge: '催办提醒',
  consultOrder: '订单通知',
  crisis: '危机通知',
  verifyCode: '验证码',
};

/** The SMS log's templates as the mock names them (URGE_<催单 kind>, the code purposes …), in words. */
const SMS_TEMPLATE_LABELS: Record<string, string> = {
  ORDER_ACCEPTED: '接单通知',
  ORDER_DECLINED: '拒单通知',
  ORDER_MOVED: '改期通知',
  URGE_0: '催接单',
  URGE_1: '咨询前提醒',
  URGE_2: '催确认',
  CRISIS_NOTIFY: '危机预警',
  VERIFY_CODE: '验证码',
  RETRIEVE_CODE: '找回密码验证码',
  ACTIVATE_CODE: '激活验证码',
};

/** A template's name; one the table does not know yet reads 其他通知, never its code. */
export const smsTemplateLabel = (template: string): string =>
  SMS_TEMPLATE_LABELS[template] ?? '其他通知';
