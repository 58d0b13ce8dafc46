/**
 * Fixtures of the case record and satisfaction calls (see fixtures.ts): orders of the seeded store
 * with a record (completed), to consult (expert01's, for drafts), and confirmed ones.
 */
import type { ConsultOrder } from '../counselling/types';
import type { FormAnswer, FormQuestion } from '../../src/shared/contract/formTemplate';
import { type RISK_LEVELS, riskQuestion } from '../../src/shared/forms/riskLevel';
import { templateQuestions } from '../../src/shared/forms/templateRules';
import { satisfactionSheetOf } from '../consult/caseRecords';
import { seedTemplate, templateInUse } from '../form-template/formSource';
import type { FixtureContext } from './fixtures';

export type RiskLevel = (typeof RISK_LEVELS)[number];

/** A complete paper: every question answered (its first option, or a sentence), the risk level given. */
export function filledPaper(questions: readonly FormQuestion[], risk: RiskLevel): FormAnswer[] {
  const riskCode = riskQuestion(questions)?.code;
  return templateQuestions(questions).map((question): FormAnswer => {
    if (question.code === riskCode) return { code: question.code, values: [risk] };
    if (question.questionType === 2) return { code: question.code, values: ['来访者情绪平稳'] };
    const first = question.optionList[0]?.option ?? '其他';
    const atLeast = Math.max(1, question.selMin ?? 1);
    const values = question.optionList.slice(0, atLeast).map((option) => option.option);
    return { code: question.code, values: values.length ? values : [first] };
  });
}

const expert01 = (f: FixtureContext) =>
  [...f.db.accounts.values()].find((account) => account.username === 'expert01')?.id ?? '';

function ordersWhere(f: FixtureContext, keep: (order: ConsultOrder) => boolean): ConsultOrder[] {
  const rows = [...f.db.counselling.tables.orders.values()].filter(keep);
  if (rows.length < 2) throw new Error('the seed has too few rows for the contract fixtures');
  return rows;
}
/** A completed order of the organisation with a case record by the seed. */
const recorded = (f: FixtureContext) =>
  ordersWhere(f, (o) => o.orgId === f.orgId && o.status === 3 && o.isBreakContract === 0)[0];
const toConsult = (f: FixtureContext) =>
  ordersWhere(f, (o) => o.expertId === expert01(f) && o.status === 1).at(-1) as ConsultOrder;

/** A confirmed order of the organisation whose visitor has not answered the satisfaction survey. */
const unanswered = (f: FixtureContext) =>
  ordersWhere(
    f,
    (o) =>
      o.orgId === f.orgId &&
      o.status === 3 &&
      o.isBreakContract === 0 &&
      !satisfactionSheetOf(o, seedTemplate(f.db, 'satisfaction'), f.db.counselling.seedNow),
  )[0];

const caseTemplate = (f: FixtureContext, order: ConsultOrder) =>
  templateInUse(f.db, order.orgId, 'case');

export const CASE_RECORD_FIXTURES = {
  caseRecordStatus: (f: FixtureContext) => ({ orderId: recorded(f).id }),
  caseRecordDetail: (f: FixtureContext) => ({ orderId: recorded(f).id }),
  saveCaseRecordDraft: (f: FixtureContext) => {
    const order = toConsult(f);
    const template = caseTemplate(f, order);
    return {
      orderId: order.id,
      formId: template.id,
      answers: filledPaper(template.questionList, '低').slice(0, 3),
    };
  },
  listCaseRecordViews: (f: FixtureContext) => ({
    orderId: recorded(f).id,
    pageNum: 1,
    pageSize: 10,
  }),
  caseRecordPdf: (f: FixtureContext) => ({ orderId: recorded(f).id }),
  exportFormAnswers: (f: FixtureContext) => ({
    formId: templateInUse(f.db, f.orgId, 'case').id,
    startDate: recorded(f).appointDate,
    endDate: recorded(f).appointDate,
  }),
  orderSatisfaction: (f: FixtureContext) => ({ orderId: recorded(f).id }),
  satisfactionByCounsellor: () => ({}),
  submitSatisfaction: (f: FixtureContext) => {
    const order = unanswered(f);
    const template = templateInUse(f.db, order.orgId, 'satisfaction');
    return {
      orderId: order.id,
      formId: template.id,
      answers: filledPaper(template.questionList, '低'),
    };
  },
};

/** Calls the visitor makes (the mini-program's): sent with a visitor token for the fixture's order. */
export const VISITOR_FIXTURES: ReadonlySet<string> = new Set([
  'submitSatisfaction',
  'submitMeasure',
]);

/** The draft is the order's counsellor's. */
export const CASE_RECORD_FIXTURE_ACCOUNTS = { saveCaseRecordDraft: 'expert01' } as const;
