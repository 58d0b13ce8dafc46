import type { Answer } from '@/shared/contract/call';
import type { recommendDetail } from '@/shared/contract/recommend';

/** 0 invalid, 1 normal, 2 expired. */
export type RecommendStatus = Recommendation['status'];
export const RECOMMEND_STATUS_LABEL: Record<RecommendStatus, string> = {
  0: '无效',
  1: '正常',
  2: '已过期',
};
export const RECOMMEND_STATUS_COLOR: Record<RecommendStatus, string> = {
  0: 'default',
  1: 'green',
  2: 'red',
};

// The shapes are the contract's (src/shared/contract/recommend.ts), named for the screens.
export type Recommendation = Answer<typeof recommendDetail>;
