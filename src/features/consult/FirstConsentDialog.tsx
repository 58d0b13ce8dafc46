import { Alert, App, Modal } from 'antd';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/consent';
import { useReturnFocus } from '@/shared/components/useReturnFocus';
import { useSaving } from '@/shared/components/useSaving';
import { ConsentText } from '@/shared/counselling/ConsentText';
import { useRecordConsentMutation } from '@/shared/counselling/consentApi';

interface FirstConsentDialogProps {
  cusUserId: string;
  visitorName: string;
  current: NonNullable<Answer<typeof C.consentStatus>['current']>;
  /** The consent is recorded: 完成咨询 goes on to the case record. */
  onAgreed: () => void;
  onClose: () => void;
}

/**
 * Before a visitor's first 完成咨询: the version in force, shown whole, recorded as signed on paper
 * and entered by the counsellor (the mock refuses the first session without it).
 */
export function FirstConsentDialog({
  cusUserId,
  visitorName,
  current,
  onAgreed,
  onClose,
}: FirstConsentDialogProps) {
  useReturnFocus();
  const { message } = App.useApp();
  const [record] = useRecordConsentMutation();
  const { saving, buttonProps, run } = useSaving();
  const agree = () =>
    run(async () => {
      await record({ cusUserId, version: current.version, how: 'paper' }).unwrap();
      message.success('知情同意已登记');
      onAgreed();
    });
  return (
    <Modal
      open
      title="知情同意"
      width={720}
      okText="来访者已签署，登记并继续"
      onOk={() => void agree()}
      okButtonProps={buttonProps}
      onCancel={() => {
        if (!saving) onClose();
      }}
      mask={{ closable: false }}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={`${visitorName}尚未同意当前版本的知情同意书，首次咨询完成前须登记`}
        description="请确认来访者已阅读并签署以下知情同意书，登记为纸质签署后继续完成咨询。"
      />
      <ConsentText consent={current} />
    </Modal>
  );
}
