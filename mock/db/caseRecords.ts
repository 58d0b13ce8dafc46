/**
 * Case records, their drafts and view log, and satisfaction answer sheets. Only what happens in
 * the mock is stored; the seed's records and sheets are derived from the orders when read
 * (deterministic by order id), so a new store costs nothing.
 */
import type { AnswerRow, QuestionRow } from './assessmentTypes';
import { leafQuestions } from './questionnaires';
import type { ConsultOrder, MentalStatus } from './counselling/types';
import { RISK_LEVELS, type FormTemplate } from './formDefaults';

export interface CaseRecordRow {
  orderId: string;
  formId: string;
  answers: AnswerRow[];
  authorId: string;
  writeTime: string;
  mentalStatus: MentalStatus;
}

export interface CaseDraft {
  orderId: string;
  formId: string;
  answers: AnswerRow[];
  authorId: string;
  savedTime: string;
}

export type CaseViewKind = '查看' | '下载PDF' | '导出';

/** One opening of case records: a view or PDF names one order, an export every order it wrote. */
export interface CaseViewLog {
  id: string;
  orderIds: string[];
  viewerId: string;
  viewerName: string;
  account: string;
  identity: string;
  kind: CaseViewKind;
  time: string;
}

export interface SatisfactionSheet {
  orderId: string;
  formId: string;
  answers: AnswerRow[];
  submitTime: string;
}

export class CaseRecordStore {
  /** Records written through the mock (完成咨询), by order id. */
  written = new Map<string, CaseRecordRow>();
  drafts = new Map<string, CaseDraft>();
  views: CaseViewLog[] = [];
  nextViewId = 1;

  toJSON() {
    return {
      written: [...this.written.values()],
      drafts: [...this.drafts.values()],
      views: this.views,
    };
  }
}

/** A stable number from text (FNV-1a), for the derived answers. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The risk level question: a single choice whose options are 低, 中, 高 (design: its level sets mentalStatus). */
export function riskQuestion(questions: readonly QuestionRow[]): QuestionRow | undefined {
  return leafQuestions(questions).find(
    (question) =>
      question.questionType === 0 &&
      question.optionList.map((option) => option.option).join() === RISK_LEVELS.join(),
  );
}

/** The order's mental status from the answers' risk level (低 → 0, 中 → 1, 高 → 2; 0 without one). */
export function mentalStatusOf(
  questions: readonly QuestionRow[],
  answers: readonly AnswerRow[],
): MentalStatus {
  const risk = riskQuestion(questions);
  const level = answers.find((answer) => answer.code === risk?.code)?.values[0] ?? '';
  const index = RISK_LEVELS.indexOf(level as (typeof RISK_LEVELS)[number]);
  return (index < 0 ? 0 : index) as MentalStatus;
}

const FREE_TEXTS = ['来访者情绪较前平稳', '讨论了近期压力来源', '约定下次继续跟进', '建议规律作息'];

/** A plausible answer to each question, with the risk level matching the order's mental status. */
function derivedAnswers(
  order: ConsultOrder,
  questions: readonly QuestionRow[],
  skipOptional: boolean,
): AnswerRow[] {
  const risk = riskQuestion(questions);
  return leafQuestions(questions).flatMap((question): AnswerRow[] => {
    const h = hash(`${order.id}|${question.code}`);
    if (question.code === risk?.code)
      return [{ code: question.code, values: [RISK_LEVELS[order.mentalStatus]] }];
    if (skipOptional && !question.isMust && h % 3 === 0) return [];
    const options = question.optionList.map((option) => option.option);
    switch (question.questionType) {
      case 2:
        return [{ code: question.code, values: [FREE_TEXTS[h % FREE_TEXTS.length]] }];
      case 1:
      case 4: {
        const picked = options.filter((_, index) => (h >> index) & 1);
        return [{ code: question.code, values: picked.length ? picked : [options[0]] }];
      }
      default:
        return [{ code: question.code, values: [options[h % options.length]] }];
    }
  });
}

/** Whether the order has a case record by the seed: completed by its counsellor (2, 3), not a breach. */
const hasSeededRecord = (order: ConsultOrder) =>
  (order.status === 2 || order.status === 3) && order.isBreakContract === 0;

/** The order's case record: written through the mock, else the seed's, else none. */
export function caseRecordOf(
  store: CaseRecordStore,
  order: ConsultOrder,
  seedTemplate: FormTemplate,
): CaseRecordRow | undefined {
  const written = store.written.get(order.id);
  if (written || !hasSeededRecord(order)) return written;
  return {
    orderId: order.id,
    formId: seedTemplate.id,
    answers: derivedAnswers(order, seedTemplate.questions, true),
    authorId: order.expertId,
    writeTime: order.finishTime || `${order.appointDate} ${order.endTime}:00`,
    mentalStatus: order.mentalStatus,
  };
}

/**
 * The visitor's satisfaction sheet of a confirmed order: about four in five confirmed orders
 * (status 3, not a breach) have one, answered with the survey in use.
 */
export function satisfactionSheetOf(
  order: ConsultOrder,
  template: FormTemplate,
): SatisfactionSheet | undefined {
  if (order.status !== 3 || order.isBreakContract === 1) return undefined;
  if (hash(`${order.id}|sat`) % 5 === 0) return undefined;
  // Most visitors are satisfied: options are drawn from the first three (the best ones).
  const answers = leafQuestions(template.questions).flatMap((question): AnswerRow[] => {
    const h = hash(`${order.id}|${question.code}`);
    if (question.questionType === 2)
      return h % 4 === 0 ? [{ code: question.code, values: ['感谢老师的耐心倾听'] }] : [];
    const options = question.optionList.slice(0, 3);
    return options.length
      ? [{ code: question.code, values: [options[h % options.length].option] }]
      : [];
  });
  return {
    orderId: order.id,
    formId: template.id,
    answers,
    submitTime: order.confirmTime || `${order.appointDate} ${order.endTime}:00`,
  };
}

/** Total score of a sheet: the scores of the chosen options. */
export function sheetScore(template: FormTemplate, sheet: SatisfactionSheet): number {
  const byCode = new Map(
    leafQuestions(template.questions).map((question) => [question.code, question]),
  );
  return sheet.answers.reduce((total, answer) => {
    const options = byCode.get(answer.code)?.optionList ?? [];
    return (
      total +
      answer.values.reduce(
        (sum, value) => sum + (options.find((option) => option.option === value)?.score ?? 0),
        0,
      )
    );
  }, 0);
}

/** The highest total a sheet can reach (each scored question's best option). */
export function maxSheetScore(template: FormTemplate): number {
  return leafQuestions(template.questions).reduce(
    (total, question) =>
      total + Math.max(0, ...question.optionList.map((option) => option.score ?? 0)),
    0,
  );
}

export interface CounsellorSatisfaction {
  expertId: string;
  confirmed: number;
  answered: number;
  /** answered / confirmed, rounded to 4 places. */
  responseRate: number;
  /** The mean total score of the answered sheets, 2 places; 0 without sheets. */
  averageScore: number;
}

/**
 * Average satisfaction and response rate per counsellor over confirmed orders (status 3, not a
 * breach) whose session date is in [from, to] ('' for open ends). Pure: the statistics read it.
 */
export function satisfactionByCounsellor(
  orders: Iterable<ConsultOrder>,
  template: FormTemplate,
  range: { from?: string; to?: string } = {},
): CounsellorSatisfaction[] {
  const totals = new Map<string, { confirmed: number; answered: number; score: number }>();
  for (const order of orders) {
    if (order.status !== 3 || order.isBreakContract === 1) continue;
    if (range.from && order.appointDate < range.from) continue;
    if (range.to && order.appointDate > range.to) continue;
    const row = totals.get(order.expertId) ?? { confirmed: 0, answered: 0, score: 0 };
    row.confirmed += 1;
    const sheet = satisfactionSheetOf(order, template);
    if (sheet) {
      row.answered += 1;
      row.score += sheetScore(template, sheet);
    }
    totals.set(order.expertId, row);
  }
  return [...totals].map(([expertId, row]) => ({
    expertId,
    confirmed: row.confirmed,
    answered: row.answered,
    responseRate: Math.round((row.answered / row.confirmed) * 10000) / 10000,
    averageScore: row.answered ? Math.round((row.score / row.answered) * 100) / 100 : 0,
  }));
}
