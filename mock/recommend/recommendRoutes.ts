/** Recommended displays (assessment spec §2 "Recommendations", §4, §7 "Recommendations"). */
import { PERM } from '../../src/shared/session/permissions';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/recommend';
import { nextId } from '../db';
import { formatDate, formatDateTime } from '../core/time';
import type { RecommendRow } from '../scale/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import { requirePermission } from '../core/guards';
import { bad, orgOf, ownRow, scaleOf, tables } from '../scale/scaleHelpers';

/** 0 invalid, 1 normal, 2 expired (read from the end date against the server clock). */
function recommendStatus(row: RecommendRow, now: number): 0 | 1 | 2 {
  return row.endShowDate < formatDate(now) ? 2 : row.status;
}

function recommendView(ctx: RouteContext, row: RecommendRow) {
  const scale = tables(ctx).scales.get(row.formId);
  const org = ctx.db.orgs.get(row.orgId);
  const { orgId: _orgId, ...rest } = row;
  return {
    ...rest,
    status: recommendStatus(row, ctx.now),
    formName: scale?.name ?? '',
    type: scale?.type ?? 0,
    coverImg: scale?.coverImg ?? '',
    orgName: org?.name ?? '',
  };
}

const recommendOf = (ctx: RouteContext, id: string) =>
  ownRow(ctx, tables(ctx).recommendations, id, '推荐展示');

/** 推荐展示分页 GET /api/formRecommend/page ?orgName, startTime, endTime (display dates), status */
function listRecommendations(ctx: RouteContext, query: Input<typeof C.listRecommendations>) {
  const orgId = orgOf(ctx);
  const { orgName } = query;
  const start = query.startTime?.slice(0, 10);
  const end = query.endTime?.slice(0, 10);
  const rows = [...tables(ctx).recommendations.values()]
    .filter((row) => row.orgId === orgId)
    .map((row) => recommendView(ctx, row))
    .filter((row) => !orgName || row.orgName.includes(orgName))
    // Shown on any day of the range.
    .filter((row) => (!start || row.endShowDate >= start) && (!end || row.beginShowDate <= end))
    .sort((a, b) => a.priority - b.priority || b.createTime.localeCompare(a.createTime));
  return page(rows, query);
}

/** 推荐展示详情 GET /api/formRecommend/detail ?id */
function recommendDetail(ctx: RouteContext, { id }: Input<typeof C.recommendDetail>) {
  return recommendView(ctx, recommendOf(ctx, id));
}

/** 新增或编辑推荐展示 POST /api/formRecommend/save {id?, formId, beginShowDate, endShowDate, status, priority} */
function saveRecommendation(ctx: RouteContext, body: Input<typeof C.saveRecommendation>) {
  const { id, ...values } = body;
  const existing = id ? recommendOf(ctx, id) : undefined;
  requirePermission(ctx, existing ? PERM.recommendationEdit : PERM.recommendationAdd);
  if (existing && recommendStatus(existing, ctx.now) === 2)
    throw fail(10409, '已过期的推荐展示不能编辑');
  if (scaleOf(ctx, values.formId).status !== 1) throw bad('只能推荐已发布的量表');
  const today = formatDate(ctx.now);
  if (!existing && values.beginShowDate < today) throw bad('展示时间不能早于今天');
  if (values.endShowDate < today) throw bad('展示时间不能早于今天');
  if (existing) {
    Object.assign(existing, values);
    return ok({ id: existing.id }, '编辑成功');
  }
  const row: RecommendRow = {
    id: nextId(ctx.db, 'recommend'),
    orgId: orgOf(ctx),
    createTime: formatDateTime(ctx.now),
    ...values,
  };
  tables(ctx).recommendations.set(row.id, row);
  return ok({ id: row.id }, '保存成功');
}

/** 删除推荐展示 GET /api/formRecommend/delete ?id */
function deleteRecommendation(ctx: RouteContext, { id }: Input<typeof C.deleteRecommendation>) {
  requirePermission(ctx, PERM.recommendationDelete);
  const row = recommendOf(ctx, id);
  tables(ctx).recommendations.delete(row.id);
  return ok(null, '删除成功');
}

export const recommendRoutes = createRouter()
  .handle(C.listRecommendations, listRecommendations)
  .handle(C.recommendDetail, recommendDetail)
  .handle(C.saveRecommendation, saveRecommendation)
  .handle(C.deleteRecommendation, deleteRecommendation);
