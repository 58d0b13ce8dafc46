/** Scale tags, their categories, scales and organisations (assessment spec §2 "Tags", §7 "Tags"). */
import { PERM } from '../../src/shared/session/permissions';
import { nextId } from '../db';
import { formatDateTime } from '../db/time';
import type { TagRow } from '../db/scaleTypes';
import { createRouter, fail, ok, page, type RouteContext } from '../router';
import { requirePermission } from './guards';
import {
  MODULE,
  bad,
  categoryOf,
  field,
  idList,
  inRange,
  orgOf,
  requiredText,
  scaleOf,
  tables,
  tagOf,
  tagView,
} from './scaleHelpers';

const conflict = (msg: string) => fail(10409, msg);

function checkModule(ctx: RouteContext) {
  const module = field(ctx, 'module');
  if (module && module !== MODULE) throw bad('模块参数不正确');
}

const ownTags = (ctx: RouteContext) =>
  [...tables(ctx).tags.values()].filter((tag) => tag.orgId === orgOf(ctx));

/** 全部标签 GET /api/tag/getAllTag ?module=eval_form */
function getAllTag(ctx: RouteContext) {
  checkModule(ctx);
  return ownTags(ctx)
    .sort((a, b) => a.type - b.type || Number(a.id) - Number(b.id))
    .map(({ id, name, type }) => ({ id, name, type }));
}

/** 标签分页 GET /api/tag/page ?module=eval_form, name, startTime, endTime (last update) */
function listTags(ctx: RouteContext) {
  checkModule(ctx);
  const name = field(ctx, 'name');
  const rows = ownTags(ctx)
    .filter((tag) => !name || tag.name.includes(name))
    .filter((tag) => inRange(ctx, tag.updateTime))
    .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || Number(b.id) - Number(a.id));
  const answer = page(rows, ctx.req.query);
  return { ...answer, rows: answer.rows.map((row) => tagView(ctx, row)) };
}

/** 标签详情 GET /api/tag/detail ?id: the tag, its scales, categories and organisations */
function tagDetail(ctx: RouteContext) {
  const tag = tagOf(ctx, field(ctx, 'id'));
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
function saveTag(ctx: RouteContext) {
  const id = field(ctx, 'id');
  const existing = id ? tagOf(ctx, id) : undefined;
  requirePermission(ctx, existing ? PERM.tagEdit : PERM.tagAdd);
  if (existing && existing.type !== 0) throw conflict('引用或购买的标签不能编辑');
  const name = requiredText(field(ctx, 'name'), '标签名称', 10);
  const intro = requiredText(field(ctx, 'intro'), '标签简介', 100);
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
function deleteTag(ctx: RouteContext) {
  requirePermission(ctx, PERM.tagDelete);
  const tag = tagOf(ctx, field(ctx, 'tagId'));
  if (tag.type !== 0) throw conflict('引用或购买的标签不能删除');
  const t = tables(ctx);
  t.tags.delete(tag.id);
  t.scaleTags = t.scaleTags.filter((p) => p.tagId !== tag.id);
  t.classTags = t.classTags.filter((p) => p.tagId !== tag.id);
  t.tagOrgs = t.tagOrgs.filter((p) => p.tagId !== tag.id);
  return ok(null, '删除成功');
}

/** 标签关联分类 POST /api/tag/TagReClass {classIdList, tagId} */
function tagReClass(ctx: RouteContext) {
  requirePermission(ctx, PERM.tagRelateCategories);
  const tag = tagOf(ctx, field(ctx, 'tagId'));
  const classIds = idList(ctx, 'classIdList');
  classIds.forEach((id) => categoryOf(ctx, id));
  const t = tables(ctx);
  t.classTags = [
    ...t.classTags.filter((p) => p.tagId !== tag.id),
    ...classIds.map((classId) => ({ classId, tagId: tag.id })),
  ];
  return ok(null, '分类关联成功');
}

/** 标签已分配的机构 GET /api/tag/getTagReOrg ?tagId → {orgIdList} */
function getTagReOrg(ctx: RouteContext) {
  const tag = tagOf(ctx, field(ctx, 'tagId'));
  return {
    orgIdList: tables(ctx)
      .tagOrgs.filter((p) => p.tagId === tag.id)
      .map((p) => p.orgId),
  };
}

function distribution(ctx: RouteContext) {
  requirePermission(ctx, PERM.tagAssignOrg);
  checkModule(ctx);
  const tagIds = idList(ctx, 'tagIdList');
  const orgIds = idList(ctx, 'orgIdList');
  if (tagIds.length === 0) throw bad('请选择标签');
  if (orgIds.length === 0) throw bad('请选择机构');
  tagIds.forEach((id) => tagOf(ctx, id));
  const own = orgOf(ctx);
  for (const orgId of orgIds) {
    if (!ctx.db.orgs.has(orgId)) throw fail(10404, '机构不存在');
    if (orgId === own) throw bad('不能分配给本机构');
  }
  return { tagIds, orgIds };
}

/** 分配标签给机构 POST /api/tag/distributeTag {module, tagIdList, orgIdList} */
function distributeTag(ctx: RouteContext) {
  const { tagIds, orgIds } = distribution(ctx);
  const t = tables(ctx);
  for (const tagId of tagIds)
    for (const orgId of orgIds)
      if (!t.tagOrgs.some((p) => p.tagId === tagId && p.orgId === orgId))
        t.tagOrgs.push({ tagId, orgId });
  return ok(null, '分配成功');
}

/** 移除机构的标签 POST /api/tag/removeOrgToTag {module, tagIdList, orgIdList} */
function removeOrgToTag(ctx: RouteContext) {
  const { tagIds, orgIds } = distribution(ctx);
  const t = tables(ctx);
  t.tagOrgs = t.tagOrgs.filter((p) => !(tagIds.includes(p.tagId) && orgIds.includes(p.orgId)));
  return ok(null, '移除成功');
}

function tagForms(ctx: RouteContext) {
  requirePermission(ctx, PERM.tagManageScales);
  const tag = tagOf(ctx, field(ctx, 'tagId'));
  if (tag.type !== 0) throw conflict('引用或购买的标签不能管理量表');
  const formIds = idList(ctx, 'formIdList');
  if (formIds.length === 0) throw bad('请选择量表或机构');
  formIds.forEach((id) => scaleOf(ctx, id));
  return { tag, formIds };
}

/** 标签添加量表 POST /api/form/tagReForm {tagId, formIdList} */
function tagReForm(ctx: RouteContext) {
  const { tag, formIds } = tagForms(ctx);
  const t = tables(ctx);
  for (const formId of formIds)
    if (!t.scaleTags.some((p) => p.tagId === tag.id && p.formId === formId))
      t.scaleTags.push({ formId, tagId: tag.id });
  return ok(null, '添加成功');
}

/** 标签移除量表 POST /api/form/tagRemoveForm {tagId, formIdList} */
function tagRemoveForm(ctx: RouteContext) {
  const { tag, formIds } = tagForms(ctx);
  const t = tables(ctx);
  t.scaleTags = t.scaleTags.filter((p) => !(p.tagId === tag.id && formIds.includes(p.formId)));
  return ok(null, '移除成功');
}

/** 标签的量表（已添加 related=1 / 待添加 related=0）GET /api/tag/getTagFormPage ?tagId, related, name */
function getTagFormPage(ctx: RouteContext) {
  const tag = tagOf(ctx, field(ctx, 'tagId'));
  const related = field(ctx, 'related') !== '0';
  const name = field(ctx, 'name');
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
  return page(rows, ctx.req.query);
}

export const tagRoutes = createRouter()
  .get('/api/tag/getAllTag', getAllTag)
  .get('/api/tag/page', listTags)
  .get('/api/tag/detail', tagDetail)
  .post('/api/tag/save', saveTag)
  .get('/api/tag/delete', deleteTag)
  .post('/api/tag/TagReClass', tagReClass)
  .get('/api/tag/getTagReOrg', getTagReOrg)
  .post('/api/tag/distributeTag', distributeTag)
  .post('/api/tag/removeOrgToTag', removeOrgToTag)
  .post('/api/form/tagReForm', tagReForm)
  .post('/api/form/tagRemoveForm', tagRemoveForm)
  .get('/api/tag/getTagFormPage', getTagFormPage);
