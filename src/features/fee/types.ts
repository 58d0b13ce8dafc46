/** Names of the fee and pay-order shapes (inferred from src/shared/contract/fee.ts) and their labels. */
import type { Answer, Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/fee';

export type FeeRow = Row<typeof C.listFees>;
export type FeePage = Answer<typeof C.listFees>;
export type FeeLineRow = Row<typeof C.listFeeLines>;
export type PayOrderRow = Row<typeof C.listPayOrders>;

export const SETTLE_STATUS_LABEL: Record<FeeRow['status'], string> = {
  0: '待结算',
  1: '部分结算',
  2: '已结算',
};
export const LINE_TYPE_LABEL: Record<FeeLineRow['type'], string> = {
  1: '咨询费',
  2: '爽约费',
  3: '退款调整',
};
export const PAY_TYPE_LABEL: Record<PayOrderRow['payType'], string> = {
  1: '微信',
  2: '支付宝',
  3: '银行卡',
  4: '线下',
};
export const PAY_ORDER_STATUS_LABEL: Record<PayOrderRow['status'], string> = {
  1: '待支付',
  2: '已支付',
  3: '已取消',
  4: '退款中',
  5: '已退款',
};
export const FEE_KIND_LABEL: Record<FeeRow['isBreakContract'], string> = { 0: '完成', 1: '爽约' };
