/** Answers built from consult order rows. */
import { latestMeasures } from '../counselling/measures';
import { maskMobile } from '../../src/shared/utils/format';
import { TRANSITIONS, type OrderAction } from '../../src/shared/counselling/orderTransitions';
import { caseFormIdOf } from './caseRecords';
import { seriesPlace } from '../counselling/series';
import type { ConsultOrder, CounsellingTables } from '../counselling/types';
import { formatDateTime } from '../core/time';
import type { RouteContext } from '../core/context';
import { expertName, tablesOf } from '../counselling/access';

const ENTRY_LABELS: Record<string, string> = {
  create: '创建订单',
  remark: '备注',
  revealContact: '紧急查看联系人',
};

const typeNames = (t: CounsellingTables, ids: readonly string[]) =>
  ids
    .map((id) => t.problemTypes.get(id)?.name)
    .filter((name) => name !== undefined)
    .join('、');

/** The list row: mobile masked. */
export function orderRowView(ctx: RouteContext, order: ConsultOrder) {
  const t = tablesOf(ctx);
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    version: order.version,
    visitorName: order.visitorName,
    sex: order.sex,
    age: order.age,
    mobile: maskMobile(order.mobile),
    identity: order.identity,
    cusUserId: order.cusUserId,
    orgId: order.orgId,
    customerOrgId: order.customerOrgId,
    expertId: order.expertId,
    expertName: expertName(ctx, order.expertId),
    consultWay: order.consultWay,
    appointMode: order.appointMode,
    consultType: order.consultType,
    mentalStatus: order.mentalStatus,
    isBreakContract: order.isBreakContract,
    problemTypeIds: order.problemTypeIds,
    problemTypeNames: typeNames(t, order.problemTypeIds),
    appointDate: order.appointDate,
    startTime: order.startTime,
    endTime: order.endTime,
    amount: order.amount,
    payStatus: order.payStatus,
    visitorInfo: order.visitorInfo,
    createAccount: order.createAccount,
    formId: caseFormIdOf(order, ctx.db.forms.defaults.case),
    createTime: order.createTime,
    cancelTime: order.cancelTime,
    ...seriesPlace(t, order),
  };
}

/** `visitorInfo` read as the detail shows it; malformed text gives no fields and a flag. */
function customFieldsOf(visitorInfo: string): {
  customFields: { name: string; value: string }[];
  visitorInfoError: boolean;
} {
  try {
    const parsed = JSON.parse(visitorInfo) as { customFields?: unknown };
    const fields = Array.isArray(parsed.customFields) ? (parsed.customFields as unknown[]) : [];
    return {
      customFields: fields
        .filter(
          (field): field is Record<string, unknown> => typeof field === 'object' && field !== null,
        )
        .map((field) => ({ name: String(field.name ?? ''), value: String(field.value ?? '') })),
      visitorInfoError: false,
    };
  } catch {
    return { customFields: [], visitorInfoError: true };
  }
}

export function orderDetailView(
  ctx: RouteContext,
  order: ConsultOrder,
  options: { showContact: boolean; actions: OrderAction[] },
) {
  const t = tablesOf(ctx);
  const contact = (mobile: string) => (options.showContact ? mobile : maskMobile(mobile));
  const now = formatDateTime(ctx.now);
  return {
    ...orderRowView(ctx, order),
    mobile: contact(order.mobile),
    ...customFieldsOf(order.visitorInfo),
    emergencyName: order.emergencyName,
    emergencyRelation: order.emergencyRelation,
    emergencyMobile: contact(order.emergencyMobile),
    problemDesc: order.problemDesc,
    bucketId: order.bucketId,
    durationMin: order.durationMin,
    acceptTime: order.acceptTime,
    finishTime: order.finishTime,
    confirmTime: order.confirmTime,
    cancelReason: order.cancelReason,
    cancelBy: order.cancelBy,
    remark: order.remark,
    logs: order.logs.map((entry) => ({
      ...entry,
      actionLabel: ENTRY_LABELS[entry.action] ?? TRANSITIONS[entry.action as OrderAction].label,
    })),
    urgeLogs: t.urgeLogs
      .filter((row) => row.orderId === order.id)
      .map(({ orderId: _orderId, ...row }) => row),
    followUps: t.followUps
      .filter((row) => row.orderId === order.id)
      .map((row) => ({
        id: row.id,
        planTime: row.planTime,
        doneTime: row.doneTime,
        method: row.method,
        operator: row.operator,
        content: row.content,
        result: row.result,
        mentalStatus: row.mentalStatus,
        nextAction: row.nextAction,
        status: row.status,
        overdue: row.status === 0 && row.planTime < now,
      })),
    recommendations: t.recommendations
      .filter((row) => row.orderId === order.id)
      .map(({ id, type, targetId, targetName, reason, createBy, createTime }) => ({
        id,
        type,
        targetId,
        targetName,
        reason,
        createBy,
        createTime,
      })),
    actions: options.actions,
    measureAlert: order.measureAlert ?? '',
    measures: latestMeasures(t, order.cusUserId),
  };
}
