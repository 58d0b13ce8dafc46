/** 数据统计: consult and operate statistics and each user's saved table choice (docs/api/statistics.md). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/statistics';
import {
  DEFAULT_STAT_CONFIG,
  STAT_MESSAGES as M,
} from '../../src/shared/counselling/statisticsCodes';
import { PERM } from '../../src/shared/session/permissions';
import { satisfactionSheetOf, sheetScore } from '../consult/caseRecords';
import { feesOf, payOrdersOf, type Fee, type PayOrder } from '../counselling/fees';
import type { FormTemplate } from '../../src/shared/contract/formTemplate';
import type { ConsultOrder } from '../counselling/types';
import { formatDate } from '../core/time';
import { createRouter } from '../core/router';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { expertName, orgFor, tablesOf } from '../counselling/access';
import { currentAccount } from '../core/guards';
import { operateStatistics as operateFigures } from './operateFigures';
import { visibleOrgIds } from '../core/scope';
import {
  consultCharts as chartFigures,
  consultStatistics as consultFigures,
  type Money,
  type Namer,
  type SatisfactionScore,
  type Range,
} from './statisticsFigures';
import { seedTemplate } from '../form-template/formSource';
import { fillCounts } from '../task/taskAccess';

/** The range as asked, refused when it reaches past today (the date picker disables future days). */
function rangeOf(ctx: RouteContext, { startDate, endDate }: Range): Range {
  if (endDate > formatDate(ctx.now)) throw fail(10400, M.future);
  return { startDate, endDate };
}

/** The fees and pay orders as of the request, read once (per order they would format the clock 20,000 times). */
function moneyOf(ctx: RouteContext): Money {
  let fees: Map<string, Fee> | undefined;
  let pays: Map<string, PayOrder> | undefined;
  return {
    fee: (order) =>
      (fees ??= new Map(feesOf(ctx.db, ctx.now).map((f) => [f.orderId, f]))).get(order.id),
    pay: (order) =>
      (pays ??= new Map(payOrdersOf(ctx.db, ctx.now).map((p) => [p.orderId, p]))).get(order.id)!,
  };
}

/**
 * Sheet scores by order, kept while the order's version and the survey stay the same: deriving a
 * sheet costs as much as the rest of a 24-month answer, and a score is per order, not a total.
 * Kept per survey object, so per store: the stores share the seed's order rows (lazy.ts).
 */
const scores = new WeakMap<
  FormTemplate,
  WeakMap<ConsultOrder, { key: string; score: number | undefined }>
>();

/**
 * The satisfaction sheet's total score of a completed order, on the survey its sheet was written
 * with (the seed's default, as the order's 满意度评价 shows).
 */
function satisfactionOf(ctx: RouteContext): SatisfactionScore {
  const template = seedTemplate(ctx.db, 'satisfaction');
  let known = scores.get(template);
  if (!known) {
    known = new WeakMap();
    scores.set(template, known);
  }
  const byOrder = known;
  return (order) => {
    const key = `${order.version}|${template.id}`;
    const hit = byOrder.get(order);
    if (hit?.key === key) return hit.score;
    const sheet = satisfactionSheetOf(order, template, ctx.db.counselling.seedNow);
    const score = sheet && sheetScore(template, sheet);
    byOrder.set(order, { key, score });
    return score;
  };
}

function namer(ctx: RouteContext): Namer {
  const types = tablesOf(ctx).problemTypes;
  return {
    expert: (id) => expertName(ctx, id),
    org: (id) => ctx.db.orgs.get(id)?.name ?? '',
    problemType: (id) => types.get(id)?.name ?? '',
  };
}

/** 咨询统计 GET /server-platform/api/statistics/consult/list ?dimension&startDate&endDate */
function consultStatistics(ctx: RouteContext, query: Input<typeof C.consultStatistics>) {
  const { orgId } = orgFor(ctx, PERM.consultStatistics);
  const range = rangeOf(ctx, query);
  return consultFigures(
    tablesOf(ctx),
    orgId,
    query.dimension,
    range,
    namer(ctx),
    moneyOf(ctx),
    satisfactionOf(ctx),
  );
}

/** 咨询统计图表 GET /server-platform/api/statistics/consult/charts ?startDate&endDate */
function consultCharts(ctx: RouteContext, query: Input<typeof C.consultCharts>) {
  const { orgId } = orgFor(ctx, PERM.consultStatistics);
  return chartFigures(tablesOf(ctx), orgId, rangeOf(ctx, query), namer(ctx));
}

/** 我的统计维度与列 GET /server-platform/api/statistics/config (per account; the default until saved) */
function getStatConfig(ctx: RouteContext) {
  orgFor(ctx, PERM.consultStatistics);
  return ctx.db.statConfigs.get(currentAccount(ctx).id) ?? DEFAULT_STAT_CONFIG;
}

/** 保存统计维度与列 POST /server-platform/api/statistics/config/save {dimension, columns} */
function saveStatConfig(ctx: RouteContext, body: Input<typeof C.saveStatConfig>) {
  orgFor(ctx, PERM.consultStatistics);
  ctx.db.statConfigs.set(currentAccount(ctx).id, {
    dimension: body.dimension,
    columns: [...body.columns],
  });
  return null;
}

/** 运营统计 GET /server-platform/api/statistics/operate/list ?period&startDate&endDate */
function operateStatistics(ctx: RouteContext, query: Input<typeof C.operateStatistics>) {
  const { orgId } = orgFor(ctx, PERM.operateStatistics);
  const range = rangeOf(ctx, query);
  const visible = visibleOrgIds(ctx);
  const tasks = [...ctx.db.survey.tasks.values()].filter(
    (task) => task.status !== 0 && visible.has(task.cusOrgId),
  );
  const fill = (task: (typeof tasks)[number]) => {
    const counts = fillCounts(ctx, task);
    return { covered: counts.allPersonNum, answered: counts.fillPersonNum };
  };
  return operateFigures(tablesOf(ctx), { tasks, fill }, orgId, query.period, range, moneyOf(ctx));
}

export const statisticsRoutes = createRouter()
  .handle(C.consultStatistics, consultStatistics)
  .handle(C.consultCharts, consultCharts)
  .handle(C.getStatConfig, getStatConfig)
  .handle(C.saveStatConfig, saveStatConfig)
  .handle(C.operateStatistics, operateStatistics);
