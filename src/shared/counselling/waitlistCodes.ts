/** The waiting list's codes and their words (decision 0018): the contract declares them, the mock and the page use them. */

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'withdrawn', 'expired'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: '候补中',
  offered: '已保留时段',
  booked: '已转订单',
  withdrawn: '已撤销',
  expired: '已过期',
};

/** 0 一般, 1 优先, 2 危机: a freed slot goes to the highest first. */
export const WAITLIST_PRIORITIES = ['一般', '优先', '危机'] as const;

export const WEEKDAY_LABELS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;
