import { useState } from 'react';
import { useGetConsentStatusQuery } from '@/shared/counselling/consentApi';
import { CaseRecordDialog } from './CaseRecordDialog';
import { FirstConsentDialog } from './FirstConsentDialog';
import type { ConsultOrderDetail, TransitionRequest } from './types';

interface CompleteFlowProps {
  order: ConsultOrderDetail;
  onMove: (request: TransitionRequest) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 完成咨询: a visitor's first session asks for consent to the version in force first
 * (FirstConsentDialog), then the case record (CaseRecordDialog). When the status cannot be read,
 * the case record opens and the mock's refusal says what is missing.
 */
export function CompleteFlow({ order, onMove, onClose }: CompleteFlowProps) {
  const consent = useGetConsentStatusQuery(order.cusUserId, { refetchOnMountOrArgChange: true });
  const [agreed, setAgreed] = useState(false);
  // Nothing until the status is in (a moment): a dialog replaced by another would move focus twice.
  if (consent.isFetching && !agreed) return null;
  const current = consent.data?.current;
  if (!agreed && consent.data?.firstSessionNeedsConsent && current)
    return (
      <FirstConsentDialog
        cusUserId={order.cusUserId}
        visitorName={order.visitorName}
        current={current}
        onAgreed={() => setAgreed(true)}
        onClose={onClose}
      />
    );
  return <CaseRecordDialog order={order} onMove={onMove} onClose={onClose} />;
}
