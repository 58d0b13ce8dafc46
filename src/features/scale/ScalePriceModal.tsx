import { Form, Input, Spin, Modal } from 'antd';
import {
  ALL_CONSULT_WAYS,
  CONSULT_WAY_LABEL,
  toConsultPrices,
  waysAndPricesErrors,
  type WaysAndPrices,
} from '@/shared/components/ExpertPriceForm';
import { RequiredCheckboxGroup } from '@/shared/components/RequiredCheckboxGroup';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import type { RuleRender } from '@/shared/validation/ruleKit';
import { useGetScaleConsultPriceQuery, useSaveScaleConsultPriceMutation } from './api';
import type { Scale } from './types';

/** A rule asking the expert form's own rule (`waysAndPricesErrors`) about one field. */
const priceRule =
  (key: string): RuleRender =>
  ({ getFieldsValue }) => ({
    validator: () => {
      const message = waysAndPricesErrors(getFieldsValue(true) as WaysAndPrices)[key];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

/**
 * 咨询价格: a scale's consultation ways and their prices (assessment spec §5: at least one way, a
 * price for each ticked way, a positive integer), with the expert price form's rule and words.
 */
export function ScalePriceModal({ scale, onClose }: { scale: Scale; onClose: () => void }) {
  const { data } = useGetScaleConsultPriceQuery(scale.id, { refetchOnMountOrArgChange: true });
  const [save] = useSaveScaleConsultPriceMutation();
  const [form] = Form.useForm<WaysAndPrices>();
  const ticked = Form.useWatch('consultWays', form) ?? [];
  const title = `咨询价格：${scale.name}`;
  if (!data)
    return (
      <Modal open title={title} onCancel={onClose} footer={null}>
        <Spin />
      </Modal>
    );
  return (
    <SaveFormModal<WaysAndPrices>
      title={title}
      successText="设置成功"
      form={form}
      formName="scalePrice"
      initialValues={{
        consultWays: data.consultWays,
        prices: Object.fromEntries(
          data.consultPrices.map(({ consultWay, price }) => [consultWay, String(price)]),
        ),
      }}
      onSave={(values) => save({ formId: scale.id, ...toConsultPrices(values) }).unwrap()}
      onClose={onClose}
    >
      <Form.Item label="咨询方式" name="consultWays" rules={[priceRule('ways')]} required>
        <RequiredCheckboxGroup
          aria-label="咨询方式"
          options={ALL_CONSULT_WAYS.map((way) => ({ value: way, label: CONSULT_WAY_LABEL[way] }))}
        />
      </Form.Item>
      {ALL_CONSULT_WAYS.filter((way) => ticked.includes(way)).map((way) => (
        <Form.Item
          key={way}
          label={`${CONSULT_WAY_LABEL[way]}价格（元）`}
          name={['prices', way]}
          dependencies={['consultWays']}
          rules={[priceRule(`price:${way}`)]}
          required
        >
          <Input inputMode="numeric" placeholder="请输入正整数" suffix="元" />
        </Form.Item>
      ))}
    </SaveFormModal>
  );
}
