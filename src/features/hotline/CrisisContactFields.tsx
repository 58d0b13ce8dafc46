import { Col, Form, Input } from 'antd';
import { CRISIS_CONTACT_MESSAGES as M } from '@/shared/counselling/crisisContact';
import {
  EmergencyContactFields,
  type FieldReader,
} from '@/shared/counselling/EmergencyContactFields';
import { isCrisisCall } from '@/shared/counselling/hotlineCodes';
import { maxInput, notSpacesOnly, requiredWhen } from '@/shared/validation/rules';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * A crisis call asks for its emergency contact in the same form (issue 27 point 7), as soon as
 * what was entered makes it a crisis. An anonymous caller who will not give one: the reason is
 * written instead (crisisContact.ts). On an edit an empty mobile keeps the stored one.
 */
export function CrisisContactFields({ storedMobile }: { storedMobile?: string }) {
  const form = Form.useFormInstance();
  const suicideIntent = (Form.useWatch('suicideIntent', form) as number | null) ?? 0;
  const mentalStatus = (Form.useWatch('mentalStatus', form) as number | undefined) ?? 0;
  const anonymous = Form.useWatch('anonymous', form) === 1;
  if (!isCrisisCall({ suicideIntent, mentalStatus })) return null;
  // Anonymous: the contact is asked for until a reason is given, the reason until a contact is.
  const contactRequired = (get: FieldReader) =>
    get('anonymous') !== 1 || blank(get('noContactReason'));
  return (
    <EmergencyContactFields
      required={contactRequired}
      dependencies={['anonymous', 'noContactReason', 'emergencyMobile']}
      storedMobile={storedMobile}
    >
      {anonymous && (
        <Col span={24}>
          <Form.Item
            label="未留联系人原因"
            name="noContactReason"
            dependencies={['emergencyMobile']}
            extra="匿名来电者拒绝提供紧急联系人时填写"
            rules={[
              requiredWhen(
                ({ getFieldValue }) => !storedMobile && blank(getFieldValue('emergencyMobile')),
                M.reasonRequired,
              ),
              notSpacesOnly,
              maxInput(200),
            ]}
          >
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
        </Col>
      )}
    </EmergencyContactFields>
  );
}
