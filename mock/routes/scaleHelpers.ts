/** What the scale, tag, category, recommendation and scale-data routes share: scoping, views, input checks. */
import type { ScaleRow, ScaleTables, TagRow } from '../db/scaleTypes';
import { fail, paramText, type RouteContext } from '../router';
import { requireIdentity } from './guards';

export const bad = (msg: string) => fail(10400, msg);
export const notFound = (what: string) => fail(10404, `${what}不存在`);
export const MODULE = 'eval_form';

export function tables(ctx: RouteContext): ScaleTables {
  return ctx.db.scaleArea;
}

/** The caller's organisation (the chosen identity's). */
export const orgOf = (ctx: RouteContext): string => requireIdentity(ctx).orgId;

/** An id list of a JSON body; 10400 when it is not a list of ids. */
export function idList(ctx: RouteContext, key: string): string[] {
  const value = (ctx.req.body as Record<string, unknown> | undefined)?.[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' || typeof v === 'number'))
    throw bad('参数格式不正确');
  return [...new Set(value.map(String))];
}

/** Required text: not blank, at most `max` characters. */
export function requiredText(value: string, label: string, max?: number): string {
  if (!value.trim()) throw bad(`${label}不能为空`);
  if (max !== undefined && Array.from(value.trim()).length > max)
    throw bad(`${label}最大输入长度${max}`);
  return value.trim();
}

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

export function categoryNamesOfTags(t: ScaleTables, tagIds: string[]): string[] {
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

/** `startTime`/`endTime` filter of a 'YYYY-MM-DD HH:mm:ss' text column. */
export function inRange(
  ctx: RouteContext,
  time: string,
  startKey = 'startTime',
  endKey = 'endTime',
) {
  return between(time, paramText(ctx, startKey), paramText(ctx, endKey));
}

/** Whether a 'YYYY-MM-DD HH:mm:ss' time lies in [start, end]; a missing end is open. */
export const between = (time: string, start?: string, end?: string): boolean =>
  (!start || time >= start) && (!end || time <= end);
