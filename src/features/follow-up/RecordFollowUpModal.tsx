import { Form, Input, Radio, Select } from 'antd';
import type { Body, Row } from '@/shared/contract/call';
import type * as C from '@/shared/contract/followUp';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { useRecordFollowUpMutation } from '@/shared/counselling/followUpApi';
import {
  FOLLOW_UP_METHODS,
  FOLLOW_UP_RESULTS,
  MENTAL_STATUS_LABELS,
  NEXT_ACTIONS,
} from '@/shared/counselling/hotlineCodes';
import { DATE_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { maxInput, notSpacesOnly, required } from '@/shared/validation/rules';

export type FollowUp = Row<typeof C.listFollowUps>;
type Values = Omit<Body<typeof C.recordFollowUp>, 'id' | 'nextFollowUpDate'> & {
  nextFollowUpDate?: Moment;
};

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const notTodayOrPast = (current: Moment) => !current.isAfter(moment(), 'day');

/** 记录回访: the result of a planned follow-up; a next date plans the next one. */
export function RecordFollowUpModal({
  followUp,
  onClose,
}: {
  followUp: FollowUp;
  onClose: () => void;
}) {
  const [record] = useRecordFollowUpMutation();
  return (
    <SaveFormModal<Values>
      title={`记录回访（${followUp.visitorName}）`}
      formName="recordFollowUp"
      successText="回访已记录"
      initialValues={{
        status: 1,
        method: FOLLOW_UP_METHODS.find((method) => method === followUp.method) ?? '电话',
        mentalStatus: followUp.mentalStatus,
      }}
      onSave={(values) =>
        record({
          ...values,
          id: followUp.id,
          nextFollowUpDate: values.nextFollowUpDate?.format(DATE_FORMAT) ?? '',
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item label="回访状态" name="status">
        <Radio.Group
          options={[
            { value: 1, label: '已回访' },
            { value: 2, label: '无法联系' },
          ]}
        />
      </Form.Item>
      <Form.Item label="回访方式" name="method" rules={[required('请选择回访方式')]}>
        <Select options={options(FOLLOW_UP_METHODS)} />
      </Form.Item>
      <Form.Item
        label="回访内容"
        name="content"
        rules={[required('请输入回访内容'), notSpacesOnly, maxInput(500)]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label="回访结果" name="result" rules={[required('请选择回访结果')]}>
        <Select options={options(FOLLOW_UP_RESULTS)} />
      </Form.Item>
      <Form.Item label="心理状态" name="mentalStatus">
        <Radio.Group options={MENTAL_STATUS_LABELS.map((label, value) => ({ value, label }))} />
      </Form.Item>
      <Form.Item label="后续处理" name="nextAction" rules={[required('请选择后续处理')]}>
        <Select options={options(NEXT_ACTIONS)} />
      </Form.Item>
      <Form.Item
        label="下次回访日期"
        name="nextFollowUpDate"
        dependencies={['nextAction']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value?: Moment) =>
              value && getFieldValue('nextAction') === '结案'
                ? Promise.reject(new Error('结案后不能再安排回访'))
                : Promise.resolve(),
          }),
        ]}
      >
        <DatePicker disabledDate={notTodayOrPast} style={{ width: '100%' }} />
      </Form.Item>
    </SaveFormModal>
  );
}
