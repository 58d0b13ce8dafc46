import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { SaveFormModal } from '@/shared/components/SaveFormModal';
import { useRemarkConsultOrderMutation } from './api';

interface Values {
  content: string;
}

/** 添加备注: a note on the order at any status, kept in 操作记录 with its author and time. */
export function RemarkButton({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const [remark] = useRemarkConsultOrderMutation();
  return (
    <>
      <Button onClick={() => setOpen(true)}>添加备注</Button>
      {open && (
        <SaveFormModal<Values>
          title="添加备注"
          successText="备注已添加"
          onSave={(values) => remark({ id: orderId, content: values.content }).unwrap()}
          onClose={() => setOpen(false)}
        >
          <Form.Item
            label="备注内容"
            name="content"
            rules={[
              { required: true, whitespace: true, message: '请输入备注内容' },
              { max: 200, message: '最大输入长度200' },
            ]}
          >
            <Input.TextArea rows={4} showCount maxLength={200} />
          </Form.Item>
        </SaveFormModal>
      )}
    </>
  );
}
