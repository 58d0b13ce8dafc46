import { Alert, App, Button, Form, Modal, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Questions } from '@/shared/components/QuestionForm/QuestionForm';
import { toAnswers, type Question } from '@/shared/components/QuestionForm';
import { MESSAGES } from '@/shared/validation/rules';
import { paperValues, type PaperValues } from './casePaper';
import {
  useGetCaseRecordStatusQuery,
  useSaveCaseRecordDraftMutation,
  type CaseRecordStatus,
} from './caseRecordApi';
import type { ConsultOrderDetail, TransitionRequest } from './types';

/** How often a paper being typed is saved as the server-side draft (issue 13). */
export const DRAFT_INTERVAL_MS = 30_000;

interface CaseRecordDialogProps {
  order: ConsultOrderDetail;
  onMove: (request: TransitionRequest) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 完成咨询: the counsellor fills the in-use case template; its risk level sets the mental status.
 * What is typed is kept as a server-side draft (every 30 s while typing, on leaving a field, on
 * closing), never in browser storage, and reopening the order resumes it.
 */
export function CaseRecordDialog({ order, onMove, onClose }: CaseRecordDialogProps) {
  const { data, isFetching, error } = useGetCaseRecordStatusQuery(order.id, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Modal
      open
      title="完成咨询"
      footer={null}
      width={820}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {isFetching && <Spin />}
      {!isFetching && error !== undefined && <Alert type="error" title="个案表单加载失败" />}
      {!isFetching && data && !data.template && (
        <Alert type="warning" title="暂无可填写的个案表单" />
      )}
      {!isFetching && data?.template && (
        <CasePaper
          order={order}
          template={data.template}
          draft={data.draft}
          onMove={onMove}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface CasePaperProps extends CaseRecordDialogProps {
  template: NonNullable<CaseRecordStatus['template']>;
  draft: CaseRecordStatus['draft'];
}

function CasePaper({ order, template, draft, onMove, onClose }: CasePaperProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PaperValues>();
  const [saveDraft] = useSaveCaseRecordDraftMutation();
  const [submitting, setSubmitting] = useState(false);
  const [draftState, setDraftState] = useState<{ savedTime?: string; failed: boolean }>({
    savedTime: draft?.savedTime,
    failed: false,
  });
  const dirty = useRef(false);
  const questions = template.questions as Question[];

  /** Saves what is typed, if anything changed since the last save; a failure is retried later. */
  const flush = useCallback(async () => {
    if (!dirty.current) return;
    dirty.current = false;
    const answers = toAnswers(questions, form.getFieldsValue(true) as PaperValues);
    try {
      const saved = await saveDraft({ orderId: order.id, formId: template.id, answers }).unwrap();
      setDraftState({ savedTime: saved.savedTime, failed: false });
    } catch {
      dirty.current = true;
      setDraftState((state) => ({ ...state, failed: true }));
    }
  }, [form, order.id, questions, saveDraft, template.id]);

  useEffect(() => {
    const timer = setInterval(() => void flush(), DRAFT_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      void flush();
    };
  }, [flush]);

  const submit = async (values: PaperValues) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const body = { id: order.id, version: order.version, formId: template.id };
      await onMove({
        action: 'complete',
        body: { ...body, answers: toAnswers(questions, values) },
      });
      dirty.current = false;
      message.success('完成咨询成功');
      onClose();
    } catch {
      // The request layer showed the refusal; what was typed stays (and in the draft).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<PaperValues>
      form={form}
      layout="vertical"
      aria-label="个案记录"
      initialValues={draft ? paperValues(questions, draft.answers) : undefined}
      onValuesChange={() => {
        dirty.current = true;
      }}
      onBlur={() => void flush()}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => void message.error(MESSAGES.checkRequired)}
    >
      <Typography.Paragraph type="secondary">
        {template.name}
        ：风险评估的风险等级（低、中、高）即本次咨询后来访者的心理状态（正常、关注、危机）。
      </Typography.Paragraph>
      <Questions list={questions} />
      <Typography.Paragraph type={draftState.failed ? 'danger' : 'secondary'} aria-live="polite">
        {draftState.failed
          ? '草稿保存失败，将自动重试'
          : draftState.savedTime
            ? `草稿已保存于 ${draftState.savedTime}`
            : '填写内容将自动保存为草稿'}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={submitting} autoInsertSpace={false}>
        提交
      </Button>
    </Form>
  );
}
