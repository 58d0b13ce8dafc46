import { Col, Form, Input, Row } from 'antd';
import { CRISIS_CONTACT_MESSAGES as M } from '@/shared/counselling/crisisContact';
import { isCrisisCall } from '@/shared/counselling/hotlineCodes';
import { labelRequiredMessage } from '@/shared/validation/messages';
import {
  maxInput,
  mobile,
  mobileInvalidMessage,
  notSpacesOnly,
  requiredWhen,
} from '@/shared/validation/rules';

type Field = (name: string) => unknown;
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
  const contactRequired = (get: Field) => get('anonymous') !== 1 || blank(get('noContactReason'));
  const mobileRequired = (get: Field) => !storedMobile && contactRequired(get);
  const when =
    (required: (get: Field) => boolean) =>
    ({ getFieldValue }: { getFieldValue: Field }) =>
      required(getFieldValue);
  const deps = ['anonymous', 'noContactReason', 'emergencyMobile'];
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Form.Item
          label="紧急联系人"
          name="emergencyName"
          dependencies={deps}
          rules={[requiredWhen(when(contactRequired), M.nameRequired), notSpacesOnly, maxInput(20)]}
        >
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          label="与来访者关系"
          name="emergencyRelation"
          dependencies={deps}
          rules={[
            requiredWhen(when(contactRequired), M.relationRequired),
            notSpacesOnly,
            maxInput(10),
          ]}
        >
          <Input maxLength={10} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          label="紧急联系人手机号"
          name="emergencyMobile"
          dependencies={['anonymous', 'noContactReason']}
          rules={[
            requiredWhen(when(mobileRequired), labelRequiredMessage('紧急联系人手机号')),
            mobile(mobileInvalidMessage('紧急联系人手机号')),
          ]}
        >
          <Input
            maxLength={11}
            placeholder={storedMobile ? `${storedMobile}（留空则不修改）` : ''}
          />
        </Form.Item>
      </Col>
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
    </Row>
  );
}
