import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { RegionCascader } from '@/shared/components/RegionCascader';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import {
  PARTNER_MESSAGES as M,
  PARTNER_TYPES,
  PARTNER_TYPE_LABELS,
  RATIO_MAX,
  RATIO_MIN,
} from '@/shared/counselling/partnerCodes';
import { DATE_FORMAT, DatePicker, moment, type Moment } from '@/shared/utils/dates';
import { maxInput, mobile, mobileInvalidMessage, required } from '@/shared/validation/rules';
import { compareWith } from '@/shared/validation/dateRules';
import { useSavePartnerMutation, useUpdatePartnerMutation } from './api';
import type { Partner, PartnerBody } from './types';

type Values = Omit<PartnerBody, 'coopStart' | 'coopEnd'> & {
  coopStart: Moment;
  coopEnd?: Moment | null;
};

const endAfterStart = compareWith(
  'coopStart',
  (end, start) => end.isBefore(start, 'day'),
  M.endBeforeStart,
);

const ratioRange = {
  validator: (_rule: unknown, value?: number | null) =>
    value == null || (Number.isInteger(value) && value >= RATIO_MIN && value <= RATIO_MAX)
      ? Promise.resolve()
      : Promise.reject(new Error(M.ratioRange)),
};

/** 新增 / 编辑合作伙伴: name, type, contact, mobile, area, cooperation dates, settlement ratio, remark. */
export function PartnerFormModal({ partner, onClose }: { partner?: Partner; onClose: () => void }) {
  const [save] = useSavePartnerMutation();
  const [update] = useUpdatePartnerMutation();
  const initialValues: Partial<Values> = partner
    ? {
        ...partner,
        coopStart: moment(partner.coopStart),
        coopEnd: partner.coopEnd ? moment(partner.coopEnd) : null,
      }
    : { type: 1, settlementRatio: 20, coopStart: moment().startOf('day') };
  return (
    <SaveFormModal<Values>
      title={partner ? '编辑合作伙伴' : '新增合作伙伴'}
      successText={partner ? '编辑成功' : '保存成功'}
      width={640}
      formName="partner"
      initialValues={initialValues}
      onSave={(values) => {
        const body: PartnerBody = {
          name: values.name,
          type: values.type,
          contact: values.contact,
          mobile: values.mobile,
          areaCode: values.areaCode,
          coopStart: values.coopStart.format(DATE_FORMAT),
          coopEnd: values.coopEnd ? values.coopEnd.format(DATE_FORMAT) : '',
          settlementRatio: values.settlementRatio,
          // Left out when emptied: the platform clears it (0022).
          remark: values.remark,
        };
        return (partner ? update({ ...body, id: partner.id }) : save(body)).unwrap();
      }}
      onClose={onClose}
    >
      <Form.Item label="合作伙伴名称" name="name" rules={[required(M.nameRequired), maxInput(50)]}>
        <Input />
      </Form.Item>
      <Form.Item label="类型" name="type">
        <Radio.Group
          options={PARTNER_TYPES.map((value) => ({ value, label: PARTNER_TYPE_LABELS[value] }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            label="联系人"
            name="contact"
            rules={[required(M.contactRequired), maxInput(15)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="联系电话"
            name="mobile"
            rules={[required('请输入联系电话'), mobile(mobileInvalidMessage('联系电话'))]}
          >
            <Input maxLength={11} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="所在地区" name="areaCode" rules={[required(M.areaRequired)]}>
        <RegionCascader aria-label="所在地区" changeOnSelect />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="合作开始日期" name="coopStart" rules={[required('请选择合作开始日期')]}>
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="合作结束日期"
            name="coopEnd"
            dependencies={['coopStart']}
            rules={[endAfterStart]}
            extra="不填为长期合作"
          >
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="结算比例（%）"
        name="settlementRatio"
        rules={[required(M.ratioRequired), ratioRange]}
        extra="合作伙伴分成；专家价格可另设"
      >
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="备注" name="remark" rules={[maxInput(200)]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </SaveFormModal>
  );
}
