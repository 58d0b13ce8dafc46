/** What the scale, tag, category, recommendation and scale-data routes share: scoping, views, filters. */
import type { ScaleRow, ScaleTables, TagRow } from './types';
import { fail } from '../core/errors';
import { type RouteContext } from '../core/context';
import { requireIdentity } from '../core/guards';

export const bad = (msg: string) => fail(10400, msg);
const notFound = (what: string) => fail(10404, `${what}不存在`);
export const MODULE = 'eval_form';

export function tables(ctx: RouteContext): ScaleTables {
  return ctx.db.scaleArea;
}

/** The caller's organisation (the chosen identity's). */
export const orgOf = (ctx: RouteContext): string => requireIdentity(ctx).orgId;

export function ownRow<T extends { orgId: string }>(
  ctx: RouteContext,
  rows: Map<string, T>,
  id: string,
  what: string,
): T {
  const row = id ? rows.get(id) : undefined;
  if (!row || row.orgId !== orgOf(ctx)) throw notFound(what);
  return row;
}

export const scaleOf = (ctx: RouteContext, id: string) =>
  ownRow(ctx, tables(ctx).scales, id, '量表');
export const tagOf = (ctx: RouteContext, id: string) => ownRow(ctx, tables(ctx).tags, id, '标签');
export const categoryOf = (ctx: RouteContext, id: string) =>
  ownRow(ctx, tables(ctx).categories, id, '分类');

export function tagsOfScale(t: ScaleTables, formId: string): TagRow[] {
  return t.scaleTags
    .filter((pair) => pair.formId === formId)
    .map((pair) => t.tags.get(pair.tagId))
    .filter((tag): tag is TagRow => tag !== undefined);
}

function categoryNamesOfTags(t: ScaleTables, tagIds: string[]): string[] {
  const classIds = new Set(
    t.classTags.filter((p) => tagIds.includes(p.tagId)).map((p) => p.classId),
  );
  return [...classIds].map((id) => t.categories.get(id)?.name ?? '').filter(Boolean);
}

export function scaleView(t: ScaleTables, row: ScaleRow) {
  const { questions, testCount, orgId: _orgId, ...rest } = row;
  const tagList = tagsOfScale(t, row.id).map(({ id, name, type }) => ({ id, name, type }));
  return {
    ...rest,
    questionNum: questions.length,
    testPersonNum: testCount,
    tagList,
    tagName: tagList.map((tag) => tag.name).join('、'),
    className: categoryNamesOfTags(
      t,
      tagList.map((tag) => tag.id),
    ).join('、'),
  };
}

export function tagView(ctx: RouteContext, row: TagRow) {
  const t = tables(ctx);
  const classIds = t.classTags.filter((p) => p.tagId === row.id).map((p) => p.classId);
  const reClassList = classIds
    .map((id) => t.categories.get(id))
    .filter((c) => c !== undefined)
    .map(({ id, name }) => ({ id, name }));
  const { orgId: _orgId, ...rest } = row;
  return {
    ...rest,
    className: reClassList.map((c) => c.name).join('、'),
    reClassList,
    orgCount: t.tagOrgs.filter((p) => p.tagId === row.id).length,
    formCount: t.scaleTags.filter((p) => p.tagId === row.id).length,
  };
}

/** Whether a 'YYYY-MM-DD HH:mm:ss' time lies in [start, end]; a missing end is open. */
export const between = (time: string, start?: string, end?: string): boolean =>
  (!start || time >= start) && (!end || time <= end);
