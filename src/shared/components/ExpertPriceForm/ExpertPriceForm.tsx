/**
 * Expert consultation price form (assessment spec §3 "Expert consultation price", §5 rules).
 *
 * Props:
 * - `serviceTypes: ServiceType[]` — the service types to set up, one block each, in this order.
 * - `waysByType?: Partial<Record<ServiceType, ConsultWay[]>>` — the consultation ways each type
 *   offers (the platform's call by expertId); all six ways when a type is missing.
 * - `faceAddresses?: FaceAddress[]` — the expert's face addresses (getFaceAddressList); each
 *   `address` is region codes and a detail joined by '-', shown as names.
 * - `value?: ExpertPriceValue` — the stored setup to start from.
 * - `onSubmit(value: ExpertPriceValue)` — called with valid input only; while its promise runs
 *   the button shows loading and cannot be pressed again; a rejection keeps everything typed.
 * - `submitText?` (default 保存), `disabled?`.
 * - `waysHint?` — while what decides the ways is not chosen yet (a partner price's 专家): the
 *   ways shown disabled, with this hint under them, instead of an empty row.
 * - `rules?: PriceRules` — `money: true` checks prices as money (spec §5: > 0, at most two
 *   decimals; a partner's prices), `faceAddress: false` never asks for a face address.
 *
 * Rules (one home: `rowErrors` in expertPriceModel.ts): per service type at least one way
 * (请至少选择一种咨询方式); a ticked way needs a price (选择咨询方式后请填写对应价格); a price is a
 * positive integer (请输入正整数); face to face ticked for service type 0 needs a face address
 * (请选择面询地址).
 */
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useRegionTree } from '@/shared/regions/regionNames';
import type { RuleRender } from '@/shared/validation/ruleKit';
import {
  ALL_CONSULT_WAYS,
  CONSULT_WAY_LABEL,
  FACE_TO_FACE,
  SERVICE_TYPE_LABEL,
  faceAddressText,
  rowErrors,
  toExpertPriceValue,
  toPriceRows,
  type ConsultWay,
  type ExpertPriceValue,
  type FaceAddress,
  type PriceRow,
  type PriceRules,
  type ServiceType,
} from './expertPriceModel';
import { RequiredCheckboxGroup } from '@/shared/components/RequiredCheckboxGroup';

export interface ExpertPriceFormProps {
  serviceTypes: ServiceType[];
  waysByType?: Partial<Record<ServiceType, ConsultWay[]>>;
  faceAddresses?: FaceAddress[];
  value?: ExpertPriceValue;
  onSubmit: (value: ExpertPriceValue) => Promise<unknown> | void;
  submitText?: string;
  disabled?: boolean;
  rules?: PriceRules;
  waysHint?: string;
}

interface FormShape {
  rows: PriceRow[];
}

/** A rule that asks `rowErrors` about one field of row `index`. */
const rowRule =
  (index: number, key: string, rules: PriceRules): RuleRender =>
  ({ getFieldValue }) => ({
    validator: () => {
      const message = rowErrors(getFieldValue(['rows', index]) as PriceRow, rules)[key];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

export function ExpertPriceForm({
  serviceTypes,
  waysByType,
  faceAddresses = [],
  value,
  onSubmit,
  submitText = '保存',
  disabled,
  rules = {},
  waysHint,
}: ExpertPriceFormProps) {
  const [form] = Form.useForm<FormShape>();
  const [submitting, setSubmitting] = useState(false);
  const tree = useRegionTree();
  const rows = Form.useWatch('rows', form) as PriceRow[] | undefined;

  const finish = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const all = form.getFieldsValue(true) as FormShape;
      await onSubmit(toExpertPriceValue(all.rows));
    } catch {
      // The caller showed why; everything typed stays.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<FormShape>
      form={form}
      initialValues={{ rows: toPriceRows(serviceTypes, value) }}
      onFinish={() => void finish()}
      disabled={disabled}
      layout="vertical"
    >
      {serviceTypes.map((serviceType, index) => {
        const offered = waysByType?.[serviceType] ?? ALL_CONSULT_WAYS;
        const ticked = rows?.[index]?.consultWays ?? [];
        return (
          <Card
            key={serviceType}
            size="small"
            title={SERVICE_TYPE_LABEL[serviceType]}
            style={{ marginBottom: 12 }}
          >
            <Form.Item
              label="咨询方式"
              name={['rows', index, 'consultWays']}
              rules={[rowRule(index, 'ways', rules)]}
              required
              extra={waysHint}
            >
              <RequiredCheckboxGroup
                aria-label="咨询方式"
                disabled={Boolean(waysHint)}
                options={offered.map((way) => ({ value: way, label: CONSULT_WAY_LABEL[way] }))}
              />
            </Form.Item>
            <Space wrap size="middle" align="start">
              {offered
                .filter((way) => ticked.includes(way))
                .map((way) => (
                  <Form.Item
                    key={way}
                    label={`${CONSULT_WAY_LABEL[way]}价格（元）`}
                    name={['rows', index, 'prices', way]}
                    dependencies={[['rows', index, 'consultWays']]}
                    rules={[rowRule(index, `price:${way}`, rules)]}
                    required
                  >
                    <Input
                      inputMode={rules.money ? 'decimal' : 'numeric'}
                      placeholder={rules.money ? '最多两位小数' : '请输入正整数'}
                      style={{ width: 160 }}
                    />
                  </Form.Item>
                ))}
            </Space>
            {serviceType === 0 && ticked.includes(FACE_TO_FACE) && rules.faceAddress !== false && (
              <Form.Item
                label="面询地址"
                name={['rows', index, 'faceAddress']}
                dependencies={[['rows', index, 'consultWays']]}
                rules={[rowRule(index, 'faceAddress', rules)]}
                required
              >
                <Select
                  placeholder="请选择"
                  options={faceAddresses.map(({ address }) => ({
                    value: address,
                    label: faceAddressText(tree, address),
                  }))}
                />
              </Form.Item>
            )}
          </Card>
        );
      })}
      <Button type="primary" htmlType="submit" loading={submitting} autoInsertSpace={false}>
        {submitText}
      </Button>
    </Form>
  );
}
