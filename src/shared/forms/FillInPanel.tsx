import { App, Button, Collapse, Form } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type {
  FormAnswer,
  FormQuestion,
  FormTemplate,
  formQuestion,
} from '@/shared/contract/formTemplate';
import { MESSAGES } from '@/shared/validation/messages';
import { QuestionField } from '@/shared/components/QuestionForm/QuestionField';
import { FormText } from './FormText';
import { panelAnswers, panelValues, trimmedAnswers, type PanelValues } from './answerValues';
import { isGroupQuestion, templateQuestions } from './templateRules';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

/** The template's texts around its questions (shell spec §3 "Questionnaire (counselling side)"). */
export type FormTexts = Pick<FormTemplate, 'guidance' | 'confidAgreement' | 'closingWord'>;

export interface FillInPanelProps {
  /**
   * The template's questions: groups (`childList`) become collapsible panels. A call's answer
   * types them as the schema does (a child's `childList` is `unknown[]`, always empty).
   */
  questions: readonly FormQuestion[] | readonly z.infer<typeof formQuestion>[];
  /** 指导语 and 特别声明 shown above the questions, 结束语 after them. */
  texts?: FormTexts;
  /** The answers shown (controlled); a caller keeps them to autosave a draft. */
  value?: readonly FormAnswer[];
  /** Every change, with the text as typed (trim happens on 提交). */
  onChange?: (answers: FormAnswer[]) => void;
  /** A text field was left: the moment to save a draft. */
  onLeaveField?: (answers: FormAnswer[]) => void;
  /** Receives the trimmed answers of a valid sheet; the button shows loading until it settles. */
  onSubmit?: (answers: FormAnswer[]) => Promise<void> | void;
  submitText?: string;
  /**
   * Shown after the 结束语, above 提交: a caller's own fields in a form of their own (rendered
   * with `component={false}`), which its `onSubmit` checks (完成咨询's emergency contact).
   */
  extra?: ReactNode;
}

/**
 * The case and satisfaction fill-in panel (shell spec §2): the template's 指导语 and 特别声明, then
 * its questions, then its 结束语 (spec §3); collapsible groups, types 0–4, 必填 and
 * 请检查必填项 on a failed 提交, 200/30 character limits; rules from answerRules.ts, which the mock
 * applies to the same sheet.
 */
export function FillInPanel({
  questions: questionList,
  texts,
  value,
  onChange,
  onLeaveField,
  onSubmit,
  submitText = '提交',
  extra,
}: FillInPanelProps) {
  // The schema lets no group nest (a child's childList is empty), so the list is a FormQuestion[].
  const questions = questionList as readonly FormQuestion[];
  const [form] = Form.useForm<PanelValues>();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const groups = questions.filter(isGroupQuestion).map((group) => group.code);
  const [open, setOpen] = useState<string[]>(groups);
  /** The answers last sent up, so an echo of our own change does not reset what is being typed. */
  const sent = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (value === undefined) return;
    const incoming = JSON.stringify(value);
    if (incoming === sent.current) return;
    sent.current = incoming;
    form.setFieldsValue(panelValues(questions, value));
  }, [form, questions, value]);

  const current = () => panelAnswers(questions, form.getFieldsValue(true) as PanelValues);
  const changed = (_: unknown, all: PanelValues) => {
    const answers = panelAnswers(questions, all);
    sent.current = JSON.stringify(answers);
    onChange?.(answers);
  };
  const leave = () => onLeaveField?.(current());
  const finish = async (values: PanelValues) => {
    if (submitting || !onSubmit) return;
    setSubmitting(true);
    try {
      await onSubmit(trimmedAnswers(panelAnswers(questions, values)));
    } finally {
      setSubmitting(false);
    }
  };
  const failed = () => {
    setOpen(groups);
    void message.error(MESSAGES.checkRequired);
  };

  const numbers = new Map(
    templateQuestions(questions).map((question, n) => [question.code, n + 1]),
  );
  const field = (question: FormQuestion) => (
    <QuestionField
      key={question.code}
      question={question}
      number={numbers.get(question.code) ?? 0}
      onLeave={leave}
    />
  );
  const blocks: ReactNode[] = [];
  let run: FormQuestion[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const group = run;
    run = [];
    blocks.push(
      <Collapse
        key={`groups-${group[0].code}`}
        activeKey={open}
        onChange={(keys) => setOpen(keys)}
        items={group.map((entry) => ({
          key: entry.code,
          label: entry.questionContent,
          forceRender: true,
          children: (entry.childList ?? []).map(field),
        }))}
        style={{ marginBottom: 16 }}
      />,
    );
  };
  for (const entry of questions) {
    if (isGroupQuestion(entry)) {
      run.push(entry);
      continue;
    }
    flush();
    blocks.push(field(entry));
  }
  flush();

  return (
    <Form
      form={form}
      layout="vertical"
      onValuesChange={changed}
      onFinish={finishCleaned(finish)}
      onFinishFailed={failed}
      aria-label="填写面板"
    >
      <FormText label="指导语" text={texts?.guidance} />
      <FormText label="特别声明" text={texts?.confidAgreement} />
      {blocks}
      <FormText label="结束语" text={texts?.closingWord} />
      {extra}
      {onSubmit && (
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting} autoInsertSpace={false}>
            {submitText}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
