/** Case and satisfaction papers: answers ↔ form values, and the answers export's table. */
import {
  OTHER_OPTION,
  type Answer,
  type Question,
  leafQuestions,
} from '@/shared/components/QuestionForm';
import type { ExportColumn } from '@/shared/utils/excel';
import { MISSING_CELL } from '@/shared/utils/workbookBuilder';

/** The fill-in form's values (as QuestionField names them). */
export interface PaperValues {
  answers?: Record<string, string | string[] | undefined>;
  others?: Record<string, string | undefined>;
}

/** A saved paper (a draft) back into the form's values: multiple choices as lists, the rest as text. */
export function paperValues(
  questions: readonly Question[],
  answers: readonly Answer[],
): PaperValues {
  const types = new Map(
    leafQuestions(questions).map((question) => [question.code, question.questionType]),
  );
  const values: PaperValues = { answers: {}, others: {} };
  for (const answer of answers) {
    const type = types.get(answer.code);
    if (type === undefined) continue;
    values.answers![answer.code] = type === 1 || type === 4 ? answer.values : answer.values[0];
    if (answer.other) values.others![answer.code] = answer.other;
  }
  return values;
}

/** One answer as a cell: choices joined with "；", the Other text appended, "/" when unanswered. */
export function answerCell(answer: Answer | undefined): string {
  if (!answer || answer.values.length === 0) return MISSING_CELL;
  return answer.values
    .map((value) =>
      value === OTHER_OPTION && answer.other ? `${OTHER_OPTION}：${answer.other}` : value,
    )
    .join('；');
}

export interface AnswerSheetRow {
  orderNo: string;
  visitorName: string;
  expertName: string;
  date: string;
  answers: Answer[];
}

/** The export's columns: 订单号, 来访者, 咨询师, 日期, then one per question in paper order. */
export function answerSheetColumns(
  questions: readonly { code: string; questionContent: string }[],
): ExportColumn<AnswerSheetRow>[] {
  return [
    { title: '订单号', dataIndex: 'orderNo' },
    { title: '来访者', dataIndex: 'visitorName' },
    { title: '咨询师', dataIndex: 'expertName' },
    { title: '日期', dataIndex: 'date' },
    ...questions.map((question): ExportColumn<AnswerSheetRow> => ({
      title: question.questionContent,
      render: (row) => answerCell(row.answers.find((answer) => answer.code === question.code)),
    })),
  ];
}
