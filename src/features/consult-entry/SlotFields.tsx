import { Col, Form, Radio, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import {
  CONSULT_WAY_LABELS,
  ORDER_CONSULT_WAY_LABELS,
  codeOptions,
} from '@/shared/counselling/consultLabels';
import { freeSlotSelectProps } from '@/shared/counselling/freeSlotOptions';
import { useFreeSlotsQuery, useListScheduleExpertsQuery } from '@/shared/counselling/lookupApi';
import { REMOTE_SELECT_PAGE_SIZE } from '@/shared/components/RemoteSelect';
import { DATE_FORMAT, DatePicker, disablePast } from '@/shared/utils/dates';
import { ENTRY_MESSAGES as M, type EntryFormValues } from './entryForm';
import { useDebounced } from './useDebounced';

/** The free slots of the chosen expert and day (refetched when either changes, or after a refusal). */
export function useEntrySlots(form: FormInstance<EntryFormValues>) {
  const expertId = Form.useWatch('expertId', form);
  const date = Form.useWatch('appointDate', form);
  const cusUserId = Form.useWatch('cusUserId', form);
  const ready = Boolean(expertId && date);
  const slots = useFreeSlotsQuery(
    {
      expertId: expertId ?? '',
      date: date?.format(DATE_FORMAT) ?? '',
      cusUserId: cusUserId || undefined,
    },
    { skip: !ready, refetchOnMountOrArgChange: true },
  );
  return { ready, slots };
}

/**
 * 咨询师, 预约日期, 预约时段 (only free ones) and 咨询方式 (only the expert's); the last two show,
 * disabled with what to choose first, until what they depend on is chosen.
 */
export function SlotFields({
  form,
  slots,
}: {
  form: FormInstance<EntryFormValues>;
  slots: ReturnType<typeof useEntrySlots>;
}) {
  const [name, setName] = useState('');
  const settled = useDebounced(name.trim());
  const experts = useListScheduleExpertsQuery({
    pageNum: 1,
    pageSize: REMOTE_SELECT_PAGE_SIZE,
    name: settled,
  });
  const expertId = Form.useWatch('expertId', form);
  const ways = experts.data?.rows.find((row) => row.expertId === expertId)?.consultWays;
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="expertId" label="咨询师" rules={[{ required: true, message: M.expert }]}>
          <Select
            allowClear
            showSearch={{ filterOption: false, onSearch: setName }}
            loading={experts.isFetching}
            placeholder="输入姓名搜索"
            options={experts.data?.rows.map((row) => ({ value: row.expertId, label: row.name }))}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="appointDate"
          label="预约日期"
          rules={[{ required: true, message: M.date }]}
        >
          <DatePicker disabledDate={disablePast} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="bucketId" label="预约时段" rules={[{ required: true, message: M.slot }]}>
          <Select
            placeholder={slots.ready ? '请选择空闲时段' : '请先选择咨询师和预约日期'}
            disabled={!slots.ready}
            {...freeSlotSelectProps(slots.slots, slots.ready)}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        {/* Before the expert is chosen: the order's ways, disabled, and what opens them. */}
        <Form.Item
          name="consultWay"
          label="咨询方式"
          rules={[{ required: true, message: M.way }]}
          extra={ways ? undefined : '请先选择咨询师'}
        >
          <Radio.Group
            aria-label="咨询方式"
            disabled={!ways}
            options={
              ways ? codeOptions(CONSULT_WAY_LABELS, ways) : codeOptions(ORDER_CONSULT_WAY_LABELS)
            }
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
