import { Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import type { z } from 'zod';
import type { FormAnswer, FormQuestion, formQuestion } from '@/shared/contract/formTemplate';
import { answerText } from './answerValues';
import { isGroupQuestion, templateQuestions } from './templateRules';
import './answerSheet.css';

export interface AnswerSheetProps {
  /** The template's questions; groups (`childList`) become headed sections. */
  questions: readonly FormQuestion[] | readonly z.infer<typeof formQuestion>[];
  answers: readonly FormAnswer[];
}

/**
 * A saved sheet (a case record) to read, not a form to fill: each question numbered as in the
 * fill-in panel, its answer in full contrast beneath it (a disabled form greyed them out below
 * WCAG AA), groups as headed sections, 未作答 where nothing was given.
 */
export function AnswerSheet({ questions: questionList, answers }: AnswerSheetProps) {
  // The schema lets no group nest (a child's childList is empty), so the list is a FormQuestion[].
  const questions = questionList as readonly FormQuestion[];
  const id = useId();
  const byCode = new Map(answers.map((answer) => [answer.code, answer]));
  const numbers = new Map(
    templateQuestions(questions).map((question, n) => [question.code, n + 1]),
  );
  const item = (question: FormQuestion) => {
    const text = answerText(byCode.get(question.code));
    return (
      <div key={question.code} className="answer-sheet-item">
        <dt id={`${id}-${question.code}`}>
          {`${numbers.get(question.code) ?? 0}. ${question.questionContent}`}
        </dt>
        {/* Named by its question, so a screen reader's "definition" says what it answers. */}
        <dd
          aria-labelledby={`${id}-${question.code}`}
          className={text ? undefined : 'answer-sheet-none'}
        >
          {text ?? '未作答'}
        </dd>
      </div>
    );
  };
  const blocks: ReactNode[] = [];
  let loose: FormQuestion[] = [];
  const flushLoose = () => {
    if (loose.length > 0) blocks.push(<dl key={`list-${loose[0].code}`}>{loose.map(item)}</dl>);
    loose = [];
  };
  for (const entry of questions) {
    if (!isGroupQuestion(entry)) {
      loose.push(entry);
      continue;
    }
    flushLoose();
    blocks.push(
      <section key={entry.code} aria-label={entry.questionContent}>
        <Typography.Title level={5}>{entry.questionContent}</Typography.Title>
        <dl>{(entry.childList ?? []).map(item)}</dl>
      </section>,
    );
  }
  flushLoose();
  return <div className="answer-sheet">{blocks}</div>;
}
