import { Form, Input, Spin } from 'antd';
import { useAppSelector } from '@/shared/store/hooks';
import {
  searchPlatformExperts,
  searchServiceOrgs,
  useApplyCooperMutation,
  useGetExpertTypesQuery,
} from './cooperRequestApi';
import { EXPERT_TYPE_LABEL } from './cooperationLabels';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import { RemoteSelect, type RemoteOption } from '@/shared/components/RemoteSelect';
import { maxInput } from '@/shared/validation/rules';
import { ServiceOrgSummary } from './ServiceOrgSummary';

interface RequestKind {
  title: string;
  okText: string;
  /** Whom the request goes to: the field sent (orgId or userId), its label and its search. */
  field: 'orgId' | 'userId';
  label: string;
  placeholder: string;
  search: (keyword: string, signal: AbortSignal) => Promise<RemoteOption[]>;
  remarkLabel: string;
  success: string;
}

/** The two ways a cooperation starts (saveOrgExpertCooperApply); the other side then answers it. */
const KINDS: Record<'apply' | 'invite', RequestKind> = {
  // An expert asks a service organisation (status 0, awaiting the organisation).
  apply: {
    title: '申请合作',
    okText: '提交申请',
    field: 'orgId',
    label: '服务机构',
    placeholder: '输入机构名称搜索',
    search: searchServiceOrgs,
    remarkLabel: '申请说明',
    success: '申请已提交',
  },
  // An organisation invites a platform expert (status 2, 待专家确认).
  invite: {
    title: '邀请专家',
    okText: '发送邀请',
    field: 'userId',
    label: '专家',
    placeholder: '输入专家姓名搜索',
    search: searchPlatformExperts,
    remarkLabel: '邀请说明',
    success: '邀请已发送',
  },
};

interface Values {
  target?: string;
  remark?: string;
}

/** The expert types the applying expert holds (getExpertTypeById): the application is recorded under it. */
function ApplyingAs() {
  const userId = useAppSelector(selectUserDetails)?.id ?? '';
  const { data } = useGetExpertTypesQuery(userId, { skip: !userId });
  return (
    <Form.Item label="申请身份">
      {data ? data.map((type) => EXPERT_TYPE_LABEL[type]).join('、') : <Spin size="small" />}
    </Form.Item>
  );
}

/** 申请合作 (an expert) or 邀请专家 (an organisation): whom to cooperate with and a note. */
export function CooperRequestModal({
  kind,
  onClose,
}: {
  kind: 'apply' | 'invite';
  onClose: () => void;
}) {
  const config = KINDS[kind];
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form);
  const [send] = useApplyCooperMutation();

  // A refusal (e.g. 已存在进行中的合作或申请) is shown by the request layer; what was chosen stays.
  const submit = (values: Values) => {
    const whom = values.target ?? '';
    const remark = values.remark?.trim();
    return send(
      config.field === 'orgId' ? { orgId: whom, remark } : { userId: whom, remark },
    ).unwrap();
  };

  return (
    <SaveFormModal<Values>
      title={config.title}
      okText={config.okText}
      successText={config.success}
      form={form}
      onSave={submit}
      onClose={onClose}
    >
      {kind === 'apply' && <ApplyingAs />}
      <Form.Item
        label={config.label}
        name="target"
        rules={[{ required: true, message: `请选择${config.label}` }]}
      >
        <RemoteSelect fetchOptions={config.search} placeholder={config.placeholder} />
      </Form.Item>
      {kind === 'apply' && target && (
        <Form.Item>
          <ServiceOrgSummary orgId={target} />
        </Form.Item>
      )}
      <Form.Item label={config.remarkLabel} name="remark" rules={[maxInput(100)]}>
        <Input.TextArea rows={3} maxLength={100} showCount />
      </Form.Item>
    </SaveFormModal>
  );
}
