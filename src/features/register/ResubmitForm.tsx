import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ImageUpload } from '@/shared/components/ImageUpload';
import { clearRegisterInfo, type StoredRegisterInfo } from '@/shared/session/storage';
import { email, maxInput, mobileRules, requiredLabel } from '@/shared/validation/rules';
import { uploadRegisterImage } from './uploadRegisterImage';
import type { RuleObject } from 'antd/es/form';
import { submitRegistration, takenContacts, type Resubmission, type TakenContact } from './api';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

const TAKEN: Record<TakenContact['field'], string> = {
  mobile: '该手机号已被其他账号使用',
  mail: '该邮箱已被其他账号使用',
};

/**
 * The public user list's check (decision 0020): a mobile or mail another account holds is said
 * at the field, before sending. A failed check passes: the registration checks again on submit.
 */
function notTaken(field: TakenContact['field'], account: string): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return;
      let taken = false;
      try {
        taken = (await takenContacts({ [field]: text, account })).total > 0;
      } catch {
        return;
      }
      if (taken) throw new Error(TAKEN[field]);
    },
  };
}

/** The refused application, corrected and sent again; then the pending page. */
export function ResubmitForm({ info }: { info: StoredRegisterInfo }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const org = info.kind === 'org';
  const nameLabel = org ? '机构名称' : '姓名';
  const imageLabel = org ? '营业执照' : '资格证书';

  async function submit(values: Resubmission) {
    if (busy) return;
    setBusy(true);
    try {
      await submitRegistration(
        info.kind,
        { ...values, name: values.name.trim(), mail: values.mail.trim() },
        info.token,
      );
      // The review ends the refused account's session, and its token with it.
      clearRegisterInfo();
      message.success('提交成功，请等待审核');
      void navigate('/registerStep4', { replace: true });
    } catch {
      // The server's msg is shown; what was typed stays.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<Resubmission>
      layout="vertical"
      onFinish={finishCleaned(submit)}
      initialValues={{ name: info.name, mobile: info.mobile, mail: info.mail, image: info.image }}
    >
      <Form.Item label="账号" htmlFor="resubmit-account">
        <Input id="resubmit-account" value={info.account} disabled />
      </Form.Item>
      <Form.Item label={nameLabel} name="name" rules={[requiredLabel(nameLabel), maxInput(30)]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="mobile"
        rules={[...mobileRules, notTaken('mobile', info.account)]}
        validateFirst
        validateDebounce={300}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        label="邮箱"
        name="mail"
        rules={[requiredLabel('邮箱'), email(), notTaken('mail', info.account)]}
        validateFirst
        validateDebounce={300}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        label={imageLabel}
        name="image"
        rules={[{ required: true, message: `请上传${imageLabel}` }]}
      >
        <ImageUpload
          upload={uploadRegisterImage}
          crop={false}
          label={`上传${imageLabel}`}
          onUploadingChange={setUploading}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} disabled={uploading}>
        重新提交
      </Button>
    </Form>
  );
}
