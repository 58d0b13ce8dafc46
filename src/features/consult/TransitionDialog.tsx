import { App, Form, Input } from 'antd';
import { RemoteSelect } from '@/shared/components/RemoteSelect';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { TRANSITIONS, type OrderAction } from '@/shared/counselling/orderTransitions';
import type { SeriesScope } from '@/shared/counselling/seriesRule';
import { SeriesScopeField } from './SeriesScope';
import { SlotFields, slotBody, type SlotValues } from './SlotFields';
import type { ConsultOrderDetail, TransitionRequest } from './types';
import { useExpertOptions } from '@/shared/counselling/useExpertOptions';

/** The actions that ask for input first; the others only ask to confirm. */
export type DialogAction = Extract<
  OrderAction,
  'decline' | 'cancel' | 'reschedule' | 'referral' | 'complete'
>;
export const DIALOG_ACTIONS: readonly OrderAction[] = [
  'decline',
  'cancel',
  'reschedule',
  'referral',
  'complete',
];

interface Values extends SlotValues {
  reason: string;
  expertId: string;
  /** 仅本次 / 本次及之后, asked of a series order only. */
  scope?: SeriesScope;
}

/** 完成咨询 asks for the case record instead (CaseRecordDialog). */
type FormAction = Exclude<DialogAction, 'complete'>;

const REASON_TITLE: Partial<Record<FormAction, string>> = {
  decline: '拒单原因',
  cancel: '取消原因',
  referral: '转介原因',
};

interface TransitionDialogProps {
  action: FormAction;
  order: ConsultOrderDetail;
  /** Sends the transition with the version the page shows now. */
  onMove: (request: TransitionRequest) => Promise<unknown>;
  onClose: () => void;
}

const scopeOf = (values: Values) => (values.scope ? { scope: values.scope } : {});

/** The request a dialog's values make. */
function requestOf(
  action: FormAction,
  base: { id: string; version: number },
  values: Values,
): TransitionRequest {
  switch (action) {
    case 'decline':
      return { action, ...base, reason: values.reason };
    case 'cancel':
      return { action, ...base, reason: values.reason, ...scopeOf(values) };
    case 'reschedule':
      return { action, ...base, ...slotBody(values), ...scopeOf(values) };
    case 'referral':
      return {
        action,
        ...base,
        expertId: values.expertId,
        ...slotBody(values),
        reason: values.reason,
      };
  }
}

/** 拒单, 取消订单 (a reason), 改期 (a free slot), 转介 (another counsellor, a free slot, a reason). */
export function TransitionDialog({ action, order, onMove, onClose }: TransitionDialogProps) {
  const label = TRANSITIONS[action].label;
  const reasonTitle = REASON_TITLE[action];
  const { message } = App.useApp();
  return (
    <SaveFormModal<Values>
      title={label}
      onSave={async (values) => {
        await onMove(requestOf(action, { id: order.id, version: order.version }, values));
        // 本次及之后 says so: the later sessions of the series moved too.
        message.success(`${label}成功${values.scope === 'following' ? '（本次及之后）' : ''}`);
      }}
      onClose={onClose}
    >
      {action === 'referral' && <ReferralFields order={order} />}
      {action === 'reschedule' && (
        <SlotFields expertId={order.expertId} cusUserId={order.cusUserId} orderId={order.id} />
      )}
      {(action === 'cancel' || action === 'reschedule') && (
        <SeriesScopeField order={order} action={label} />
      )}
      {reasonTitle && (
        <Form.Item
          label={reasonTitle}
          name="reason"
          rules={[
            { required: true, whitespace: true, message: `请输入${reasonTitle}` },
            { max: 200, message: '最大输入长度200' },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={200} aria-label={reasonTitle} />
        </Form.Item>
      )}
    </SaveFormModal>
  );
}

/** 转介: another cooperating counsellor, then one of their free slots (a new counsellor clears the slot). */
function ReferralFields({ order }: { order: ConsultOrderDetail }) {
  const form = Form.useFormInstance<Values>();
  const referTo = Form.useWatch('expertId', form);
  const fetchExperts = useExpertOptions(order.expertId);
  return (
    <>
      <Form.Item
        label="转介咨询师"
        name="expertId"
        rules={[{ required: true, message: '请选择转介咨询师' }]}
      >
        <RemoteSelect
          placeholder="请选择其他咨询师"
          aria-label="转介咨询师"
          fetchOptions={fetchExperts}
          onChange={() => form.setFieldValue('bucketId', undefined)}
        />
      </Form.Item>
      <SlotFields expertId={referTo} cusUserId={order.cusUserId} orderId={order.id} />
    </>
  );
}
