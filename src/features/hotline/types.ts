import type { Answer, Body, Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/hotline';

export type HotlineCall = Row<typeof C.listHotlines>;
export type HotlineDetail = Answer<typeof C.hotlineDetail>;
export type HotlineBody = Body<typeof C.saveHotline>;

/** 转预约: the manual entry form, taking the call and its visitor from the URL. */
export function conversionPath(call: Pick<HotlineCall, 'id' | 'cusUserId'>): string {
  const params = new URLSearchParams({ appointMode: '1', hotlineId: call.id });
  if (call.cusUserId) params.set('cusUserId', call.cusUserId);
  return `/consult/orders/new?${params.toString()}`;
}

export { riskScore } from '@/shared/counselling/consultLabels';
