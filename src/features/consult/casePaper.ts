/** The answers export's table: one row per answer sheet, one column per question. */
import type { FormAnswer } from '@/shared/contract/formTemplate';
import { OTHER_OPTION } from '@/shared/forms/templateRules';
import type { ExportColumn } from '@/shared/utils/excel';
import { MISSING_CELL } from '@/shared/utils/workbookBuilder';

/** One answer as a cell: choices joined with "；", the Other text appended, "/" when unanswered. */
export function answerCell(answer: FormAnswer | undefined): string {
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
  answers: FormAnswer[];
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
