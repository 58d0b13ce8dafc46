import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Card, Form, InputNumber, Select, Space, Table } from 'antd';
import { useState } from 'react';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/measure';
import {
  MEASURE_WHEN,
  MEASURE_WHEN_LABELS,
  type MeasureWhen,
} from '@/shared/counselling/measureRules';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { PermissionButton } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';
import { required } from '@/shared/validation/rules';
import { useGetDefaultMeasurePlanQuery, useSaveDefaultMeasurePlanMutation } from './api';

type DefaultPlan = Answer<typeof C.getDefaultMeasurePlan>;
type Item = DefaultPlan['items'][number];

interface ItemValues {
  formId?: string;
  when?: MeasureWhen;
  n?: number;
}

const whenText = (item: Pick<Item, 'when' | 'n'>) =>
  item.when === 'everyNSessions' ? `每 ${item.n} 次咨询` : MEASURE_WHEN_LABELS[item.when];

const DUPLICATE = '默认测评计划中同一量表只能设置一次';

/**
 * 默认测评计划 (issue 30): the scales a visitor of the organisation is measured with from their
 * first booking, unless their counsellor has planned already. The mock applies it (docs/api/measures.md).
 */
export function DefaultMeasurePlan() {
  const { data } = useGetDefaultMeasurePlanQuery();
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title="默认测评计划"
      extra={
        <PermissionButton perm={PERM.orderConfigSave} onClick={() => setEditing(true)}>
          编辑默认测评计划
        </PermissionButton>
      }
    >
      <Table<Item>
        rowKey="formId"
        size="small"
        pagination={false}
        loading={!data}
        dataSource={data?.items ?? []}
        locale={{ emptyText: '未设置：来访者首次预约时不自动建立测评计划' }}
        columns={[
          { title: '量表', dataIndex: 'scaleName' },
          { title: '测评时机', key: 'when', render: (_value, item) => whenText(item) },
        ]}
        footer={() => '来访者首次预约且尚无测评计划时，按此为其建立计划，自预约日期起'}
      />
      {editing && data && <PlanModal plan={data} onClose={() => setEditing(false)} />}
    </Card>
  );
}

function PlanModal({ plan, onClose }: { plan: DefaultPlan; onClose: () => void }) {
  const [save] = useSaveDefaultMeasurePlanMutation();
  const [form] = Form.useForm<{ items: ItemValues[] }>();
  const items = Form.useWatch('items', form);
  return (
    <SaveFormModal<{ items: ItemValues[] }>
      title="编辑默认测评计划"
      formName="defaultMeasurePlan"
      form={form}
      successText="保存成功"
      width={720}
      initialValues={{
        items: plan.items.map(({ formId, when, n }) => ({ formId, when, n: n || undefined })),
      }}
      onSave={(values) =>
        save({
          items: (values.items ?? []).map((item) => ({
            formId: item.formId ?? '',
            when: item.when ?? 'beforeEverySession',
            n: item.when === 'everyNSessions' ? (item.n ?? 0) : 0,
          })),
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <Form.Item label="量表与时机" extra="不添加量表表示不设默认计划">
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item
                  name={[field.name, 'formId']}
                  rules={[
                    required('请选择量表'),
                    {
                      validator: (_rule, formId?: string) =>
                        formId && (items ?? []).filter((item) => item?.formId === formId).length > 1
                          ? Promise.reject(new Error(DUPLICATE))
                          : Promise.resolve(),
                    },
                  ]}
                >
                  <Select
                    aria-label={`量表${index + 1}`}
                    placeholder="请选择量表"
                    style={{ width: 220 }}
                    options={plan.scales.map((scale) => ({ value: scale.id, label: scale.name }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'when']} rules={[required('请选择测评时机')]}>
                  <Select
                    aria-label={`测评时机${index + 1}`}
                    placeholder="请选择测评时机"
                    style={{ width: 160 }}
                    options={MEASURE_WHEN.map((value) => ({
                      value,
                      label: MEASURE_WHEN_LABELS[value],
                    }))}
                  />
                </Form.Item>
                {items?.[index]?.when === 'everyNSessions' && (
                  <Form.Item
                    name={[field.name, 'n']}
                    rules={[
                      required('请输入间隔次数'),
                      { type: 'number', min: 2, max: 20, message: '范围2-20' },
                    ]}
                  >
                    <InputNumber
                      aria-label={`间隔次数${index + 1}`}
                      placeholder="N"
                      precision={0}
                      min={2}
                      max={20}
                    />
                  </Form.Item>
                )}
                <Button
                  type="text"
                  aria-label={`删除量表${index + 1}`}
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= plan.scales.length}
              onClick={() => add({ when: 'beforeEverySession' })}
            >
              添加量表
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </SaveFormModal>
  );
}
