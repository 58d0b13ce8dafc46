import { useNavigate } from 'react-router-dom';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import type { ConsultOrderDetail } from './types';

/**
 * 续约: 新增订单 as a series, with the order's visitor, counsellor, way, type and problem (the
 * entry reads them from the link, as it does for a hotline call); the order itself is unchanged.
 */
function renewLink(order: ConsultOrderDetail): string {
  const params = new URLSearchParams({
    series: '1',
    cusUserId: order.cusUserId,
    expertId: order.expertId,
    consultWay: String(order.consultWay),
    consultType: String(order.consultType),
    identity: String(order.identity),
    problemTypeIds: order.problemTypeIds.join(','),
  });
  if (order.problemDesc) params.set('problemDesc', order.problemDesc);
  return `/consult/orders/new?${params.toString()}`;
}

export function RenewButton({ order }: { order: ConsultOrderDetail }) {
  const navigate = useNavigate();
  return (
    <PermissionButton perm={PERM.consultCreate} onClick={() => void navigate(renewLink(order))}>
      续约
    </PermissionButton>
  );
}
