/**
 * Case records, their drafts and view log, and satisfaction answer sheets. Only what happens in
 * the mock is stored; the seed's records and sheets are derived from the orders when read
 * (deterministic by order id), so a new store costs nothing.
 */
import { CaseDrafts } from './caseDrafts';
import type { ConsultOrder, MentalStatus } from '../counselling/types';
import type {
  FormAnswer,
  FormQuestion,
  FormTemplate,
} from '../../src/shared/contract/formTemplate';
import { RISK_LEVELS, mentalStatusOf, riskQuestion } from '../../src/shared/forms/riskLevel';
import { isMultiple, templateQuestions } from '../../src/shared/forms/templateRules';

export interface CaseRecordRow {
  orderId: string;
  formId: string;
  answers: FormAnswer[];
  authorId: string;
  writeTime: string;
  mentalStatus: MentalStatus;
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
  answers: readonly FormAnswer[];
  submitTime: string;
}

export class CaseRecordStore {
  /** Records written through the mock (完成咨询), by order id. */
  written = new Map<string, CaseRecordRow>();
  /** Server-side drafts, one per order and author (caseDrafts.ts). */
  drafts = new CaseDrafts();
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

/** The order's mental status from a case record's risk level (低 → 0, 中 → 1, 高 → 2; 0 without one). */
export function mentalStatusFrom(
  questions: readonly FormQuestion[],
  answers: readonly FormAnswer[],
): MentalStatus {
  return mentalStatusOf(questions, answers) ?? 0;
}

const FREE_TEXTS = ['来访者情绪较前平稳', '讨论了近期压力来源', '约定下次继续跟进', '建议规律作息'];

/** A plausible answer to each question, with the risk level matching the order's mental status. */
function derivedAnswers(
  order: ConsultOrder,
  questions: readonly FormQuestion[],
  skipOptional: boolean,
): FormAnswer[] {
  const risk = riskQuestion(questions);
  return templateQuestions(questions).flatMap((question): FormAnswer[] => {
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
        const most = Math.min(options.length, question.selMax ?? options.length);
        const picked = options.filter((_, index) => (h >> index) & 1).slice(0, most);
        const least = Math.max(1, question.selMin ?? 1);
        return [
          {
            code: question.code,
            values: picked.length >= least ? picked : options.slice(0, least),
          },
        ];
      }
      default:
        return [{ code: question.code, values: [options[h % options.length]] }];
    }
  });
}

/** Whether the order has a case record by the seed: completed by its counsellor (2, 3), not a breach. */
const hasSeededRecord = (order: ConsultOrder) =>
  (order.status === 2 || order.status === 3) && order.isBreakContract === 0;

/**
 * The case form the order's record was written in (the order's ★formId): the one 完成咨询 stored,
 * else the seed's default template for an order with a seeded record, else '' (no record yet).
 */
export const caseFormIdOf = (order: ConsultOrder, seedFormId: string): string =>
  order.formId || (hasSeededRecord(order) ? seedFormId : '');

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
    answers: derivedAnswers(order, seedTemplate.questionList, true),
    authorId: order.expertId,
    writeTime: order.finishTime || `${order.appointDate} ${order.endTime}:00`,
    mentalStatus: order.mentalStatus,
  };
}

/**
 * The visitor's satisfaction sheet of an order: the one the visitor submitted (the mini-program's
 * call), else, for an order the seed had already confirmed (status 3, not a breach, confirmed by
 * `seedNow`), about four in five have one, answered with the survey in use. A confirmation made
 * in the mock creates none: only the visitor answers.
 */
export function satisfactionSheetOf(
  order: ConsultOrder,
  template: FormTemplate,
  seedNow: string,
): SatisfactionSheet | undefined {
  if (order.satisfactionSheet) return { orderId: order.id, ...order.satisfactionSheet };
  if (order.status !== 3 || order.isBreakContract === 1) return undefined;
  if (!order.confirmTime || order.confirmTime >= seedNow) return undefined;
  if (hash(`${order.id}|sat`) % 5 === 0) return undefined;
  // Most visitors are satisfied: options are drawn from the first three (the best ones).
  const answers = templateQuestions(template.questionList).flatMap((question): FormAnswer[] => {
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
    templateQuestions(template.questionList).map((question) => [question.code, question]),
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

/** The highest total a sheet can reach: each question's best option, or best `selMax` for multiple choice. */
export function maxSheetScore(template: FormTemplate): number {
  return templateQuestions(template.questionList).reduce((total, question) => {
    const scores = question.optionList.map((option) => option.score ?? 0).sort((a, b) => b - a);
    const picks = isMultiple(question.questionType) ? (question.selMax ?? scores.length) : 1;
    return total + scores.slice(0, picks).reduce((sum, score) => sum + score, 0);
  }, 0);
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
  seedNow: string,
  range: { from?: string; to?: string } = {},
): CounsellorSatisfaction[] {
  const totals = new Map<string, { confirmed: number; answered: number; score: number }>();
  for (const order of orders) {
    if (order.status !== 3 || order.isBreakContract === 1) continue;
    if (range.from && order.appointDate < range.from) continue;
    if (range.to && order.appointDate > range.to) continue;
    const row = totals.get(order.expertId) ?? { confirmed: 0, answered: 0, score: 0 };
    row.confirmed += 1;
    const sheet = satisfactionSheetOf(order, template, seedNow);
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
