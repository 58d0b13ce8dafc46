/** Scale tags, their categories, scales and organisations (assessment spec §2 "Tags", §7 "Tags"). */
import { PERM } from '../../src/shared/session/permissions';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/tag';
import { nextId } from '../db';
import { formatDateTime } from '../core/time';
import type { TagRow } from '../scale/types';
import { createRouter, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import { requirePermission } from '../core/guards';
import {
  MODULE,
  bad,
  between,
  categoryOf,
  orgOf,
  scaleOf,
  tables,
  tagOf,
  tagView,
} from '../scale/scaleHelpers';

const conflict = (msg: string) => fail(10409, msg);

const ownTags = (ctx: RouteContext) =>
  [...tables(ctx).tags.values()].filter((tag) => tag.orgId === orgOf(ctx));

/** 全部标签 GET /api/tag/getAllTag ?module=eval_form */
function getAllTag(ctx: RouteContext) {
  return ownTags(ctx)
    .sort((a, b) => a.type - b.type || Number(a.id) - Number(b.id))
    .map(({ id, name, type }) => ({ id, name, type }));
}

/** 标签分页 GET /api/tag/page ?module=eval_form, name, startTime, endTime (last update) */
function listTags(ctx: RouteContext, query: Input<typeof C.listTags>) {
  const { name, startTime, endTime } = query;
  const rows = ownTags(ctx)
    .filter((tag) => !name || tag.name.includes(name))
    .filter((tag) => between(tag.updateTime, startTime, endTime))
    .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || Number(b.id) - Number(a.id));
  const answer = page(rows, query);
  return { ...answer, rows: answer.rows.map((row) => tagView(ctx, row)) };
}

/** 标签详情 GET /api/tag/detail ?id: the tag, its scales, categories and organisations */
function tagDetail(ctx: RouteContext, { id }: Input<typeof C.tagDetail>) {
  const tag = tagOf(ctx, id);
  const t = tables(ctx);
  const formList = t.scaleTags
    .filter((p) => p.tagId === tag.id)
    .map((p) => t.scales.get(p.formId))
    .filter((s) => s !== undefined)
    .map(({ id, name, type, status, createTime }) => ({ id, name, type, status, createTime }));
  const orgList = t.tagOrgs
    .filter((p) => p.tagId === tag.id)
    .map((p) => ctx.db.orgs.get(p.orgId))
    .filter((o) => o !== undefined)
    .map(({ id, name, areaCode, orgType, status, createTime }) => ({
      id,
      name,
      areaCode,
      orgType,
      status,
      createTime,
    }));
  return { ...tagView(ctx, tag), formList, orgList };
}

/** 新增或编辑标签 POST /api/tag/save {id?, name, intro, module} */
function saveTag(ctx: RouteContext, { id, name, intro }: Input<typeof C.saveTag>) {
  const existing = id ? tagOf(ctx, id) : undefined;
  requirePermission(ctx, existing ? PERM.tagEdit : PERM.tagAdd);
  if (existing && existing.type !== 0) throw conflict('引用或购买的标签不能编辑');
  if (ownTags(ctx).some((tag) => tag.name === name && tag.id !== id))
    throw conflict('标签名称已存在');
  const time = formatDateTime(ctx.now);
  if (existing) {
    Object.assign(existing, { name, intro, updateTime: time });
    return ok({ id: existing.id }, '编辑成功');
  }
  const row: TagRow = {
    id: nextId(ctx.db, 'tag'),
    orgId: orgOf(ctx),
    name,
    intro,
    module: MODULE,
    type: 0,
    createTime: time,
    updateTime: time,
  };
  tables(ctx).tags.set(row.id, row);
  return ok({ id: row.id }, '保存成功');
}

/** 删除标签（同时解除它的全部关联）GET /api/tag/delete ?tagId */
function deleteTag(ctx: RouteContext, { tagId }: Input<typeof C.deleteTag>) {
  requirePermission(ctx, PERM.tagDelete);
  const tag = tagOf(ctx, tagId);
  if (tag.type !== 0) throw conflict('引用或购买的标签不能删除');
  const t = tables(ctx);
  t.tags.delete(tag.id);
  t.scaleTags = t.scaleTags.filter((p) => p.tagId !== tag.id);
  t.classTags = t.classTags.filter((p) => p.tagId !== tag.id);
  t.tagOrgs = t.tagOrgs.filter((p) => p.tagId !== tag.id);
  return ok(null, '删除成功');
}

/** 标签关联分类 POST /api/tag/TagReClass {classIdList, tagId} */
function tagReClass(ctx: RouteContext, body: Input<typeof C.relateTagCategories>) {
  requirePermission(ctx, PERM.tagRelateCategories);
  const tag = tagOf(ctx, body.tagId);
  body.classIdList.forEach((id) => categoryOf(ctx, id));
  const t = tables(ctx);
  t.classTags = [
    ...t.classTags.filter((p) => p.tagId !== tag.id),
    ...body.classIdList.map((classId) => ({ classId, tagId: tag.id })),
  ];
  return ok(null, '分类关联成功');
}

/** 标签已分配的机构 GET /api/tag/getTagReOrg ?tagId → {orgIdList} */
function getTagReOrg(ctx: RouteContext, { tagId }: Input<typeof C.getTagOrgIds>) {
  const tag = tagOf(ctx, tagId);
  return {
    orgIdList: tables(ctx)
      .tagOrgs.filter((p) => p.tagId === tag.id)
      .map((p) => p.orgId),
  };
}

/** The pairs of a distribution, once the caller may assign and every tag and organisation is there. */
function distribution(ctx: RouteContext, { tagIdList, orgIdList }: Input<typeof C.distributeTags>) {
  requirePermission(ctx, PERM.tagAssignOrg);
  tagIdList.forEach((id) => tagOf(ctx, id));
  const own = orgOf(ctx);
  for (const orgId of orgIdList) {
    if (!ctx.db.orgs.has(orgId)) throw fail(10404, '机构不存在');
    if (orgId === own) throw bad('不能分配给本机构');
  }
  return { tagIds: tagIdList, orgIds: orgIdList };
}

/** 分配标签给机构 POST /api/tag/distributeTag {module, tagIdList, orgIdList} */
function distributeTag(ctx: RouteContext, body: Input<typeof C.distributeTags>) {
  const { tagIds, orgIds } = distribution(ctx, body);
  const t = tables(ctx);
  for (const tagId of tagIds)
    for (const orgId of orgIds)
      if (!t.tagOrgs.some((p) => p.tagId === tagId && p.orgId === orgId))
        t.tagOrgs.push({ tagId, orgId });
  return ok(null, '分配成功');
}

/** 移除机构的标签 POST /api/tag/removeOrgToTag {module, tagIdList, orgIdList} */
function removeOrgToTag(ctx: RouteContext, body: Input<typeof C.removeTagOrgs>) {
  const { tagIds, orgIds } = distribution(ctx, body);
  const t = tables(ctx);
  t.tagOrgs = t.tagOrgs.filter((p) => !(tagIds.includes(p.tagId) && orgIds.includes(p.orgId)));
  return ok(null, '移除成功');
}

/** The tag and scales of a scale change, once the caller may manage the tag's scales. */
function tagForms(ctx: RouteContext, { tagId, formIdList }: Input<typeof C.addTagScales>) {
  requirePermission(ctx, PERM.tagManageScales);
  const tag = tagOf(ctx, tagId);
  if (tag.type !== 0) throw conflict('引用或购买的标签不能管理量表');
  formIdList.forEach((id) => scaleOf(ctx, id));
  return { tag, formIds: formIdList };
}

/** 标签添加量表 POST /api/form/tagReForm {tagId, formIdList} */
function tagReForm(ctx: RouteContext, body: Input<typeof C.addTagScales>) {
  const { tag, formIds } = tagForms(ctx, body);
  const t = tables(ctx);
  for (const formId of formIds)
    if (!t.scaleTags.some((p) => p.tagId === tag.id && p.formId === formId))
      t.scaleTags.push({ formId, tagId: tag.id });
  return ok(null, '添加成功');
}

/** 标签移除量表 POST /api/form/tagRemoveForm {tagId, formIdList} */
function tagRemoveForm(ctx: RouteContext, body: Input<typeof C.removeTagScales>) {
  const { tag, formIds } = tagForms(ctx, body);
  const t = tables(ctx);
  t.scaleTags = t.scaleTags.filter((p) => !(p.tagId === tag.id && formIds.includes(p.formId)));
  return ok(null, '移除成功');
}

/** 标签的量表（已添加 related=1 / 待添加 related=0）GET /api/tag/getTagFormPage ?tagId, related, name */
function getTagFormPage(ctx: RouteContext, query: Input<typeof C.listTagScales>) {
  const tag = tagOf(ctx, query.tagId);
  const related = String(query.related) !== '0';
  const { name } = query;
  const t = tables(ctx);
  const linked = new Set(t.scaleTags.filter((p) => p.tagId === tag.id).map((p) => p.formId));
  const rows = [...t.scales.values()]
    .filter((s) => s.orgId === tag.orgId && linked.has(s.id) === related)
    .filter((s) => !name || s.name.includes(name))
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map(({ id, name: scaleName, type, status, createTime }) => ({
      id,
      name: scaleName,
      type,
      status,
      createTime,
    }));
  return page(rows, query);
}

export const tagRoutes = createRouter()
  .handle(C.getAllTag, getAllTag)
  .handle(C.listTags, listTags)
  .handle(C.tagDetail, tagDetail)
  .handle(C.saveTag, saveTag)
  .handle(C.deleteTag, deleteTag)
  .handle(C.relateTagCategories, tagReClass)
  .handle(C.getTagOrgIds, getTagReOrg)
  .handle(C.distributeTags, distributeTag)
  .handle(C.removeTagOrgs, removeOrgToTag)
  .handle(C.addTagScales, tagReForm)
  .handle(C.removeTagScales, tagRemoveForm)
  .handle(C.listTagScales, getTagFormPage);
