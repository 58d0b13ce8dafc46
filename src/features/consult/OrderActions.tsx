import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { TRANSITIONS, type OrderAction } from '@/shared/counselling/orderTransitions';
import { slotTime } from '@/shared/counselling/slotRule';
import { selectBtnCodes } from '@/shared/session/sessionSlice';
import { useMoveConsultOrderMutation } from './api';
import { CompleteFlow } from './CompleteFlow';
import { visibleActions } from './consultRules';
import { DIALOG_ACTIONS, TransitionDialog, type DialogAction } from './TransitionDialog';
import { useClockPast } from './useClockPast';
import type { ConsultOrderDetail, OrderScope, TransitionRequest } from './types';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

const isDialogAction = (action: OrderAction): action is DialogAction =>
  DIALOG_ACTIONS.includes(action);

/**
 * One button per transition the server offers the caller (`actions`), gated by its code and by
 * the session's start (consultRules); a dialog where input is needed, a confirmation otherwise.
 * Each sends the version the page shows.
 */
export function OrderActions({ order, scope }: { order: ConsultOrderDetail; scope: OrderScope }) {
  const { message } = App.useApp();
  const codes = useAppSelector(selectBtnCodes);
  const [move, { isLoading }] = useMoveConsultOrderMutation();
  const [open, setOpen] = useState<DialogAction>();
  const startsAt = slotTime(order.appointDate, order.startTime);
  const now = useClockPast(startsAt);
  const send = (request: TransitionRequest) => move(request).unwrap();
  const confirm = (action: Exclude<OrderAction, DialogAction>) =>
    send({ action, id: order.id, version: order.version }).then(
      () => message.success(`${TRANSITIONS[action].label}成功`),
      () => undefined, // the request layer showed the refusal; the order is refetched
    );

  const buttons = visibleActions(order.actions, scope, codes, { now, startsAt }).map((action) => {
    const label = TRANSITIONS[action].label;
    const danger = action === 'cancel' || action === 'decline' || action === 'breach';
    if (isDialogAction(action))
      return (
        <Button key={action} danger={danger} disabled={isLoading} onClick={() => setOpen(action)}>
          {label}
        </Button>
      );
    return (
      <ConfirmAction
        key={action}
        title={`确定${label}吗？`}
        okText="确定"
        cancelText="取消"
        onConfirm={() => confirm(action)}
      >
        <Button
          danger={danger}
          type={action === 'accept' ? 'primary' : 'default'}
          disabled={isLoading}
        >
          {label}
        </Button>
      </ConfirmAction>
    );
  });

  return (
    <>
      <Space wrap>{buttons}</Space>
      {open === 'complete' && (
        <CompleteFlow order={order} onMove={send} onClose={() => setOpen(undefined)} />
      )}
      {open && open !== 'complete' && (
        <TransitionDialog
          action={open}
          order={order}
          onMove={send}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
