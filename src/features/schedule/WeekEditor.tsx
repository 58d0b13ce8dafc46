import { App, Button, Col, Form, Row, Select, Spin } from 'antd';
import { useState } from 'react';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/schedule';
import { CONSULT_WAY_LABELS, codeOptions } from '@/shared/counselling/consultLabels';
import { useSaving } from '@/shared/components/useSaving';
import { DATE_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { AffectedOrders, type AffectedOrder } from './AffectedOrders';
import {
  useGetExpertScheduleQuery,
  useListBucketSetsQuery,
  useSaveExpertWeekMutation,
} from './api';
import { WeekGrid, type Week } from './WeekGrid';
import { RequiredCheckboxGroup } from '@/shared/components/RequiredCheckboxGroup';
import { validateLeading } from '@/shared/validation/leadToFirstError';
import { compareWith } from '@/shared/validation/dateRules';

type ExpertSchedule = Answer<typeof C.expertSchedule>;

interface WeekValues {
  bucketSetId?: string;
  week: Week;
  effectiveFrom?: Moment;
  effectiveTo?: Moment | null;
  consultWays: (0 | 1 | 2 | 3)[];
}

export interface ScheduleEditorProps {
  expertId: string;
  /** Staff without 编辑排班 see the schedule read-only. */
  canEdit: boolean;
  /** Where an affected order opens. */
  orderPath: (id: string) => string;
}

const initialOf = (schedule: ExpertSchedule): WeekValues => ({
  bucketSetId: schedule.bucketSetId || undefined,
  week: schedule.week,
  effectiveFrom: schedule.effectiveFrom ? moment(schedule.effectiveFrom, DATE_FORMAT) : undefined,
  effectiveTo: schedule.effectiveTo ? moment(schedule.effectiveTo, DATE_FORMAT) : null,
  consultWays: schedule.consultWays as WeekValues['consultWays'],
});

/** 周模板: the bucket set, the weekdays × buckets grid, effective dates and consult ways. */
export function WeekEditor(props: ScheduleEditorProps) {
  const schedule = useGetExpertScheduleQuery(props.expertId);
  if (!schedule.data) return <Spin />;
  return <WeekForm key={props.expertId} {...props} schedule={schedule.data} />;
}

function WeekForm({
  expertId,
  canEdit,
  orderPath,
  schedule,
}: ScheduleEditorProps & { schedule: ExpertSchedule }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<WeekValues>();
  const sets = useListBucketSetsQuery({});
  const [saveWeek] = useSaveExpertWeekMutation();
  const { buttonProps, run } = useSaving();
  const [affected, setAffected] = useState<AffectedOrder[]>([]);
  const bucketSetId = Form.useWatch('bucketSetId', form) ?? schedule.bucketSetId;
  const all = [...(sets.data ?? [])];
  if (schedule.bucketSet && !all.some((set) => set.id === schedule.bucketSet?.id))
    all.push(schedule.bucketSet);
  const chosen = all.find((set) => set.id === bucketSetId);

  const submit = () =>
    run(async () => {
      const values = await validateLeading(form);
      const answer = await saveWeek({
        expertId,
        bucketSetId: values.bucketSetId ?? '',
        week: values.week,
        effectiveFrom: values.effectiveFrom?.format(DATE_FORMAT) ?? '',
        effectiveTo: values.effectiveTo?.format(DATE_FORMAT) ?? '',
        consultWays: values.consultWays,
      }).unwrap();
      setAffected(answer.affectedOrders);
      message.success('保存成功');
    });

  return (
    <Form<WeekValues>
      form={form}
      layout="vertical"
      disabled={!canEdit}
      initialValues={initialOf(schedule)}
      onValuesChange={(changed: Partial<WeekValues>) => {
        if ('bucketSetId' in changed) form.setFieldsValue({ week: {} });
      }}
    >
      <AffectedOrders orders={affected} orderPath={orderPath} />
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="bucketSetId"
            label="时段组"
            rules={[{ required: true, message: '请选择时段组' }]}
          >
            <Select
              options={all.map((set) => ({
                value: set.id,
                label: set.name,
                disabled: set.status === 0,
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="effectiveFrom"
            label="生效日期"
            rules={[{ required: true, message: '请选择生效日期' }]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="effectiveTo"
            label="失效日期"
            dependencies={['effectiveFrom']}
            rules={[
              compareWith(
                'effectiveFrom',
                (to, from) => to.isBefore(from, 'day'),
                '失效日期不能早于生效日期',
              ),
            ]}
          >
            <DatePicker style={{ width: '100%' }} placeholder="长期有效" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="consultWays"
        label="咨询方式"
        rules={[{ required: true, type: 'array', min: 1, message: '请选择咨询方式' }]}
      >
        <RequiredCheckboxGroup options={codeOptions(CONSULT_WAY_LABELS, [0, 1, 2, 3])} />
      </Form.Item>
      <Form.Item name="week" label="每周排班">
        <WeekGrid buckets={chosen?.buckets ?? []} disabled={!canEdit} />
      </Form.Item>
      {canEdit && (
        <Button type="primary" {...buttonProps} onClick={() => void submit()}>
          保存周模板
        </Button>
      )}
    </Form>
  );
}
