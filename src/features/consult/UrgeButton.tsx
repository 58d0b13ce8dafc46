import { App, Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { OrderStatus } from '@/shared/counselling/orderTransitions';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useUrgeConsultOrderMutation } from './api';
import { urgeKindFor } from './consultRules';
import { RowLink } from './RowLink';
import { URGE_KIND_LABEL } from './types';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

type UrgedOrder = { id: string; status: OrderStatus };

/** Sending 催单 for any order of a page, and the orders whose urge is on its way. */
export interface Urge {
  send(order: UrgedOrder): Promise<void>;
  sending: ReadonlySet<string>;
}

/**
 * 催单 behind 06-01-01-11: one mutation, permission check and toast hook for the page, not one per
 * row (a 100-row list ran 100 of each, and each subscribed to the store: issue 32). Undefined
 * without the permission.
 */
export function useUrge(): Urge | undefined {
  const { message } = App.useApp();
  const allowed = useCan(PERM.consultUrge);
  const [urge] = useUrgeConsultOrderMutation();
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const send = useCallback(
    (order: UrgedOrder) => {
      const kind = urgeKindFor(order.status);
      if (kind === undefined) return Promise.resolve();
      const mark = (on: boolean) =>
        setSending((previous) => {
          const next = new Set(previous);
          if (on) next.add(order.id);
          else next.delete(order.id);
          return next;
        });
      mark(true);
      return urge({ id: order.id, kind })
        .unwrap()
        .then(
          () => void message.success('催单成功'),
          () => undefined, // the request layer showed why
        )
        .finally(() => mark(false));
    },
    [message, urge],
  );
  return useMemo(() => (allowed ? { send, sending } : undefined), [allowed, send, sending]);
}

interface UrgeButtonProps {
  order: UrgedOrder;
  /** The page's `useUrge()`; undefined without the permission. */
  urge: Urge | undefined;
  /** A link in a table row (`RowLink`); a plain button on the detail. */
  link?: boolean;
}

/** 催单: the urge that fits the order's status (an SMS and an urge-log row), confirmed first. */
export function UrgeButton({ order, urge, link }: UrgeButtonProps) {
  const kind = urgeKindFor(order.status);
  if (!urge || kind === undefined) return null;
  return (
    <ConfirmAction
      title={`确定${URGE_KIND_LABEL[kind]}吗？`}
      okText="确定"
      cancelText="取消"
      onConfirm={() => urge.send(order)}
    >
      {link ? (
        <RowLink disabled={urge.sending.has(order.id)}>催单</RowLink>
      ) : (
        <Button disabled={urge.sending.has(order.id)}>催单</Button>
      )}
    </ConfirmAction>
  );
}
