/** 0 invalid, 1 normal, 2 expired. */
export type RecommendStatus = 0 | 1 | 2;
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

export interface Recommendation {
  id: string;
  formId: string;
  formName: string;
  /** The scale's type: 0 original, 1 quoted. */
  type: 0 | 1;
  orgName: string;
  beginShowDate: string;
  endShowDate: string;
  status: RecommendStatus;
  priority: number;
  createTime: string;
}

export interface RecommendSaveBody {
  id?: string;
  formId: string;
  beginShowDate: string;
  endShowDate: string;
  /** Only invalid or normal can be chosen; expired is read from the dates. */
  status: 0 | 1;
  priority: number;
}
