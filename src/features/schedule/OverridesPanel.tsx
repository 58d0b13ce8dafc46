import { App, Button, Checkbox, Form, Radio, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/schedule';
import { useSaving } from '@/shared/components/useSaving';
import { DATE_FORMAT, DatePicker, disablePast, type Moment } from '@/shared/utils/dates';
import { AffectedOrders, type AffectedOrder } from './AffectedOrders';
import {
  useDeleteScheduleOverrideMutation,
  useGetExpertScheduleQuery,
  useSaveScheduleOverrideMutation,
} from './api';
import type { ScheduleEditorProps } from './WeekEditor';
import { validateLeading } from '@/shared/validation/leadToFirstError';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

type Override = Answer<typeof C.expertSchedule>['overrides'][number];

interface OverrideValues {
  date?: Moment;
  type: 0 | 1;
  bucketIds: string[];
}

/** 日期调整: extra work or rest on a date (it wins over the week); booked orders keep their slots and are listed. */
export function OverridesPanel({ expertId, canEdit, orderPath }: ScheduleEditorProps) {
  const { message } = App.useApp();
  const schedule = useGetExpertScheduleQuery(expertId);
  const [form] = Form.useForm<OverrideValues>();
  const [saveOverride] = useSaveScheduleOverrideMutation();
  const [deleteOverride] = useDeleteScheduleOverrideMutation();
  const { buttonProps, run } = useSaving();
  const [affected, setAffected] = useState<AffectedOrder[]>([]);
  const type = Form.useWatch('type', form);
  if (!schedule.data) return <Spin />;
  const buckets = schedule.data.bucketSet?.buckets ?? [];
  const bucketLabel = (id: string) => {
    const bucket = buckets.find((b) => b.id === id);
    return bucket ? `${bucket.start}-${bucket.end}` : id;
  };

  const submit = () =>
    run(async () => {
      const values = await validateLeading(form);
      const answer = await saveOverride({
        expertId,
        date: values.date?.format(DATE_FORMAT) ?? '',
        type: values.type,
        bucketIds: values.bucketIds,
      }).unwrap();
      setAffected(answer.affectedOrders);
      message.success('保存成功');
      form.resetFields();
    });

  const remove = (row: Override) =>
    run(async () => {
      await deleteOverride(row.id).unwrap();
      message.success('删除成功');
    });

  return (
    <>
      <AffectedOrders orders={affected} orderPath={orderPath} />
      {canEdit && (
        <Form<OverrideValues>
          form={form}
          layout="vertical"
          initialValues={{ type: 1, bucketIds: [] }}
        >
          <Space align="start" wrap>
            <Form.Item name="date" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
              <DatePicker disabledDate={disablePast} />
            </Form.Item>
            <Form.Item name="type" label="调整类型">
              <Radio.Group
                options={[
                  { value: 1, label: '休息' },
                  { value: 0, label: '加班' },
                ]}
              />
            </Form.Item>
          </Space>
          <Form.Item
            name="bucketIds"
            label={type === 0 ? '加班时段' : '休息时段（不选为全天休息）'}
            rules={[
              {
                validator: async (_rule, ids: string[] | undefined) => {
                  if (type === 0 && (!ids || ids.length === 0)) throw new Error('请选择加班时段');
                },
              },
            ]}
          >
            <Checkbox.Group
              options={buckets.map((b) => ({ value: b.id, label: `${b.start}-${b.end}` }))}
            />
          </Form.Item>
          <Button type="primary" {...buttonProps} onClick={() => void submit()}>
            保存调整
          </Button>
        </Form>
      )}
      <Table<Override>
        rowKey="id"
        size="small"
        style={{ marginTop: 16 }}
        pagination={false}
        dataSource={[...schedule.data.overrides].sort((a, b) => b.date.localeCompare(a.date))}
        columns={[
          { title: '日期', dataIndex: 'date', width: 120 },
          {
            title: '类型',
            dataIndex: 'type',
            width: 80,
            render: (value: number) =>
              value === 1 ? <Tag>休息</Tag> : <Tag color="blue">加班</Tag>,
          },
          {
            title: '时段',
            render: (_, row) =>
              row.bucketIds.length === 0 ? '全天' : row.bucketIds.map(bucketLabel).join('、'),
          },
          ...(canEdit
            ? [
                {
                  title: '操作',
                  width: 80,
                  render: (_: unknown, row: Override) => (
                    <ConfirmAction title="确定删除该调整吗？" onConfirm={() => void remove(row)}>
                      <Button type="link">删除</Button>
                    </ConfirmAction>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
