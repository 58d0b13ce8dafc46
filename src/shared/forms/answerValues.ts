/** The fill-in panel's form values ⇄ the answers a sheet stores (pure, so it is unit-tested). */
import type { FormAnswer, FormQuestion } from '../contract/formTemplate';
import { OTHER_OPTION, isMultiple, templateQuestions } from './templateRules';

export interface PanelValues {
  answers?: Record<string, string | string[] | undefined>;
  others?: Record<string, string | undefined>;
}

/** The form's values as answers, one per answered question, in paper order (text kept as typed). */
export function panelAnswers(
  questionList: readonly FormQuestion[],
  values: PanelValues,
): FormAnswer[] {
  return templateQuestions(questionList).flatMap((question) => {
    const raw = values.answers?.[question.code];
    const list = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter(
      (value) => value.trim() !== '',
    );
    if (list.length === 0) return [];
    const other = values.others?.[question.code];
    return [
      {
        code: question.code,
        values: list,
        ...(list.includes(OTHER_OPTION) && other?.trim() ? { other } : {}),
      },
    ];
  });
}

/** Answers as the form's values (what a saved draft reopens with). */
export function panelValues(
  questionList: readonly FormQuestion[],
  answers: readonly FormAnswer[],
): PanelValues {
  const byCode = new Map(answers.map((answer) => [answer.code, answer]));
  const values: Required<PanelValues> = { answers: {}, others: {} };
  for (const question of templateQuestions(questionList)) {
    const answer = byCode.get(question.code);
    values.answers[question.code] = isMultiple(question.questionType)
      ? (answer?.values ?? [])
      : answer?.values[0];
    values.others[question.code] = answer?.other;
  }
  return values;
}

/** Answers with their text trimmed (what 提交 sends). */
export const trimmedAnswers = (answers: readonly FormAnswer[]): FormAnswer[] =>
  answers.map((answer) => ({
    code: answer.code,
    values: answer.values.map((value) => value.trim()),
    ...(answer.other !== undefined ? { other: answer.other.trim() } : {}),
  }));

/** What a saved answer reads as: the choices, 其他 with its text, or the text as written. */
export function answerText(answer: FormAnswer | undefined): string | undefined {
  if (!answer || answer.values.length === 0) return undefined;
  return answer.values
    .map((value) => (value === OTHER_OPTION && answer.other ? `其他：${answer.other}` : value))
    .join('；');
}
