import { App, Col, Form, InputNumber, Modal, Radio, Row, Select } from 'antd';
import {
  ExpertPriceForm,
  type ConsultWay,
  type ExpertPriceValue,
} from '@/shared/components/ExpertPriceForm';
import {
  CONSULT_TYPE_LABELS,
  ORDER_CONSULT_WAY_LABELS,
  codeOptions,
} from '@/shared/counselling/consultLabels';
import { useListScheduleExpertsQuery } from '@/shared/counselling/lookupApi';
import { PARTNER_MESSAGES as M, RATIO_MAX, RATIO_MIN } from '@/shared/counselling/partnerCodes';
import { DATE_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { required } from '@/shared/validation/rules';
import { compareWith } from '@/shared/validation/dateRules';
import { useSavePartnerPriceMutation } from './api';
import type { Partner, PartnerPrice, PartnerPriceBody } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';
import { validateLeading } from '@/shared/validation/leadToFirstError';

interface Values {
  expertId?: string;
  consultType: 0 | 1;
  durationMin: number;
  settlementRatio: number;
  effectiveFrom: Moment;
  effectiveTo?: Moment | null;
}

/** The ways an order can have: what a partner price may be for. */
const ORDER_WAYS = Object.keys(ORDER_CONSULT_WAY_LABELS).map(Number) as ConsultWay[];

const toAfterFrom = compareWith(
  'effectiveFrom',
  (to, from) => to.isBefore(from, 'day'),
  M.effectiveToBeforeFrom,
);

const inRange = (min: number, max: number, message: string) => ({
  validator: (_rule: unknown, value?: number | null) =>
    value == null || (Number.isInteger(value) && value >= min && value <= max)
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** The shared price form's value for one stored row (edit: that way only). */
const valueOf = (price: PartnerPrice): ExpertPriceValue => ({
  serviceTypes: [0],
  list: [
    {
      serviceType: 0,
      consultWays: [price.consultWay],
      consultPrices: [{ consultWay: price.consultWay, price: price.price }],
    },
  ],
});

/**
 * 新增 / 编辑医院专家价格: the expert, type, duration, ratio and effective dates here; the ways and
 * their prices in the shared ExpertPriceForm (money rule). A new one stores one row per ticked way.
 */
export function PartnerPriceModal({
  partner,
  price,
  onClose,
}: {
  partner: Partner;
  price?: PartnerPrice;
  onClose: () => void;
}) {
  useReturnFocus();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [save] = useSavePartnerPriceMutation();
  const experts = useListScheduleExpertsQuery({ pageNum: 1, pageSize: 0 });
  const expertId = Form.useWatch('expertId', form) ?? price?.expertId;
  const offered = experts.data?.rows.find((row) => row.expertId === expertId)?.consultWays ?? [];
  // Before an expert is chosen, the ways an order can have, shown disabled (waysHint).
  const ways = (price ? [price.consultWay] : expertId ? offered : ORDER_WAYS) as ConsultWay[];

  const submit = async (value: ExpertPriceValue) => {
    const values = await validateLeading(form);
    const body: PartnerPriceBody = {
      ...(price ? { id: price.id } : {}),
      partnerId: partner.id,
      expertId: values.expertId ?? '',
      consultType: values.consultType,
      durationMin: values.durationMin,
      settlementRatio: values.settlementRatio,
      effectiveFrom: values.effectiveFrom.format(DATE_FORMAT),
      effectiveTo: values.effectiveTo ? values.effectiveTo.format(DATE_FORMAT) : '',
      prices: (value.list[0]?.consultPrices ?? []).map((row) => ({
        consultWay: row.consultWay as 0 | 1 | 2 | 3,
        price: row.price,
      })),
    };
    await save(body).unwrap();
    message.success(price ? '编辑成功' : '保存成功');
    onClose();
  };

  const initialValues: Values = price
    ? {
        expertId: price.expertId,
        consultType: price.consultType,
        durationMin: price.durationMin,
        settlementRatio: price.settlementRatio,
        effectiveFrom: moment(price.effectiveFrom),
        effectiveTo: price.effectiveTo ? moment(price.effectiveTo) : null,
      }
    : {
        consultType: 0,
        durationMin: 50,
        settlementRatio: partner.settlementRatio,
        effectiveFrom: moment().startOf('day'),
      };

  return (
    <Modal
      open
      title={`${price ? '编辑' : '新增'}专家价格 · ${partner.name}`}
      width={720}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} name="partnerPrice" layout="vertical" initialValues={initialValues}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="专家" name="expertId" rules={[required('请选择专家')]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                disabled={Boolean(price)}
                loading={experts.isFetching}
                placeholder="请选择"
                options={experts.data?.rows.map((row) => ({
                  value: row.expertId,
                  label: row.name,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="咨询类型" name="consultType">
              <Radio.Group options={codeOptions(CONSULT_TYPE_LABELS)} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label="时长（分钟）"
              name="durationMin"
              rules={[required(M.durationRequired), inRange(10, 240, '时长范围10-240')]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label="结算比例（%）"
              name="settlementRatio"
              rules={[required(M.ratioRequired), inRange(RATIO_MIN, RATIO_MAX, M.ratioRange)]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8} />
          <Col span={12}>
            <Form.Item label="生效日期" name="effectiveFrom" rules={[required('请选择生效日期')]}>
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="失效日期"
              name="effectiveTo"
              dependencies={['effectiveFrom']}
              rules={[toAfterFrom]}
              extra="不填为长期有效"
            >
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <ExpertPriceForm
        key={expertId ?? 'none'}
        serviceTypes={[0]}
        waysByType={{ 0: ways }}
        value={price ? valueOf(price) : undefined}
        rules={{ money: true, faceAddress: false }}
        waysHint={expertId ? undefined : '请先选择专家'}
        onSubmit={submit}
      />
    </Modal>
  );
}
