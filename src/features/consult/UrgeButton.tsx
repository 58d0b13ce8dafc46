import { App, Button } from 'antd';
import type { OrderStatus } from '@/shared/counselling/orderTransitions';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useUrgeConsultOrderMutation } from './api';
import { urgeKindFor } from './consultRules';
import { URGE_KIND_LABEL } from './types';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

interface UrgeButtonProps {
  order: { id: string; status: OrderStatus };
  /** A link in a table row; a plain button on the detail. */
  link?: boolean;
}

/** 催单: the urge that fits the order's status (an SMS and an urge-log row), behind 06-01-01-11. */
export function UrgeButton({ order, link }: UrgeButtonProps) {
  const { message } = App.useApp();
  const allowed = useCan(PERM.consultUrge);
  const [urge, { isLoading }] = useUrgeConsultOrderMutation();
  const kind = urgeKindFor(order.status);
  if (!allowed || kind === undefined) return null;
  const send = () =>
    urge({ id: order.id, kind })
      .unwrap()
      .then(
        () => message.success('催单成功'),
        () => undefined, // the request layer showed why
      );
  return (
    <ConfirmAction
      title={`确定${URGE_KIND_LABEL[kind]}吗？`}
      okText="确定"
      cancelText="取消"
      onConfirm={send}
    >
      <Button
        type={link ? 'link' : 'default'}
        size={link ? 'small' : 'middle'}
        disabled={isLoading}
      >
        催单
      </Button>
    </ConfirmAction>
  );
}
