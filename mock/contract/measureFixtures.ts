/**
 * Fixtures of the measure calls (see fixtures.ts), from the seeded store: a visitor of admin01's
 * organisation with seeded plans and results (measures.ts seedMeasures).
 */
import type { Body, Query } from '../../src/shared/contract/call';
import type * as Measure from '../../src/shared/contract/measure';
import { MEASURE_SCALES } from '../counselling/measures';
import { formatDate } from '../core/time';
import type { FixtureContext } from './fixtures';

type In<C> = Query<C> | Body<C>;

const tables = (f: FixtureContext) => f.db.counselling.tables;

/** The organisation's plans (the seed's; saving adds one the deletion takes). */
const plans = (f: FixtureContext) => {
  const rows = tables(f).measurePlans.filter((plan) => plan.orgId === f.orgId);
  if (rows.length < 2) throw new Error('the seed has too few measure plans for the fixtures');
  return rows;
};

const results = (f: FixtureContext) => {
  const rows = tables(f).measureResults.filter((row) => row.orgId === f.orgId);
  if (rows.length < 2) throw new Error('the seed has too few measure results for the fixtures');
  return rows;
};

/** A measured visitor's order still to be held, or their latest. */
const visitorOrder = (f: FixtureContext) => {
  const cusUserId = plans(f)[0].cusUserId;
  const orders = [...tables(f).orders.values()].filter((order) => order.cusUserId === cusUserId);
  const order = orders.find((row) => row.status === 0 || row.status === 1) ?? orders.at(-1);
  if (!order) throw new Error('the measured visitor has no order for the fixtures');
  return order;
};

export const MEASURE_FIXTURES = {
  listMeasureScales: (): In<typeof Measure.listMeasureScales> => ({}),
  listMeasurePlans: (f: FixtureContext): In<typeof Measure.listMeasurePlans> => ({
    cusUserId: plans(f)[0].cusUserId,
  }),
  saveMeasurePlan: (f: FixtureContext): In<typeof Measure.saveMeasurePlan> => ({
    cusUserId: plans(f)[0].cusUserId,
    formId: MEASURE_SCALES[1].id,
    when: 'everyNSessions',
    n: 2,
    from: formatDate(f.now),
    to: '',
  }),
  deleteMeasurePlan: (f: FixtureContext): In<typeof Measure.deleteMeasurePlan> => ({
    id: plans(f).at(-1)?.id ?? '',
  }),
  getDefaultMeasurePlan: (): In<typeof Measure.getDefaultMeasurePlan> => ({}),
  saveDefaultMeasurePlan: (): In<typeof Measure.saveDefaultMeasurePlan> => ({
    items: [
      { formId: MEASURE_SCALES[0].id, when: 'beforeEverySession', n: 0 },
      { formId: MEASURE_SCALES[1].id, when: 'everyNSessions', n: 4 },
    ],
  }),
  listMeasureResults: (f: FixtureContext): In<typeof Measure.listMeasureResults> => ({
    cusUserId: results(f)[0].cusUserId,
  }),
  measureResultDetail: (f: FixtureContext): In<typeof Measure.measureResultDetail> => ({
    id: results(f)[0].id,
  }),
  submitMeasure: (f: FixtureContext): In<typeof Measure.submitMeasure> => ({
    formId: MEASURE_SCALES[0].id,
    orderId: visitorOrder(f).id,
    answers: [1, 1, 1, 0, 0, 0, 0, 0, 0],
  }),
  measureOutcomes: (f: FixtureContext): In<typeof Measure.measureOutcomes> => ({
    startDate: formatDate(f.now - 365 * 24 * 60 * 60 * 1000),
    endDate: formatDate(f.now),
  }),
};
