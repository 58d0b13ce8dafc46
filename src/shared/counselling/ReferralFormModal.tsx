import { Form, Input, Radio, Select } from 'antd';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { maxInput, required } from '@/shared/validation/rules';
import { DATE_FORMAT, DatePicker, disablePast, moment, type Moment } from '@/shared/utils/dates';
import { CASEWORK_MESSAGES as M, REFERRAL_URGENCIES, type ReferralUrgency } from './caseworkCodes';
import { useSaveReferralMutation } from './caseworkApi';
import { useListPartnersQuery } from './lookupApi';

interface Values {
  partnerId: string;
  urgency: ReferralUrgency;
  reason: string;
  summary: string;
  followUpDate: Moment;
}

/** 外部转介: refers the visitor (from the chart, or an order) to a partner cooperating now; the creator gets a 转介待反馈 to-do. */
export function ReferralFormModal({
  cusUserId,
  orderId,
  visitorName,
  onClose,
}: {
  cusUserId: string;
  orderId?: string;
  visitorName: string;
  onClose: () => void;
}) {
  const [save] = useSaveReferralMutation();
  const partners = useListPartnersQuery({ pageNum: 1, pageSize: 0, status: 1 });
  return (
    <SaveFormModal<Values>
      title={`外部转介（${visitorName}）`}
      formName="referral"
      successText="转介已发起"
      width={600}
      initialValues={{ urgency: '一般', followUpDate: moment().add(7, 'day') }}
      onSave={(values) =>
        save({
          cusUserId,
          ...(orderId ? { orderId } : {}),
          partnerId: values.partnerId,
          urgency: values.urgency,
          reason: values.reason,
          summary: values.summary,
          followUpDate: values.followUpDate.format(DATE_FORMAT),
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item label="转介机构" name="partnerId" rules={[required(M.partnerRequired)]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="合作中的合作伙伴"
          loading={partners.isFetching}
          options={partners.data?.rows.map((row) => ({ value: row.id, label: row.name }))}
        />
      </Form.Item>
      <Form.Item label="紧急程度" name="urgency" rules={[required('请选择紧急程度')]}>
        <Radio.Group options={REFERRAL_URGENCIES.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item label="转介原因" name="reason" rules={[required(M.reasonRequired), maxInput(200)]}>
        <Input />
      </Form.Item>
      <Form.Item
        label="转介摘要"
        name="summary"
        extra="将发送给转介机构，请只写转介所需的信息"
        rules={[required(M.summaryRequired), maxInput(2000)]}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item label="随访日期" name="followUpDate" rules={[required('请选择随访日期')]}>
        <DatePicker format={DATE_FORMAT} disabledDate={disablePast} style={{ width: '100%' }} />
      </Form.Item>
    </SaveFormModal>
  );
}
