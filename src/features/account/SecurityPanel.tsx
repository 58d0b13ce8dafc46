import { useState } from 'react';
import { Button, Descriptions, Modal } from 'antd';
import { maskMobile } from '@/shared/utils/format';
import { ChangeContactForm } from './ChangeContactForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { Profile } from './types';

type Dialog = 'password' | 'mobile' | 'mail' | null;

const TITLE = { password: '修改密码', mobile: '修改手机号', mail: '修改邮箱' } as const;

/** 安全设置: password, masked mobile and mail, each with its change dialog. */
export function SecurityPanel({ profile }: { profile: Profile }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const action = (which: Exclude<Dialog, null>) => (
    <Button type="link" onClick={() => setDialog(which)}>
      {TITLE[which]}
    </Button>
  );
  return (
    <>
      <Descriptions column={1} bordered aria-label="安全设置">
        <Descriptions.Item label="登录密码">已设置 {action('password')}</Descriptions.Item>
        <Descriptions.Item label="绑定手机">
          {profile.mobile ? maskMobile(profile.mobile) : '未绑定'} {action('mobile')}
        </Descriptions.Item>
        <Descriptions.Item label="绑定邮箱">
          {profile.mail || '未绑定'} {action('mail')}
        </Descriptions.Item>
      </Descriptions>
      <Modal
        title={dialog ? TITLE[dialog] : ''}
        open={dialog !== null}
        onCancel={close}
        footer={null}
        destroyOnHidden
      >
        {dialog === 'password' && <ChangePasswordForm userId={profile.id} onDone={close} />}
        {(dialog === 'mobile' || dialog === 'mail') && (
          <ChangeContactForm kind={dialog} onDone={close} />
        )}
      </Modal>
    </>
  );
}
