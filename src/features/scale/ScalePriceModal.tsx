import { Form, Input, Spin } from 'antd';
import {
  ALL_CONSULT_WAYS,
  CONSULT_WAY_LABEL,
  toConsultPrices,
  type ConsultWay,
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
export function ScalePriceModal({
  scale,
  onClose,
}: {
  /** The scale; a scale just published from a new spreadsheet has no name here yet. */
  scale: Pick<Scale, 'id'> & { name?: string };
  onClose: () => void;
}) {
  const { data } = useGetScaleConsultPriceQuery(scale.id, { refetchOnMountOrArgChange: true });
  const [save] = useSaveScaleConsultPriceMutation();
  const [form] = Form.useForm<WaysAndPrices>();
  const ticked = Form.useWatch('consultWays', form) ?? [];
  const title = scale.name ? `咨询价格：${scale.name}` : '咨询价格';
  const stored = (way: ConsultWay) =>
    data?.consultPrices.find((item) => item.consultWay === way)?.price;
  // One dialog throughout: the fields mount once the stored price is in, and start from it.
  return (
    <SaveFormModal<WaysAndPrices>
      title={title}
      successText="设置成功"
      form={form}
      formName="scalePrice"
      okDisabled={!data}
      onSave={(values) => save({ formId: scale.id, ...toConsultPrices(values) }).unwrap()}
      onClose={onClose}
    >
      {data ? (
        <>
          <Form.Item
            label="咨询方式"
            name="consultWays"
            initialValue={data.consultWays}
            rules={[priceRule('ways')]}
            required
          >
            <RequiredCheckboxGroup
              aria-label="咨询方式"
              options={ALL_CONSULT_WAYS.map((way) => ({
                value: way,
                label: CONSULT_WAY_LABEL[way],
              }))}
            />
          </Form.Item>
          {ALL_CONSULT_WAYS.filter((way) => ticked.includes(way)).map((way) => (
            <Form.Item
              key={way}
              label={`${CONSULT_WAY_LABEL[way]}价格（元）`}
              name={['prices', way]}
              initialValue={stored(way)?.toString()}
              dependencies={['consultWays']}
              rules={[priceRule(`price:${way}`)]}
              required
            >
              <Input inputMode="numeric" placeholder="请输入正整数" suffix="元" />
            </Form.Item>
          ))}
        </>
      ) : (
        <Spin />
      )}
    </SaveFormModal>
  );
}
