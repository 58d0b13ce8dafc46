import type { Answer, Body, Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/consult';

export type ConsultOrderRow = Row<typeof C.listConsultOrders>;
export type ConsultOrderPage = Answer<typeof C.listConsultOrders>;
export type ConsultOrderDetail = Answer<typeof C.consultOrderDetail>;
export type StatusTab = ConsultOrderPage['statusCounts'][number];

/** The status update (接单, 拒单, 改期, 转介, 完成咨询, 确认完成, 爽约): the action, the order's id, the version the page saw, the action's inputs. */
type StatusUpdateBody = Body<typeof C.updateConsultOrderStatus>;
/** 取消订单 keeps its own call (the spec names cancel apart from the status update). */
type CancelBody = Body<typeof C.cancelConsultOrder>;
/** What a transition button sends. */
export type TransitionRequest = StatusUpdateBody | ({ action: 'cancel' } & CancelBody);
export type UrgeBody = Body<typeof C.urgeConsultOrder>;
export type RecommendBody = Body<typeof C.recommendConsultOrder>;

/** Whose orders a page shows: the organisation's (咨询订单) or the signed-in expert's (我的订单). */
export type OrderScope = 'org' | 'expert';

type Labels<K extends number> = Record<K, string>;

export {
  ORDER_CONSULT_WAY_LABELS as CONSULT_WAY_LABEL,
  APPOINT_MODE_LABELS as APPOINT_MODE_LABEL,
  CONSULT_TYPE_LABELS as CONSULT_TYPE_LABEL,
  MENTAL_STATUS_LABELS as MENTAL_STATUS_LABEL,
  SEX_LABELS as SEX_LABEL,
  IDENTITY_LABELS as IDENTITY_LABEL,
} from '@/shared/counselling/consultLabels';
export { FOLLOW_UP_STATUS_LABELS as FOLLOW_UP_STATUS_LABEL } from '@/shared/counselling/hotlineCodes';
export const BREACH_LABEL: Labels<0 | 1> = { 0: '否', 1: '是' };
/** 待写记录: 待咨询 24 h after the session's end without a case record (docs/api/case-records.md). */
export const RECORD_OVERDUE_LABEL: Labels<0 | 1> = { 0: '否', 1: '是' };
export const PAY_STATUS_LABEL: Labels<0 | 1 | 2> = { 0: '待支付', 1: '已支付', 2: '已退款' };
export const RECOMMEND_KIND_LABEL: Record<RecommendBody['kind'], string> = {
  scale: '量表',
  expert: '咨询师',
};
export const URGE_KIND_LABEL: Labels<0 | 1 | 2> = { 0: '催接单', 1: '咨询前提醒', 2: '催确认' };
export const CANCEL_BY_LABEL: Record<string, string> = {
  visitor: '来访者',
  expert: '咨询师',
  admin: '管理员',
  system: '系统',
};

/** The filter form's fields (codes are the all-option -99 until one is picked). */
export interface OrderFilters {
  orderNo?: string;
  visitor?: string;
  expertId?: string;
  consultWay: number;
  appointMode: number;
  consultType: number;
  mentalStatus: number;
  isBreakContract: number;
  recordOverdue: number;
  problemTypeId?: string;
  appointRange?: unknown;
  createRange?: unknown;
}
