import { App, Button, Card, Empty, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  useListSupervisionNotesQuery,
  useListSupervisionViewsQuery,
  useReplySupervisionNoteMutation,
  useSaveSupervisionNoteMutation,
  type SupervisionNotes,
} from '@/shared/counselling/caseworkApi';
import { CASEWORK_MESSAGES as M } from '@/shared/counselling/caseworkCodes';
import { useSupervises } from '@/shared/counselling/useSupervises';
import { maxInput, required } from '@/shared/validation/rules';
import type { ConsultOrderDetail, OrderScope } from './types';
import { ViewLogModal } from './ViewLogModal';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

type Note = SupervisionNotes['notes'][number];

/** One text box and its button: a new note or a reply, cleared once sent. */
function SendBox({
  name,
  label,
  button,
  message: emptyMessage,
  max,
  onSend,
}: {
  /** The form's name: prefixes the field's id, unique on the page. */
  name: string;
  label: string;
  button: string;
  message: string;
  max: number;
  onSend: (text: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ text: string }>();
  const [sending, setSending] = useState(false);
  async function send(text: string) {
    setSending(true);
    try {
      await onSend(text);
      form.resetFields();
    } catch {
      // The error toast says why; the text stays for another try.
    } finally {
      setSending(false);
    }
  }
  return (
    <Form
      form={form}
      name={name}
      onFinish={finishCleaned((values: { text: string }) => send(values.text))}
    >
      <Form.Item name="text" label={label} rules={[required(emptyMessage), maxInput(max)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Flex justify="flex-end">
        <Button htmlType="submit" type="primary" loading={sending}>
          {button}
        </Button>
      </Flex>
    </Form>
  );
}

function Thread({ note }: { note: Note }) {
  const { message } = App.useApp();
  const [reply] = useReplySupervisionNoteMutation();
  return (
    <Flex vertical gap={8} style={{ width: '100%', paddingBottom: 12 }}>
      <Typography.Text type="secondary">
        督导：{note.authorName} · {note.time}
      </Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {note.text}
      </Typography.Paragraph>
      {note.replies.map((answer) => (
        <Space key={answer.id} align="start" style={{ paddingLeft: 24 }}>
          <Tag>{answer.role}</Tag>
          <Flex vertical>
            <Typography.Text type="secondary">
              {answer.authorName} · {answer.time}
            </Typography.Text>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{answer.text}</Typography.Text>
          </Flex>
        </Space>
      ))}
      <div style={{ paddingLeft: 24 }}>
        <SendBox
          name={`reply-${note.id}`}
          label="回复"
          button="回复"
          message={M.replyRequired}
          max={1000}
          onSend={async (text) => {
            await reply({ noteId: note.id, text }).unwrap();
            message.success('回复成功');
          }}
        />
      </div>
    </Flex>
  );
}

function Notes({ orderId }: { orderId: string }) {
  const { message } = App.useApp();
  const { data } = useListSupervisionNotesQuery(orderId);
  const [save] = useSaveSupervisionNoteMutation();
  const [viewing, setViewing] = useState(false);
  if (!data) return null;
  return (
    <Card
      title="督导记录"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        data.canWrite && (
          <Button size="small" aria-label="督导记录查看记录" onClick={() => setViewing(true)}>
            查看记录
          </Button>
        )
      }
    >
      <section aria-label="督导记录">
        {data.notes.length === 0 ? (
          <Empty description="暂无督导记录" />
        ) : (
          data.notes.map((note) => <Thread key={note.id} note={note} />)
        )}
        {data.canWrite && (
          <SendBox
            name="supervisionNote"
            label="督导意见"
            button="提交督导意见"
            message={M.noteRequired}
            max={2000}
            onSend={async (text) => {
              await save({ orderId, text }).unwrap();
              message.success('督导意见已保存');
            }}
          />
        )}
      </section>
      {viewing && (
        <ViewLogModal
          title="督导记录查看记录"
          kindTitle="查看位置"
          orderId={orderId}
          useViews={useListSupervisionViewsQuery}
          onClose={() => setViewing(false)}
        />
      )}
    </Card>
  );
}

/**
 * 督导记录 on the order detail: the supervision thread, seen by the case's counsellor (我的订单) and
 * by supervisors (administrators, holders of 督导); no one else asks for it. Supervisors write
 * notes; the counsellor and supervisors reply.
 */
export function SupervisionSection({
  order,
  scope,
}: {
  order: ConsultOrderDetail;
  scope: OrderScope;
}) {
  const supervises = useSupervises();
  if (scope === 'org' && !supervises) return null;
  return <Notes orderId={order.id} />;
}
