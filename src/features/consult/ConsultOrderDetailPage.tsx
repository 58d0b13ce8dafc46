import { Alert, Button, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadFailure } from '@/shared/components/LoadFailure';
import { PageTitle } from '@/shared/components/PageTitle';
import { PlanFollowUpModal } from '@/shared/counselling/PlanFollowUpModal';
import { ReferralFormModal } from '@/shared/counselling/ReferralFormModal';
import { PermissionButton, useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { useGetConsultOrderQuery } from './api';
import { CaseRecordSection } from './CaseRecordSection';
import { MeasureAlert } from './MeasureSummary';
import { OrderActions } from './OrderActions';
import { OrderSection, RecordsSection, TimelineSection, VisitorSection } from './OrderSections';
import { ORDER_PATH } from './scope';
import { RecommendButton } from './RecommendButton';
import { RemarkButton } from './RemarkButton';
import { RenewButton } from './RenewButton';
import { RevealContactButton } from './RevealContactButton';
import { ReferralSection } from './ReferralSection';
import { SatisfactionSection } from './SatisfactionSection';
import { SupervisionSection } from './SupervisionSection';
import { UrgeButton, useUrge } from './UrgeButton';
import type { OrderScope } from './types';

/** 订单详情: the visitor, the order and its slot, the timeline, urges, follow-ups, recommendations, and the transitions. */
export function ConsultOrderDetailPage({ scope }: { scope: OrderScope }) {
  const { id = '' } = useParams();
  const { data, isLoading, error, refetch } = useGetConsultOrderQuery(id);
  const canPlan = useCan(PERM.followUp) && scope === 'org';
  const [planning, setPlanning] = useState(false);
  const [referring, setReferring] = useState(false);
  // The order's pay order (支付订单, 08-01-03) opens filtered to it.
  const canSeePay = useCan(PERM.payOrders) && scope === 'org';
  // Holders of the contact code already see the number; everyone else who must act breaks glass.
  const canViewContact = useCan(PERM.consultViewContact);
  const navigate = useNavigate();
  const urge = useUrge();
  return (
    <>
      <PageTitle
        title="订单详情"
        back={ORDER_PATH[scope]}
        extra={
          data && (
            <Space wrap>
              <OrderActions order={data} scope={scope} />
              {scope === 'org' && <UrgeButton order={data} urge={urge} />}
              {scope === 'org' && <RenewButton order={data} />}
              {canPlan && <Button onClick={() => setPlanning(true)}>安排回访</Button>}
              {scope === 'org' && (
                <PermissionButton perm={PERM.referralAdd} onClick={() => setReferring(true)}>
                  外部转介
                </PermissionButton>
              )}
              <RecommendButton order={data} scope={scope} />
              <RemarkButton orderId={data.id} />
              {canSeePay && (
                <Button onClick={() => void navigate(`/fee/pay-orders?orderNo=${data.orderNo}`)}>
                  支付订单
                </Button>
              )}
            </Space>
          )
        }
      />
      {isLoading && <Spin />}
      {!isLoading && !data && <LoadFailure error={error} notFound="订单不存在" onRetry={refetch} />}
      {data && (
        <>
          {data.mentalStatus === 2 && (
            <Alert
              type="error"
              showIcon
              title="危机个案：请尽快跟进，必要时联系紧急联系人"
              action={
                data.emergencyMobile &&
                !(scope === 'org' && canViewContact) && <RevealContactButton orderId={data.id} />
              }
              style={{ marginBottom: 16 }}
            />
          )}
          <MeasureAlert order={data} />
          <VisitorSection order={data} />
          <OrderSection order={data} />
          <CaseRecordSection order={data} />
          <SatisfactionSection order={data} />
          <SupervisionSection order={data} scope={scope} />
          <ReferralSection orderId={data.id} />
          <TimelineSection order={data} />
          <RecordsSection order={data} />
          {planning && (
            <PlanFollowUpModal
              subject={{ orderId: data.id }}
              subjectText={data.orderNo}
              onClose={() => setPlanning(false)}
            />
          )}
          {referring && (
            <ReferralFormModal
              cusUserId={data.cusUserId}
              orderId={data.id}
              visitorName={data.visitorName}
              onClose={() => setReferring(false)}
            />
          )}
        </>
      )}
    </>
  );
}
