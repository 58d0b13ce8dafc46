/**
 * Expert consultation price form (assessment spec §3 "Expert consultation price", §5 rules).
 *
 * Props:
 * - `serviceTypes: ServiceType[]` — the service types to set up, one row each, in this order;
 *   each named by `serviceTypeLabel` (0-3 the form's naming, 4/6/7/8 the counselling one: 0016).
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
 * Laid out as a table (assessment spec §2): a row per service type (a group named by it), a
 * column per consultation way (its checkbox, and once ticked its price input), the face address
 * beside. By keyboard: Tab goes row by row through the ways, their prices and the address.
 *
 * Rules (one home: `rowErrors` in expertPriceModel.ts, its ways and prices part shared with the
 * scale price form): per service type at least one way
 * (请至少选择一种咨询方式); a ticked way needs a price (选择咨询方式后请填写对应价格); a price is a
 * positive integer (请输入正整数); face to face ticked for service type 0 needs a face address
 * (请选择面询地址).
 */
import { Button, Checkbox, Form, Input, Select, Typography } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useRegionTree } from '@/shared/regions/regionNames';
import type { RuleRender } from '@/shared/validation/ruleKit';
import {
  ALL_CONSULT_WAYS,
  CONSULT_WAY_LABEL,
  FACE_TO_FACE,
  faceAddressText,
  rowErrors,
  serviceTypeLabel,
  toExpertPriceValue,
  toPriceRows,
  type ConsultWay,
  type ExpertPriceValue,
  type FaceAddress,
  type PriceRow,
  type PriceRules,
  type ServiceType,
} from './expertPriceModel';
import { cleanFormValues } from '@/shared/validation/cleanFormValues';

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

const CELL: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #f0f0f0',
  minWidth: 0,
};
const HEAD: CSSProperties = { ...CELL, background: '#fafafa', fontWeight: 600 };
const ROW: CSSProperties = { display: 'contents' };
const ITEM: CSSProperties = { marginTop: 8, marginBottom: 0 };

interface WayCellsProps {
  index: number;
  columns: ConsultWay[];
  offered: ConsultWay[];
  rules: PriceRules;
  locked: boolean;
  describedBy?: string;
  value?: ConsultWay[];
  onChange?: (ways: ConsultWay[]) => void;
}

/** One row's way cells: a checkbox per way offered, its price input once ticked; a dash where a way is not offered. */
function WayCells({
  index,
  columns,
  offered,
  rules,
  locked,
  describedBy,
  value = [],
  onChange,
}: WayCellsProps) {
  const toggle = (way: ConsultWay, on: boolean) =>
    onChange?.(ALL_CONSULT_WAYS.filter((w) => (w === way ? on : value.includes(w))));
  return (
    <div role="group" aria-label="咨询方式" aria-describedby={describedBy} style={ROW}>
      {columns.map((way) => (
        <div key={way} style={CELL}>
          {offered.includes(way) ? (
            <>
              <Checkbox
                aria-label={CONSULT_WAY_LABEL[way]}
                checked={value.includes(way)}
                disabled={locked}
                onChange={(event) => toggle(way, event.target.checked)}
              />
              {value.includes(way) && (
                <Form.Item
                  name={['rows', index, 'prices', way]}
                  dependencies={[['rows', index, 'consultWays']]}
                  rules={[rowRule(index, `price:${way}`, rules)]}
                  style={ITEM}
                >
                  <Input
                    aria-label={`${CONSULT_WAY_LABEL[way]}价格（元）`}
                    inputMode={rules.money ? 'decimal' : 'numeric'}
                    placeholder={rules.money ? '最多两位小数' : '请输入正整数'}
                    suffix="元"
                  />
                </Form.Item>
              )}
            </>
          ) : (
            <Typography.Text type="secondary" title="不提供">
              —
            </Typography.Text>
          )}
        </div>
      ))}
    </div>
  );
}

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
  // A row's 请至少选择一种咨询方式 shows once a save was tried, and goes as soon as a way is ticked.
  const [tried, setTried] = useState(false);
  const tree = useRegionTree();
  const rows = Form.useWatch('rows', form) as PriceRow[] | undefined;

  const offeredOf = (type: ServiceType) => waysByType?.[type] ?? ALL_CONSULT_WAYS;
  const columns = ALL_CONSULT_WAYS.filter((way) =>
    serviceTypes.some((type) => offeredOf(type).includes(way)),
  );
  const asksAddress =
    rules.faceAddress !== false && serviceTypes.includes(0) && offeredOf(0).includes(FACE_TO_FACE);
  const template = [
    'minmax(6em, auto)',
    `repeat(${columns.length}, minmax(7.5em, 1fr))`,
    ...(asksAddress ? ['minmax(12em, 1.6fr)'] : []),
  ].join(' ');

  const finish = async () => {
    if (submitting) return;
    setSubmitting(true);
    try {
      // Cleaned as every form's values are (0022): the face address trimmed, blanks left out.
      const all = cleanFormValues(form.getFieldsValue(true) as FormShape) as FormShape;
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
      onFinishFailed={() => setTried(true)}
      disabled={disabled}
    >
      <div style={{ display: 'grid', gridTemplateColumns: template, marginBottom: 16 }}>
        {/* Every control carries its own name, so the header row is for the eye only. */}
        <div aria-hidden style={{ display: 'contents' }}>
          <div style={HEAD}>服务类型</div>
          {columns.map((way) => (
            <div key={way} style={HEAD}>
              {CONSULT_WAY_LABEL[way]}
            </div>
          ))}
          {asksAddress && <div style={HEAD}>面询地址</div>}
        </div>
        {serviceTypes.map((serviceType, index) => {
          const label = serviceTypeLabel(serviceType);
          const row = rows?.[index];
          const ticked = row?.consultWays ?? [];
          const waysError = tried && row ? rowErrors(row, rules).ways : undefined;
          const errorId = `price-ways-${index}`;
          return (
            <div key={serviceType} role="group" aria-label={label} style={ROW}>
              <div style={CELL}>
                <Typography.Text strong>{label}</Typography.Text>
                {waysHint && (
                  <div>
                    <Typography.Text type="secondary">{waysHint}</Typography.Text>
                  </div>
                )}
                {waysError && (
                  <div id={errorId} role="alert" className="ant-form-item-explain-error">
                    {waysError}
                  </div>
                )}
              </div>
              <Form.Item
                noStyle
                name={['rows', index, 'consultWays']}
                rules={[rowRule(index, 'ways', rules)]}
              >
                <WayCells
                  index={index}
                  columns={columns}
                  offered={offeredOf(serviceType)}
                  rules={rules}
                  locked={Boolean(waysHint)}
                  describedBy={waysError ? errorId : undefined}
                />
              </Form.Item>
              {asksAddress && (
                <div style={CELL}>
                  {serviceType === 0 && ticked.includes(FACE_TO_FACE) ? (
                    <Form.Item
                      name={['rows', index, 'faceAddress']}
                      dependencies={[['rows', index, 'consultWays']]}
                      rules={[rowRule(index, 'faceAddress', rules)]}
                      style={{ marginBottom: 0 }}
                    >
                      <Select
                        aria-label="面询地址"
                        placeholder="请选择"
                        options={faceAddresses.map(({ address }) => ({
                          value: address,
                          label: faceAddressText(tree, address),
                        }))}
                      />
                    </Form.Item>
                  ) : (
                    <Typography.Text type="secondary">
                      {serviceType === 0 ? '勾选面对面咨询后选择' : '—'}
                    </Typography.Text>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
      <Button type="primary" htmlType="submit" loading={submitting} autoInsertSpace={false}>
        {submitText}
      </Button>
    </Form>
  );
}
