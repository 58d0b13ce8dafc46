import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import {
  closingWordRules,
  guidanceRules,
  questionnaireNameRules,
  specialStatementRules,
} from '@/shared/validation/rules';
import { useEditQuestionnaireMutation } from './api';
import type { Questionnaire, QuestionnaireEditValues } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

/** The submit button reads 提交中... for at least this long (shell spec §2). */
const SUBMITTING_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type EditFields = Omit<QuestionnaireEditValues, 'id'>;

/** 问卷编辑: name, guidance, special statement, closing words. */
export function QuestionnaireEditModal({
  record,
  onClose,
}: {
  record: Questionnaire;
  onClose: () => void;
}) {
  useReturnFocus();
  const [form] = Form.useForm<EditFields>();
  const { message } = App.useApp();
  const [editQuestionnaire] = useEditQuestionnaireMutation();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: EditFields) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await Promise.all([
        // A 特别声明 emptied is left out and the platform clears it (0022).
        editQuestionnaire({ ...values, id: record.id }).unwrap(),
        wait(SUBMITTING_MS),
      ]);
      void message.success('编辑成功');
      onClose();
    } catch {
      // The request layer has shown the reason; what was typed stays.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title="问卷编辑"
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form
        form={form}
        name="questionnaireEdit"
        layout="vertical"
        initialValues={{
          name: record.name,
          guidance: record.guidance,
          confidAgreement: record.confidAgreement,
          closingWord: record.closingWord,
        }}
        onFinish={finishCleaned(submit)}
      >
        <Form.Item label="问卷名称" name="name" rules={questionnaireNameRules}>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item label="指导语" name="guidance" rules={guidanceRules}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item label="特别声明" name="confidAgreement" rules={specialStatementRules}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item label="结束语" name="closingWord" rules={closingWordRules}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={submitting} autoInsertSpace={false}>
          {submitting ? '提交中...' : '提交'}
        </Button>
      </Form>
    </Modal>
  );
}
