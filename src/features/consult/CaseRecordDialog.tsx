import { Alert, Form, Modal, Spin, Typography } from 'antd';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormAnswer, FormQuestion } from '@/shared/contract/formTemplate';
import { hasEmergencyContact, type EmergencyContact } from '@/shared/counselling/crisisContact';
import { FillInPanel } from '@/shared/forms/FillInPanel';
import { mentalStatusOf } from '@/shared/forms/riskLevel';
import {
  useGetCaseRecordStatusQuery,
  useSaveCaseRecordDraftMutation,
  type CaseRecordStatus,
} from './caseRecordApi';
import { CrisisContactSection } from './CrisisContactSection';
import { MeasureAlert, MeasureLines } from './MeasureSummary';
import type { ConsultOrderDetail, TransitionRequest } from './types';
import { useReturnFocus } from '@/shared/components/useReturnFocus';
import { validateLeading } from '@/shared/validation/leadToFirstError';

/** How often a paper being typed is saved as the server-side draft (issue 13). */
const DRAFT_INTERVAL_MS = 30_000;

interface CaseRecordDialogProps {
  order: ConsultOrderDetail;
  onMove: (request: TransitionRequest) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 完成咨询: the counsellor fills the in-use case template in the fill-in panel; its risk level sets
 * the mental status. What is typed is kept as a server-side draft (every 30 s while typing, on
 * leaving a field, on closing), never in browser storage; reopening the order resumes it.
 */
export function CaseRecordDialog({ order, onMove, onClose }: CaseRecordDialogProps) {
  useReturnFocus();
  const { data, isFetching, isError } = useGetCaseRecordStatusQuery(order.id, {
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
      {!isFetching && isError && <Alert type="error" title="个案表单加载失败" />}
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
  const [saveDraft] = useSaveCaseRecordDraftMutation();
  const [contactForm] = Form.useForm<EmergencyContact>();
  /** A crisis case (风险等级 高) needs a whole emergency contact: asked for here when the order lacks one. */
  const asksContact = (sheet: readonly FormAnswer[]) =>
    // The schema lets no group nest (a child's childList is empty), as FillInPanel reads it.
    mentalStatusOf(template.questionList as readonly FormQuestion[], sheet) === 2 &&
    !hasEmergencyContact(order);
  const [answers, setAnswers] = useState<FormAnswer[]>(() => draft?.answers ?? []);
  const [draftState, setDraftState] = useState({ savedTime: draft?.savedTime, failed: false });
  const latest = useRef(answers);
  const dirty = useRef(false);
  const done = useRef(false);

  /** Saves what is typed, if anything changed since the last save; a failure is retried later. */
  const flush = useCallback(async () => {
    if (!dirty.current || done.current) return;
    dirty.current = false;
    try {
      const saved = await saveDraft({
        orderId: order.id,
        formId: template.id,
        answers: latest.current,
      }).unwrap();
      setDraftState({ savedTime: saved.savedTime, failed: false });
    } catch {
      dirty.current = true;
      setDraftState((state) => ({ ...state, failed: true }));
    }
  }, [order.id, saveDraft, template.id]);

  useEffect(() => {
    const timer = setInterval(() => void flush(), DRAFT_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      void flush();
    };
  }, [flush]);

  const change = (next: FormAnswer[]) => {
    latest.current = next;
    dirty.current = true;
    setAnswers(next);
  };

  const submit = async (sheet: FormAnswer[]) => {
    let contact: Partial<EmergencyContact> = {};
    if (asksContact(sheet)) {
      try {
        contact = await validateLeading(contactForm);
      } catch {
        return; // the fields say what is missing
      }
    }
    try {
      await onMove({
        action: 'complete',
        id: order.id,
        version: order.version,
        formId: template.id,
        answers: sheet,
        ...contact,
      });
    } catch {
      return; // the request layer showed the refusal; what was typed stays (and in the draft)
    }
    done.current = true;
    message.success('完成咨询成功');
    onClose();
  };

  return (
    <>
      <Typography.Paragraph type="secondary">
        {template.name}
        ：风险评估的风险等级（低、中、高）即本次咨询后来访者的心理状态（正常、关注、危机）。
      </Typography.Paragraph>
      {order.measures.length > 0 && (
        <Typography.Paragraph>
          最近测评：
          <MeasureLines order={order} />
        </Typography.Paragraph>
      )}
      <MeasureAlert order={order} />
      <FillInPanel
        questions={template.questionList}
        texts={template}
        value={answers}
        onChange={change}
        onLeaveField={(current) => {
          latest.current = current;
          void flush();
        }}
        onSubmit={submit}
        extra={asksContact(answers) && <CrisisContactSection form={contactForm} order={order} />}
      />
      <Typography.Text type={draftState.failed ? 'danger' : 'secondary'} aria-live="polite">
        {draftState.failed
          ? '草稿保存失败，将自动重试'
          : draftState.savedTime
            ? `草稿已保存于 ${draftState.savedTime}`
            : '填写内容将自动保存为草稿'}
      </Typography.Text>
    </>
  );
}
