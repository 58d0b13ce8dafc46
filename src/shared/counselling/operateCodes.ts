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
