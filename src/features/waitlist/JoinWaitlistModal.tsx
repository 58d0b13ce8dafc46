import { Checkbox, Form, Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import type { Body } from '@/shared/contract/call';
import type * as C from '@/shared/contract/waitlist';
import { RequiredCheckboxGroup } from '@/shared/components/RequiredCheckboxGroup';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { CONSULT_WAY_LABELS } from '@/shared/counselling/consultLabels';
import { useListCustomersQuery, useListScheduleExpertsQuery } from '@/shared/counselling/lookupApi';
import { WAITLIST_PRIORITIES, WEEKDAY_LABELS } from '@/shared/counselling/waitlistCodes';
import { DATE_FORMAT, DatePicker, disablePast, moment, type Moment } from '@/shared/utils/dates';
import { maxInput, required } from '@/shared/validation/rules';
import { compareWith } from '@/shared/validation/dateRules';
import { useCreateWaitlistEntryMutation } from './api';

type Entry = Body<typeof C.createWaitlistEntry>;
interface Values extends Omit<Entry, 'from' | 'to' | 'timeRanges'> {
  from: Moment;
  to: Moment;
  start?: string;
  end?: string;
}

/** Whole and half hours a time range may start or end at (the organisation's buckets lie within 07:00–22:00). */
const TIMES = Array.from({ length: 31 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  const text = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
  return { value: text, label: text };
});
const WAYS = [0, 1, 2, 3] as const;

/** 来访者: searched by name or mobile among the organisation's customers; archived ones are not offered. */
function VisitorSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useListCustomersQuery({
    keyword: keyword.trim(),
    archived: 0,
    pageNum: 1,
    pageSize: 20,
  });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={isFetching}
      placeholder="输入姓名或手机号搜索"
      options={(data?.rows ?? []).map((row) => ({
        value: row.id,
        label: `${row.name}（${row.mobile}）`,
      }))}
    />
  );
}

/** 加入候补: who waits, for whom and when, how urgently. */
export function JoinWaitlistModal({ onClose }: { onClose: () => void }) {
  const [create] = useCreateWaitlistEntryMutation();
  const experts = useListScheduleExpertsQuery({ pageNum: 1, pageSize: 200 });
  return (
    <SaveFormModal<Values>
      title="加入候补"
      formName="joinWaitlist"
      successText="已加入候补"
      width={640}
      initialValues={{
        priority: 0,
        consultWays: [],
        weekdays: [],
        expertIds: [],
        from: moment().startOf('day'),
        to: moment().startOf('day').add(30, 'day'),
      }}
      onSave={({ from, to, start, end, ...values }) =>
        create({
          ...values,
          from: from.format(DATE_FORMAT),
          to: to.format(DATE_FORMAT),
          timeRanges: start && end ? [{ start, end }] : [],
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item label="来访者" name="cusUserId" rules={[required('请选择来访者')]}>
        <VisitorSelect />
      </Form.Item>
      <Form.Item label="想约咨询师" name="expertIds" extra="不选为不限咨询师">
        <Select
          mode="multiple"
          allowClear
          loading={experts.isFetching}
          placeholder="不限"
          showSearch={{ optionFilterProp: 'label' }}
          options={(experts.data?.rows ?? []).map((expert) => ({
            value: expert.expertId,
            label: expert.name,
          }))}
        />
      </Form.Item>
      <Form.Item label="咨询方式" name="consultWays" rules={[required('请选择咨询方式')]}>
        <RequiredCheckboxGroup
          aria-label="咨询方式"
          options={WAYS.map((way) => ({ value: way, label: CONSULT_WAY_LABELS[way] }))}
        />
      </Form.Item>
      <Form.Item label="星期" name="weekdays" extra="不选为不限">
        <Checkbox.Group
          aria-label="星期"
          options={WEEKDAY_LABELS.map((label, value) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item label="时间段" extra="不选为不限；时段的开始与结束都在其中才算合适">
        <Space>
          <Form.Item name="start" noStyle dependencies={['end']}>
            <Select
              aria-label="时间段开始"
              allowClear
              placeholder="开始"
              style={{ width: 110 }}
              options={TIMES}
            />
          </Form.Item>
          <span>至</span>
          <Form.Item
            name="end"
            noStyle
            dependencies={['start']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, end?: string) => {
                  const start = getFieldValue('start') as string | undefined;
                  if (!start && !end) return Promise.resolve();
                  if (!start || !end) return Promise.reject(new Error('请选择完整的时间段'));
                  return start < end
                    ? Promise.resolve()
                    : Promise.reject(new Error('结束时间须晚于开始时间'));
                },
              }),
            ]}
          >
            <Select
              aria-label="时间段结束"
              allowClear
              placeholder="结束"
              style={{ width: 110 }}
              options={TIMES}
            />
          </Form.Item>
        </Space>
      </Form.Item>
      <Space size="large">
        <Form.Item label="开始日期" name="from" rules={[required('请选择开始日期')]}>
          <DatePicker disabledDate={disablePast} />
        </Form.Item>
        <Form.Item
          label="结束日期"
          name="to"
          dependencies={['from']}
          rules={[
            required('请选择结束日期'),
            compareWith('from', (to, from) => to.isBefore(from, 'day'), '结束日期不能早于开始日期'),
          ]}
        >
          <DatePicker disabledDate={disablePast} />
        </Form.Item>
      </Space>
      <Form.Item label="优先级" name="priority" extra="危机个案最先获得空出的时段">
        <Radio.Group options={WAITLIST_PRIORITIES.map((label, value) => ({ value, label }))} />
      </Form.Item>
      <Form.Item label="备注" name="note" rules={[maxInput(200)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </SaveFormModal>
  );
}
