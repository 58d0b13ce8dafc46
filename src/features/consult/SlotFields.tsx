import { Form, Select } from 'antd';
import { freeSlotSelectProps } from '@/shared/counselling/freeSlotOptions';
import { useFreeSlotsQuery } from '@/shared/counselling/lookupApi';
import { DATE_FORMAT, DatePicker, disablePast, type Moment } from '@/shared/utils/dates';

/** The date and slot fields a move to another slot sends. */
export interface SlotValues {
  appointDate: Moment;
  bucketId: string;
}

/** The expert's free slots of the picked date: only those can be chosen (the design's slot rule). */
function FreeSlotSelect({ expertId, cusUserId, orderId }: SlotFieldsProps) {
  const form = Form.useFormInstance<SlotValues>();
  const day = Form.useWatch('appointDate', form);
  const date = day?.format(DATE_FORMAT);
  const slots = useFreeSlotsQuery(
    { expertId: expertId ?? '', date: date ?? '', cusUserId, ...(orderId ? { orderId } : {}) },
    { skip: !expertId || !date },
  );
  return (
    <Form.Item
      label="预约时段"
      name="bucketId"
      rules={[{ required: true, message: '请选择预约时段' }]}
    >
      <Select
        aria-label="预约时段"
        placeholder={date ? '请选择空闲时段' : '请先选择日期'}
        {...freeSlotSelectProps(slots, Boolean(date))}
      />
    </Form.Item>
  );
}

interface SlotFieldsProps {
  expertId?: string;
  cusUserId: string;
  /** The order moving (改期, 转介): the slots are looked up for it, which its expert may do too. */
  orderId?: string;
}

/** 预约日期 and 预约时段; a new date clears the slot picked for the old one. */
export function SlotFields({ expertId, cusUserId, orderId }: SlotFieldsProps) {
  const form = Form.useFormInstance<SlotValues>();
  return (
    <>
      <Form.Item
        label="预约日期"
        name="appointDate"
        rules={[{ required: true, message: '请选择预约日期' }]}
      >
        <DatePicker
          aria-label="预约日期"
          disabledDate={disablePast}
          onChange={() => form.setFieldValue('bucketId', undefined)}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <FreeSlotSelect expertId={expertId} cusUserId={cusUserId} orderId={orderId} />
    </>
  );
}

/** What the call takes from the slot fields. */
export const slotBody = (values: SlotValues) => ({
  appointDate: values.appointDate.format(DATE_FORMAT),
  bucketId: values.bucketId,
});
