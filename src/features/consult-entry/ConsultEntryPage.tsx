import { App, Button, Card, Col, Form, Input, Row, Switch } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFinishPage } from '@/shared/routing/finishPage';
import { PageTitle } from '@/shared/components/PageTitle';
import { useSaving } from '@/shared/components/useSaving';
import type { ApiFailure } from '@/shared/request/baseApi';
import { maxInput } from '@/shared/validation/rules';
import { useGetCustomerQuery } from '@/shared/counselling/lookupApi';
import { PartnerSelect } from '@/shared/counselling/PartnerSelect';
import { useEnterConsultOrderMutation, useEnterConsultSeriesMutation } from './api';
import { CustomerSelect, type CustomerOption } from './CustomerSelect';
import {
  ENTRY_MESSAGES as M,
  entrySourceOf,
  entryBody,
  entryInitialValues,
  needsEmergencyContact,
  seriesBody,
  type EntryFormValues,
} from './entryForm';
import { NewCustomerModal } from './NewCustomerModal';
import { SeriesFields, useSeriesPlan } from './SeriesFields';
import { SlotFields, useEntrySlots } from './SlotFields';
import { ConsultFields, CustomFields, EmergencyFields } from './VisitorFields';
import { validateLeading } from '@/shared/validation/leadToFirstError';

/** 新增订单 (appointMode 2), or 热线转预约 (appointMode 1) when a hotline call links here. */
export default function ConsultEntryPage() {
  const [params] = useSearchParams();
  const source = entrySourceOf(params);
  const finish = useFinishPage();
  const { message } = App.useApp();
  const [form] = Form.useForm<EntryFormValues>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CustomerOption>();
  const cusUserId = Form.useWatch('cusUserId', form);
  const consultType = Form.useWatch('consultType', form);
  const customer = useGetCustomerQuery(cusUserId ?? '', { skip: !cusUserId });
  const archived = customer.data?.archived === 1;
  const current = customer.data ?? (created?.id === cusUserId ? created : undefined);
  const minor = needsEmergencyContact(customer.data?.age, consultType);
  const slots = useEntrySlots(form);
  const [enterOrder] = useEnterConsultOrderMutation();
  const [enterSeries] = useEnterConsultSeriesMutation();
  const plan = useSeriesPlan(form);
  const { buttonProps, run } = useSaving();

  /** 周期预约: the kept sessions in one call; a refusal (a date taken meanwhile) shows the preview again. */
  const submitSeries = async (values: EntryFormValues) => {
    if (plan.sessions.length < 2) {
      message.error(M.seriesKept);
      return;
    }
    try {
      const answer = await enterSeries(seriesBody(values, plan.sessions)).unwrap();
      message.success(`已预约${answer.orders.length}次`);
      finish(`/consult/orders/${answer.orders[0].id}`);
    } catch (error) {
      void plan.preview.refetch();
      throw error;
    }
  };

  const submit = () =>
    run(async () => {
      const values = await validateLeading(form);
      if (values.series) return submitSeries(values);
      try {
        const { id } = await enterOrder(entryBody(values, source)).unwrap();
        message.success('预约成功');
        finish(`/consult/orders/${id}`);
      } catch (error) {
        // The refusal is shown by the request layer. A slot taken meanwhile leaves the offer; when
        // the slots cannot be read again either, what the user chose stays.
        const fresh = await slots.slots
          .refetch()
          .unwrap()
          .catch(() => undefined);
        if (fresh && !fresh.some((bucket) => bucket.id === values.bucketId))
          form.setFields([
            { name: 'bucketId', value: undefined, errors: [(error as ApiFailure).msg] },
          ]);
        throw error;
      }
    });

  const onValuesChange = (changed: Partial<EntryFormValues>) => {
    if ('expertId' in changed) form.setFieldsValue({ bucketId: undefined, consultWay: undefined });
    else if ('appointDate' in changed || 'cusUserId' in changed)
      form.setFieldsValue({ bucketId: undefined });
  };

  return (
    <>
      <PageTitle
        title={source.appointMode === 1 ? '热线转预约' : '新增订单'}
        back="/consult/orders"
      />
      <Form<EntryFormValues>
        form={form}
        layout="vertical"
        initialValues={entryInitialValues(params)}
        onValuesChange={onValuesChange}
        style={{ maxWidth: 960 }}
      >
        <Card title="来访者" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16} align="bottom">
            <Col flex="auto">
              <Form.Item
                name="cusUserId"
                label="来访者"
                rules={[
                  { required: true, message: M.customer },
                  // A link may name an archived customer; the search never offers one.
                  {
                    validator: async () => {
                      if (archived) throw new Error(M.archived);
                    },
                  },
                ]}
              >
                <CustomerSelect current={current} />
              </Form.Item>
            </Col>
            <Col>
              <Form.Item>
                <Button onClick={() => setCreating(true)}>新建来访者</Button>
              </Form.Item>
            </Col>
          </Row>
          <EmergencyFields minor={minor} />
          <CustomFields />
        </Card>
        <Card title="预约" size="small" style={{ marginBottom: 16 }}>
          {source.appointMode === 2 && (
            <Form.Item
              name="series"
              label="周期预约"
              valuePropName="checked"
              extra="预约日期和时段为第 1 次，此后按相同星期和时段重复"
            >
              <Switch aria-label="周期预约" />
            </Form.Item>
          )}
          <SlotFields form={form} slots={slots} />
          <SeriesFields form={form} plan={plan} />
          <ConsultFields />
          <Form.Item name="partnerId" label="合作伙伴" extra="选填：按该合作伙伴的专家价格计价">
            <PartnerSelect />
          </Form.Item>
          <Form.Item name="remark" label="备注" rules={[maxInput(200)]}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </Card>
        <Button type="primary" {...buttonProps} onClick={() => void submit()}>
          {plan.on ? `提交（预约 ${plan.sessions.length} 次）` : '提交'}
        </Button>
      </Form>
      {creating && (
        <NewCustomerModal
          onClose={() => setCreating(false)}
          onCreated={(row) => {
            setCreated(row);
            form.setFieldsValue({ cusUserId: row.id, bucketId: undefined });
          }}
        />
      )}
    </>
  );
}
