import { Alert, Form, type FormInstance } from 'antd';
import { CRISIS_CONTACT_MESSAGES, type EmergencyContact } from '@/shared/counselling/crisisContact';
import { EmergencyContactFields } from '@/shared/counselling/EmergencyContactFields';
import type { ConsultOrderDetail } from './types';

/**
 * 完成咨询 of a crisis case (风险等级 高) on an order without a whole emergency contact asks for one
 * in the same dialog (issue 27 point 7): what the order has is filled in, an empty 手机号 keeps
 * the stored number (the mock does the same). A form of its own, inside the case paper's.
 */
export function CrisisContactSection({
  form,
  order,
}: {
  form: FormInstance<EmergencyContact>;
  order: ConsultOrderDetail;
}) {
  return (
    <section aria-label="危机个案紧急联系人">
      <Alert
        type="warning"
        showIcon
        title={CRISIS_CONTACT_MESSAGES.crisisCase}
        style={{ marginBottom: 16 }}
      />
      <Form
        form={form}
        component={false}
        layout="vertical"
        initialValues={{
          emergencyName: order.emergencyName,
          emergencyRelation: order.emergencyRelation,
          emergencyMobile: '',
        }}
      >
        <EmergencyContactFields storedMobile={order.emergencyMobile || undefined} />
      </Form>
    </section>
  );
}
