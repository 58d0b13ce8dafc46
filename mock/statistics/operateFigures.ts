/**
 * The figures of 运营统计, per period, computed at request time from the customers, orders, SMS
 * log and survey tasks of one organisation (docs/api/statistics.md).
 */
import {
  datePart,
  percent,
  periodKey,
  periodLabel,
  periodsBetween,
  type StatPeriod,
} from '../../src/shared/counselling/statisticsCodes';
import { fromCents } from '../../src/shared/utils/money';
import type { TaskRow } from '../questionnaire/types';
import type { CounsellingTables } from '../counselling/types';
import { inRange, ordersIn, paidCents, type Money, type Range } from './statisticsFigures';

interface Tally {
  newCustomers: number;
  orders: number;
  /** Cents. */
  paid: number;
  experts: Set<string>;
  smsSent: number;
  surveyTasks: number;
  covered: number;
  answered: number;
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);

const emptyTally = (): Tally => ({
  newCustomers: 0,
  orders: 0,
  paid: 0,
  experts: new Set(),
  smsSent: 0,
  surveyTasks: 0,
  covered: 0,
  answered: 0,
});

const figures = (tally: Tally) => ({
  newCustomers: tally.newCustomers,
  orders: tally.orders,
  paid: fromCents(tally.paid),
  activeExperts: tally.experts.size,
  smsSent: tally.smsSent,
  surveyTasks: tally.surveyTasks,
  surveyFillRate: percent(tally.answered, tally.covered),
});

export interface SurveyReader {
  /** The organisation's published tasks. */
  tasks: TaskRow[];
  /** People a task covers and those who answered it completely. */
  fill(task: TaskRow): { covered: number; answered: number };
}

/** 运营统计: every period of the range and the summary (active experts counted once over the range). */
export function operateStatistics(
  tables: CounsellingTables,
  survey: SurveyReader,
  orgId: string,
  period: StatPeriod,
  range: Range,
  money: Pick<Money, 'pay'>,
) {
  const groups = new Map(
    periodsBetween(range.startDate, range.endDate, period).map((key) => [key, emptyTally()]),
  );
  const total = emptyTally();
  /** Both the period's tally and the summary (every date here is in the range). */
  const tallies = (dateTime: string) => [groups.get(periodKey(dateTime, period))!, total];

  for (const customer of tables.cusUsers.values())
    if (customer.orgId === orgId && inRange(customer.createTime, range))
      for (const tally of tallies(customer.createTime)) tally.newCustomers += 1;
  for (const order of ordersIn(tables, orgId, range))
    for (const tally of tallies(order.createTime)) tally.orders += 1;
  // Paid: by the pay time, less refunds.
  for (const order of tables.orders.values()) {
    if (order.orgId !== orgId || order.payStatus === 0) continue;
    const pay = money.pay(order);
    if (!pay.payTime || !inRange(pay.payTime, range)) continue;
    for (const tally of tallies(pay.payTime)) tally.paid += paidCents(pay);
  }
  // Active: a counsellor with a session held (待确认 or 已完成, not a breach) on a day of the period.
  for (const order of tables.orders.values()) {
    if (order.orgId !== orgId || order.isBreakContract === 1) continue;
    if ((order.status !== 2 && order.status !== 3) || !inRange(order.appointDate, range)) continue;
    for (const tally of tallies(order.appointDate)) tally.experts.add(order.expertId);
  }
  for (const sms of tables.smsLogs)
    if (sms.orgId === orgId && inRange(sms.createTime, range))
      for (const tally of tallies(sms.createTime)) tally.smsSent += 1;
  // A task counts in every period it runs in (as the workbench counts 进行中 tasks), and once in
  // the summary: counting tasks by the day they started showed 0 for a year of running tasks.
  for (const task of survey.tasks) {
    const from = maxDay(datePart(task.startTime), range.startDate);
    const to = minDay(datePart(task.endTime), range.endDate);
    if (from > to) continue;
    const { covered, answered } = survey.fill(task);
    const running = [...periodsBetween(from, to, period).map((key) => groups.get(key)!), total];
    for (const tally of running) {
      tally.surveyTasks += 1;
      tally.covered += covered;
      tally.answered += answered;
    }
  }
  return {
    rows: [...groups].map(([key, tally]) => ({
      key,
      label: periodLabel(key, period),
      ...figures(tally),
    })),
    summary: figures(total),
  };
}
