import { App, Button, Collapse, Form } from 'antd';
import { useState } from 'react';
import { OTHER_OPTION } from '@/shared/forms/templateRules';
import { MESSAGES } from '@/shared/validation/rules';
import { QuestionField } from './QuestionField';
import { isGroup, leafQuestions, type Answer, type Question } from './types';
import { finishCleaned } from '@/shared/validation/leadToFirstError';

export interface QuestionFormProps {
  questions: Question[];
  /** Receives the answers of a valid paper; the button shows loading until it settles. */
  onSubmit: (answers: Answer[]) => Promise<void> | void;
  submitText?: string;
}

interface PaperValues {
  answers?: Record<string, string | string[] | undefined>;
  others?: Record<string, string | undefined>;
}

/** The form's values as answers, one per answered question, in paper order. */
export function toAnswers(questions: readonly Question[], values: PaperValues): Answer[] {
  return leafQuestions(questions).flatMap((question) => {
    const raw = values.answers?.[question.code];
    const list = (Array.isArray(raw) ? raw : raw ? [raw] : [])
      .map((value) => value.trim())
      .filter(Boolean);
    if (list.length === 0) return [];
    const other = values.others?.[question.code]?.trim();
    return [
      {
        code: question.code,
        values: list,
        ...(list.includes(OTHER_OPTION) && other ? { other } : {}),
      },
    ];
  });
}

function Questions({ list }: { list: readonly Question[] }) {
  const groups = list.filter(isGroup);
  return (
    <>
      {list
        .filter((question) => !isGroup(question))
        .map((question) => (
          <QuestionField key={question.code} question={question} number={question.code} />
        ))}
      {groups.length > 0 && (
        <Collapse
          defaultActiveKey={groups.map((group) => group.code)}
          items={groups.map((group) => ({
            key: group.code,
            label: group.questionContent,
            forceRender: true,
            children: <Questions list={group.childList ?? []} />,
          }))}
        />
      )}
    </>
  );
}

/**
 * The question renderer (types 0-4, groups as collapsible panels) shared by the questionnaire
 * trial and the counselling forms: required questions carry the required mark, a failed submit says
 * 请检查必填项.
 */
export function QuestionForm({ questions, onSubmit, submitText = '提交' }: QuestionFormProps) {
  const [form] = Form.useForm<PaperValues>();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const finish = async (values: PaperValues) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await onSubmit(toAnswers(questions, values));
    } catch {
      // The caller showed why; the answers stay.
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={finishCleaned(finish)}
      onFinishFailed={() => void message.error(MESSAGES.checkRequired)}
      aria-label="答题卷"
    >
      <Questions list={questions} />
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting} autoInsertSpace={false}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
