import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { labelRequiredMessage } from '@/shared/validation/messages';
import {
  maxInput,
  mobile,
  mobileInvalidMessage,
  notSpacesOnly,
  requiredWhen,
} from '@/shared/validation/rules';
import { CRISIS_CONTACT_MESSAGES as M } from './crisisContact';

/** Reads another field of the same form, as antd's rule functions get it. */
export type FieldReader = (name: string) => unknown;

interface EmergencyContactFieldsProps {
  /** Whether the contact is required now (default: always); read again on every check. */
  required?: (getFieldValue: FieldReader) => boolean;
  /** Fields whose change re-checks the three (the required rule reads them). */
  dependencies?: string[];
  /** The masked number already held: an empty 手机号 keeps it. */
  storedMobile?: string;
  /** More fields in the same row (登记来电's 未留联系人原因). */
  children?: ReactNode;
}

/**
 * 紧急联系人 / 与来访者关系 / 紧急联系人手机号 of a crisis case (issue 27 point 7), with the words the
 * mock refuses with (crisisContact.ts) and the shared mobile rule: 登记来电 and 完成咨询 ask alike.
 */
export function EmergencyContactFields({
  required = () => true,
  dependencies = [],
  storedMobile,
  children,
}: EmergencyContactFieldsProps) {
  const rule = (check: (get: FieldReader) => boolean, message: string) =>
    requiredWhen(({ getFieldValue }) => check(getFieldValue), message);
  const mobileRequired = (get: FieldReader) => !storedMobile && required(get);
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Form.Item
          label="紧急联系人"
          name="emergencyName"
          dependencies={dependencies}
          rules={[rule(required, M.nameRequired), notSpacesOnly, maxInput(20)]}
        >
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          label="与来访者关系"
          name="emergencyRelation"
          dependencies={dependencies}
          rules={[rule(required, M.relationRequired), notSpacesOnly, maxInput(10)]}
        >
          <Input maxLength={10} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          label="紧急联系人手机号"
          name="emergencyMobile"
          dependencies={dependencies.filter((name) => name !== 'emergencyMobile')}
          rules={[
            rule(mobileRequired, labelRequiredMessage('紧急联系人手机号')),
            mobile(mobileInvalidMessage('紧急联系人手机号')),
          ]}
        >
          <Input
            maxLength={11}
            placeholder={storedMobile ? `${storedMobile}（留空则不修改）` : ''}
          />
        </Form.Item>
      </Col>
      {children}
    </Row>
  );
}
