/** Display categories (assessment spec §2 "Categories", §7 "Categories"). */
import { PERM } from '../../src/shared/session/permissions';
import { nextId } from '../db';
import { formatDateTime } from '../db/time';
import type { CategoryRow } from '../db/scaleTypes';
import { createRouter, fail, ok, page, type RouteContext } from '../router';
import { requirePermission } from './guards';
import {
  MODULE,
  bad,
  categoryOf,
  field,
  idList,
  orgOf,
  priorityField,
  requiredText,
  tables,
  tagOf,
} from './scaleHelpers';

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
function listCategories(ctx: RouteContext) {
  const name = field(ctx, 'name');
  const answer = page(
    ownCategories(ctx).filter((row) => !name || row.name.includes(name)),
    ctx.req.query,
  );
  return { ...answer, rows: answer.rows.map((row) => categoryView(ctx, row)) };
}

/** 分类详情 GET /api/class/detail ?id */
function categoryDetail(ctx: RouteContext) {
  return categoryView(ctx, categoryOf(ctx, field(ctx, 'id')));
}

/** 新增或编辑分类 POST /api/class/save {id?, name, intro, status, sn} (sn alone: change priority) */
function saveCategory(ctx: RouteContext) {
  const id = field(ctx, 'id');
  const existing = id ? categoryOf(ctx, id) : undefined;
  const body = (ctx.req.body ?? {}) as Record<string, unknown>;
  const onlyPriority = existing && body.name === undefined && body.intro === undefined;
  requirePermission(
    ctx,
    onlyPriority ? PERM.categoryPriority : existing ? PERM.categoryEdit : PERM.categoryAdd,
  );
  const sn = priorityField(ctx, 'sn', '显示优先级');
  const time = formatDateTime(ctx.now);
  if (existing && onlyPriority) {
    Object.assign(existing, { sn, updateTime: time });
    return ok(null, '修改成功');
  }
  const name = requiredText(field(ctx, 'name'), '分类名称', 4);
  const intro = requiredText(field(ctx, 'intro'), '分类简介', 100);
  const status = field(ctx, 'status');
  if (status !== '0' && status !== '1') throw bad('请选择状态');
  if (ownCategories(ctx).some((row) => row.name === name && row.id !== id))
    throw fail(10409, '分类名称已存在');
  if (existing) {
    Object.assign(existing, { name, intro, status: Number(status), sn, updateTime: time });
    return ok({ id: existing.id }, '编辑成功');
  }
  const row: CategoryRow = {
    id: nextId(ctx.db, 'class'),
    orgId: orgOf(ctx),
    name,
    intro,
    module: MODULE,
    status: status === '1' ? 1 : 0,
    sn,
    createTime: time,
    updateTime: time,
  };
  tables(ctx).categories.set(row.id, row);
  return ok({ id: row.id }, '保存成功');
}

/** 删除分类 GET /api/class/delete ?id */
function deleteCategory(ctx: RouteContext) {
  requirePermission(ctx, PERM.categoryDelete);
  const row = categoryOf(ctx, field(ctx, 'id'));
  const t = tables(ctx);
  t.categories.delete(row.id);
  t.classTags = t.classTags.filter((p) => p.classId !== row.id);
  return ok(null, '删除成功');
}

/** 分类管理标签 POST /api/class/classReTag {classId, tagIdList} */
function classReTag(ctx: RouteContext) {
  requirePermission(ctx, PERM.categoryManageTags);
  const row = categoryOf(ctx, field(ctx, 'classId'));
  const tagIds = idList(ctx, 'tagIdList');
  tagIds.forEach((id) => tagOf(ctx, id));
  const t = tables(ctx);
  t.classTags = [
    ...t.classTags.filter((p) => p.classId !== row.id),
    ...tagIds.map((tagId) => ({ classId: row.id, tagId })),
  ];
  return ok(null, '标签关联成功');
}

export const categoryRoutes = createRouter()
  .get('/api/class/getAllClass', getAllClass)
  .get('/api/class/page', listCategories)
  .get('/api/class/detail', categoryDetail)
  .post('/api/class/save', saveCategory)
  .get('/api/class/delete', deleteCategory)
  .post('/api/class/classReTag', classReTag);
