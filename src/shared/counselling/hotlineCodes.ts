/**
 * The choices of hotline calls, follow-ups and to-dos (counselling design "Hotline orders and
 * to-dos", "Follow-up"): the contract declares them, the mock seeds them, the forms offer them.
 */

export const CALL_TYPES = ['一般', '危机', '沉默', '重复', '信息咨询', '骚扰'] as const;
export const HANDLINGS = ['疏导', '信息', '转介', '报警', '转预约'] as const;
export const AGE_BANDS = [
  '18岁以下',
  '18-25岁',
  '26-35岁',
  '36-45岁',
  '46-60岁',
  '60岁以上',
  '不详',
] as const;
/** 0 待处理, 1 处理中, 2 已完结. */
export const HOTLINE_STATUS_LABELS = ['待处理', '处理中', '已完结'] as const;
/** -1 unknown, 0 male, 1 female. */
export const CALLER_SEX_LABELS: Record<-1 | 0 | 1, string> = { [-1]: '未知', 0: '男', 1: '女' };

export const FOLLOW_UP_METHODS = ['电话', '微信', '短信', '面谈', '问卷'] as const;
export const FOLLOW_UP_RESULTS = ['好转', '稳定', '恶化', '失联'] as const;
export const NEXT_ACTIONS = ['再次咨询', '转介', '结案'] as const;
/** 0 待回访, 1 已回访, 2 无法联系. */
export const FOLLOW_UP_STATUS_LABELS = ['待回访', '已回访', '无法联系'] as const;

export const TODO_TYPES = [
  '待接单',
  '待确认',
  '待写记录',
  '待回访',
  '危机跟进',
  '热线待处理',
  '测评预警',
  '转介待反馈',
  '候补可约',
] as const;
/** 0 待办, 1 已办, 2 关闭. */
export const TODO_STATUS_LABELS = ['待办', '已办', '关闭'] as const;

export { MENTAL_STATUS_LABELS } from './consultLabels';

/** A call with suicide intent at or above this, or assessed mentalStatus 2, is a crisis. */
const CRISIS_SUICIDE_INTENT = 7;

export function isCrisisCall(call: { suicideIntent: number; mentalStatus: number }): boolean {
  return call.suicideIntent >= CRISIS_SUICIDE_INTENT || call.mentalStatus === 2;
}

/** Planned (or open) and its time has passed: the lists show it as overdue. */
export function isOverdue(status: number, due: string, now: string): boolean {
  return status === 0 && due !== '' && due < now;
}
