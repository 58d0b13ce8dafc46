/** Display categories (assessment spec §2 "Categories", §7 "Categories"). */
import { PERM } from '../../src/shared/session/permissions';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/category';
import { nextId } from '../db';
import { formatDateTime } from '../core/time';
import type { CategoryRow } from '../scale/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import { requirePermission } from '../core/guards';
import { MODULE, categoryOf, orgOf, tables, tagOf } from '../scale/scaleHelpers';

const ownCategories = (ctx: RouteContext) =>
  [...tables(ctx).categories.values()]
    .filter((row) => row.orgId === orgOf(ctx))
    // Display priority is real: lower sn first, then the newer one.
    .sort((a, b) => a.sn - b.sn || b.createTime.localeCompare(a.createTime));

function categoryView(ctx: RouteContext, row: CategoryRow) {
  const t = tables(ctx);
  const reTagList = t.classTags
    .filter((p) => p.classId === row.id)
    .map((p) => t.tags.get(p.tagId))
    .filter((tag) => tag !== undefined)
    .map(({ id, name, type }) => ({ id, name, type }));
  const { orgId: _orgId, ...rest } = row;
  return { ...rest, tagCount: reTagList.length, reTagList };
}

/** 全部分类 GET /api/class/getAllClass ?module=eval_form */
function getAllClass(ctx: RouteContext) {
  return ownCategories(ctx).map(({ id, name, status }) => ({ id, name, status }));
}

/** 分类分页 GET /api/class/page ?module=eval_form, name */
function listCategories(ctx: RouteContext, query: Input<typeof C.listCategories>) {
  const { name } = query;
  const answer = page(
    ownCategories(ctx).filter((row) => !name || row.name.includes(name)),
    query,
  );
  return { ...answer, rows: answer.rows.map((row) => categoryView(ctx, row)) };
}

/** 分类详情 GET /api/class/detail ?id */
function categoryDetail(ctx: RouteContext, { id }: Input<typeof C.categoryDetail>) {
  return categoryView(ctx, categoryOf(ctx, id));
}

/** 新增或编辑分类 POST /api/class/save {id?, name, intro, status, sn} (id and sn alone: change priority) */
function saveCategory(ctx: RouteContext, body: Input<typeof C.saveCategory>) {
  const existing = body.id ? categoryOf(ctx, body.id) : undefined;
  const time = formatDateTime(ctx.now);
  if (!('name' in body)) {
    requirePermission(ctx, PERM.categoryPriority);
    Object.assign(categoryOf(ctx, body.id), { sn: body.sn, updateTime: time });
    return ok(null, '修改成功');
  }
  requirePermission(ctx, existing ? PERM.categoryEdit : PERM.categoryAdd);
  const { name, intro, status, sn } = body;
  if (ownCategories(ctx).some((row) => row.name === name && row.id !== body.id))
    throw fail(10409, '分类名称已存在');
  if (existing) {
    Object.assign(existing, { name, intro, status, sn, updateTime: time });
    return ok({ id: existing.id }, '编辑成功');
  }
  const row: CategoryRow = {
    id: nextId(ctx.db, 'class'),
    orgId: orgOf(ctx),
    name,
    intro,
    module: MODULE,
    status,
    sn,
    createTime: time,
    updateTime: time,
  };
  tables(ctx).categories.set(row.id, row);
  return ok({ id: row.id }, '保存成功');
}

/** 删除分类 GET /api/class/delete ?id */
function deleteCategory(ctx: RouteContext, { id }: Input<typeof C.deleteCategory>) {
  requirePermission(ctx, PERM.categoryDelete);
  const row = categoryOf(ctx, id);
  const t = tables(ctx);
  t.categories.delete(row.id);
  t.classTags = t.classTags.filter((p) => p.classId !== row.id);
  return ok(null, '删除成功');
}

/** 分类管理标签 POST /api/class/classReTag {classId, tagIdList} */
function classReTag(ctx: RouteContext, { classId, tagIdList }: Input<typeof C.relateCategoryTags>) {
  requirePermission(ctx, PERM.categoryManageTags);
  const row = categoryOf(ctx, classId);
  tagIdList.forEach((id) => tagOf(ctx, id));
  const t = tables(ctx);
  t.classTags = [
    ...t.classTags.filter((p) => p.classId !== row.id),
    ...tagIdList.map((tagId) => ({ classId: row.id, tagId })),
  ];
  return ok(null, '标签关联成功');
}

export const categoryRoutes = createRouter()
  .handle(C.getAllClass, getAllClass)
  .handle(C.listCategories, listCategories)
  .handle(C.categoryDetail, categoryDetail)
  .handle(C.saveCategory, saveCategory)
  .handle(C.deleteCategory, deleteCategory)
  .handle(C.relateCategoryTags, classReTag);
