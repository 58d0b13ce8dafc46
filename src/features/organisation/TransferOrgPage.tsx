import { Alert, Button, Form, Input, Select } from 'antd';
import { useOwnerOrg } from '@/shared/organisation/ownerOrg';
import { useLeaveToLogin } from '@/shared/session/useLeaveToLogin';
import { passwordRules } from '@/shared/validation/rules';
import { useGetTransferCandidatesQuery, useTransferAdminMutation } from './api';
import { PageTitle } from '@/shared/components/PageTitle';
import { validateLeading } from '@/shared/validation/leadToFirstError';
import { ConfirmAction } from '@/shared/feedback/ConfirmAction';

interface Values {
  identityId: string;
  password: string;
}

/** /grxx/zyjg (administrators only): hand the organisation's administration to one of its operators. */
export default function TransferOrgPage() {
  const [form] = Form.useForm<Values>();
  const ownerOrg = useOwnerOrg();
  const { data: candidates = [], isLoading } = useGetTransferCandidatesQuery();
  const [transfer, { isLoading: saving }] = useTransferAdminMutation();
  const leaveToLogin = useLeaveToLogin();

  async function submit() {
    const values = await validateLeading(form, ['password']).catch(() => null);
    if (!values) return;
    try {
      await transfer(values).unwrap();
      leaveToLogin('转移成功，请重新登录');
    } catch {
      // The server's msg (密码错误 …) is shown; what was chosen stays.
    }
  }

  return (
    <>
      <PageTitle title="转移机构" />
      <Alert
        type="warning"
        showIcon
        title={`将“${ownerOrg.name}”的管理员身份转移给本机构的运营人员；转移后您将成为运营人员，需重新登录。`}
        style={{ marginBottom: 16 }}
      />
      <Form<Values> form={form} name="transferForm" layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item
          label="接收人"
          name="identityId"
          rules={[{ required: true, message: '请选择接收人' }]}
        >
          <Select
            loading={isLoading}
            placeholder="请选择接收人"
            options={candidates.map((row) => ({
              value: row.identityId,
              label: `${row.name}（${row.username}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          label="登录密码"
          name="password"
          rules={passwordRules}
          extra="请输入您的登录密码以确认"
        >
          <Input.Password autoComplete="current-password" maxLength={32} />
        </Form.Item>
        <ConfirmAction
          title="确定转移机构吗？转移后不可撤回。"
          onConfirm={submit}
          okText="确定转移"
          cancelText="取消"
        >
          <Button type="primary" danger loading={saving}>
            确认转移
          </Button>
        </ConfirmAction>
      </Form>
    </>
  );
}
