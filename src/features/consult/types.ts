import type { Answer, Body, Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/consult';
import type { OrderAction } from '@/shared/counselling/orderTransitions';

export type ConsultOrderRow = Row<typeof C.listConsultOrders>;
export type ConsultOrderPage = Answer<typeof C.listConsultOrders>;
export type ConsultOrderDetail = Answer<typeof C.consultOrderDetail>;
export type StatusTab = ConsultOrderPage['statusCounts'][number];

/** The transition bodies, each with the order's id and the version the page saw. */
export interface TransitionBodies {
  accept: Body<typeof C.acceptConsultOrder>;
  decline: Body<typeof C.declineConsultOrder>;
  reschedule: Body<typeof C.rescheduleConsultOrder>;
  referral: Body<typeof C.referConsultOrder>;
  complete: Body<typeof C.completeConsultOrder>;
  confirm: Body<typeof C.confirmConsultOrder>;
  cancel: Body<typeof C.cancelConsultOrder>;
  breach: Body<typeof C.breachConsultOrder>;
}
export type TransitionRequest = {
  [A in OrderAction]: { action: A; body: TransitionBodies[A] };
}[OrderAction];
export type UrgeBody = Body<typeof C.urgeConsultOrder>;
export type RecommendBody = Body<typeof C.recommendConsultOrder>;

/** Whose orders a page shows: the organisation's (咨询订单) or the signed-in expert's (我的订单). */
export type OrderScope = 'org' | 'expert';

type Labels<K extends number> = Record<K, string>;

export const CONSULT_WAY_LABEL: Labels<0 | 1 | 2 | 3> = {
  0: '电话咨询',
  1: '语音咨询',
  2: '视频咨询',
  3: '面对面咨询',
};
export const APPOINT_MODE_LABEL: Labels<0 | 1 | 2 | 3> = {
  0: '平台预约',
  1: '热线转预约',
  2: '手动录入',
  3: '小程序预约',
};
export const CONSULT_TYPE_LABEL: Labels<0 | 1> = { 0: '个体咨询', 1: '伴侣/家庭咨询' };
export const MENTAL_STATUS_LABEL: Labels<0 | 1 | 2> = { 0: '正常', 1: '关注', 2: '危机' };
export const BREACH_LABEL: Labels<0 | 1> = { 0: '否', 1: '是' };
export const SEX_LABEL: Labels<0 | 1> = { 0: '男', 1: '女' };
export const IDENTITY_LABEL: Labels<0 | 1 | 2 | 3 | 4> = {
  0: '本人',
  1: '配偶',
  2: '父母',
  3: '子女',
  4: '其他',
};
export const PAY_STATUS_LABEL: Labels<0 | 1 | 2> = { 0: '待支付', 1: '已支付', 2: '已退款' };
export const RECOMMEND_KIND_LABEL: Record<RecommendBody['kind'], string> = {
  scale: '量表',
  expert: '咨询师',
};
export const URGE_KIND_LABEL: Labels<0 | 1 | 2> = { 0: '催接单', 1: '咨询前提醒', 2: '催确认' };
export const FOLLOW_UP_STATUS_LABEL: Labels<0 | 1 | 2> = {
  0: '待回访',
  1: '已回访',
  2: '无法联系',
};
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
  problemTypeId?: string;
  appointRange?: unknown;
  createRange?: unknown;
}
