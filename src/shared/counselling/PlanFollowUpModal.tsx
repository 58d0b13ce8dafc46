import { Form, Input, Select } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { maxInput, required } from '@/shared/validation/rules';
import { DATE_TIME_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { FOLLOW_UP_METHODS } from './hotlineCodes';
import { usePlanFollowUpMutation } from './followUpApi';

/** What the follow-up is for: an order or a hotline call. */
export type FollowUpSubject = { orderId: string } | { hotlineId: string };

interface Values {
  planTime: Moment;
  method: (typeof FOLLOW_UP_METHODS)[number];
  content?: string;
}

/** 安排回访: a planned follow-up (and the planner's 待回访 to-do) for an order or a hotline call. */
export function PlanFollowUpModal({
  subject,
  subjectText,
  onClose,
}: {
  subject: FollowUpSubject;
  /** Shown in the title, e.g. the order or call number. */
  subjectText: string;
  onClose: () => void;
}) {
  const [plan] = usePlanFollowUpMutation();
  return (
    <SaveFormModal<Values>
      title={`安排回访（${subjectText}）`}
      formName="planFollowUp"
      successText="回访已安排"
      initialValues={{ planTime: moment().add(1, 'day').startOf('hour'), method: '电话' }}
      onSave={(values) =>
        plan({
          ...subject,
          planTime: values.planTime.format(DATE_TIME_FORMAT),
          method: values.method,
          content: values.content,
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item label="计划回访时间" name="planTime" rules={[required('请选择计划回访时间')]}>
        <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="回访方式" name="method" rules={[required('请选择回访方式')]}>
        <Select options={FOLLOW_UP_METHODS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item label="回访要点" name="content" rules={[maxInput(200)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </SaveFormModal>
  );
}
