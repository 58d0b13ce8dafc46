import { Button, Descriptions, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { useRevealEmergencyContactMutation } from './api';
import type { Answer } from '@/shared/contract/call';
import type * as C from '@/shared/contract/consult';

type Contact = Answer<typeof C.revealEmergencyContact>;

/** The revealed contact, shown once in a dialog and forgotten when it closes. */
function ContactDialog({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  return (
    <Modal open title="紧急联系人" footer={null} onCancel={onClose}>
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: '紧急联系人', children: contact.emergencyName || '/' },
          { key: 'relation', label: '与来访者关系', children: contact.emergencyRelation || '/' },
          { key: 'mobile', label: '紧急联系人手机号', children: contact.emergencyMobile },
        ]}
      />
    </Modal>
  );
}

/**
 * 紧急查看联系人 (break-glass) on a crisis order, for staff who may act on it without the contact
 * code: asks why, then shows the number; the order's 操作记录 keeps who, when and why.
 */
export function RevealContactButton({ orderId }: { orderId: string }) {
  const [asking, setAsking] = useState(false);
  const [contact, setContact] = useState<Contact | null>(null);
  const [reveal] = useRevealEmergencyContactMutation();
  // The contact dialog opens from the reason dialog, which is gone by the time it closes.
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} danger onClick={() => setAsking(true)}>
        紧急查看联系人
      </Button>
      {asking && (
        <SaveFormModal<{ reason: string }>
          title="紧急查看联系人"
          okText="查看"
          onSave={async ({ reason }) => setContact(await reveal({ id: orderId, reason }).unwrap())}
          onClose={() => setAsking(false)}
        >
          <p>查看将记入订单操作记录（查看人、时间与原因）。</p>
          <Form.Item
            label="查看原因"
            name="reason"
            rules={[
              { required: true, whitespace: true, message: '请输入查看原因' },
              { max: 200, message: '最大输入长度200' },
            ]}
          >
            <Input.TextArea rows={3} showCount maxLength={200} />
          </Form.Item>
        </SaveFormModal>
      )}
      {contact && (
        <ContactDialog
          contact={contact}
          onClose={() => {
            setContact(null);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
