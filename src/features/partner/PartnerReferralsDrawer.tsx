import { Drawer } from 'antd';
import { useReturnFocus } from '@/shared/components/useReturnFocus';
import { ReferralTable } from '@/shared/counselling/ReferralTable';
import type { Partner } from './types';

/** 转介记录: the visitors the organisation referred to the partner (外部转介), with their results. */
export function PartnerReferralsDrawer({
  partner,
  onClose,
}: {
  partner: Partner;
  onClose: () => void;
}) {
  useReturnFocus();
  return (
    <Drawer open title={`转介记录：${partner.name}`} size={1000} onClose={onClose}>
      <ReferralTable scope={{ partnerId: partner.id }} />
    </Drawer>
  );
}
