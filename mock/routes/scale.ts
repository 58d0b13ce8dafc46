/** Self-assessment scales (assessment spec §2 "Scales", §7 "Scales"). */
import { PERM } from '../../src/shared/session/permissions';
import { nextId } from '../db';
import { formatDateTime } from '../db/time';
import type { ScaleRow } from '../db/scaleTypes';
import { createRouter, fail, fileAnswer, ok, page, paramText, type RouteContext } from '../router';
import { contentKind, imageUrl, storeFile } from './file';
import { requireIdentity, requirePermission } from './guards';
import { editQuestionnaire } from './questionnaire';
import {
  bad,
  idList,
  inRange,
  orgOf,
  requiredText,
  scaleOf,
  scaleView,
  tables,
  tagOf,
  tagsOfScale,
} from './scaleHelpers';
import { buildScaleTemplate, parseScaleSheet } from './scaleSheet';

const MAX_SHEET_BYTES = 2 * 1024 * 1024;
const failConflict = (msg: string) => fail(10409, msg);

/** 量表分页 GET /api/form/page ?status (0 or 1), name, classId, tagId, startTime, endTime, type */
function listScales(ctx: RouteContext) {
  const orgId = orgOf(ctx);
  const t = tables(ctx);
  const status = paramText(ctx, 'status');
  if (status !== '0' && status !== '1') throw bad('状态参数不正确');
  const name = paramText(ctx, 'name');
  const type = paramText(ctx, 'type');
  const tagId = paramText(ctx, 'tagId');
  const classId = paramText(ctx, 'classId');
  const classTagIds = new Set(t.classTags.filter((p) => p.classId === classId).map((p) => p.tagId));
  const rows = [...t.scales.values()]
    .filter((row) => row.orgId === orgId && String(row.status) === status)
    .filter((row) => !name || row.name.includes(name))
    .filter((row) => !type || type === '-99' || String(row.type) === type)
    .filter((row) => inRange(ctx, row.createTime))
    .filter((row) => !tagId || t.scaleTags.some((p) => p.formId === row.id && p.tagId === tagId))
    .filter(
      (row) => !classId || t.scaleTags.some((p) => p.formId === row.id && classTagIds.has(p.tagId)),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
  const answer = page(rows, ctx.req.query);
  return { ...answer, rows: answer.rows.map((row) => scaleView(t, row)) };
}

/** 量表详情（含题目）GET /api/form/scaleDetail ?id */
function scaleDetail(ctx: RouteContext) {
  const row = scaleOf(ctx, paramText(ctx, 'id'));
  return { ...scaleView(tables(ctx), row), quesionList: row.questions };
}

/** 发布或编辑量表 POST /api/eval/importForm multipart {excelFile, coverImg, status (0 draft, 2 publish), id} */
function importForm(ctx: RouteContext) {
  const { req, now } = ctx;
  const id = (req.fields.id ?? '').trim();
  const existing = id ? scaleOf(ctx, id) : undefined;
  requirePermission(ctx, existing ? PERM.scaleEdit : PERM.scalePublish);
  const statusText = (req.fields.status ?? '').trim();
  if (statusText !== '0' && statusText !== '2') throw bad('状态参数不正确');
  if (existing && existing.type !== 0) throw failConflict('引用的量表不能编辑');
  const sheet = req.files.find((file) => file.field === 'excelFile');
  const coverImg = (req.fields.coverImg ?? '').trim();
  if (!existing && !sheet) throw bad('请上传量表文件');
  if (!existing && !coverImg) throw bad('请先上传封面');
  imageUrl(ctx, coverImg, '封面地址不正确', existing?.coverImg);
  let parsed;
  const kind = sheet && contentKind(sheet.data);
  if (sheet) {
    if (!/\.xlsx?$/i.test(sheet.name)) throw bad('只能上传 .xls 或 .xlsx 文件');
    if (sheet.data.length > MAX_SHEET_BYTES) throw bad('量表文件不能超过2MB');
    if (!kind || kind.image) throw bad('量表文件内容不是有效的 Excel 文件');
    parsed = parseScaleSheet(sheet.data);
  }
  // Validated: mutate. The spreadsheet is kept so an original scale can be downloaded again.
  const time = formatDateTime(now);
  const fileUrl = sheet && kind ? storeFile(ctx, sheet.data, kind, 'eval_form').url : undefined;
  const status = statusText === '2' ? 1 : 0;
  if (existing) {
    Object.assign(existing, parsed ?? {}, {
      status,
      updateTime: time,
      ...(coverImg ? { coverImg } : {}),
      ...(fileUrl ? { fileUrl } : {}),
    });
    return ok({ id: existing.id }, status === 1 ? '发布成功' : '保存成功');
  }
  const newId = nextId(ctx.db, 'scale');
  const row: ScaleRow = {
    id: newId,
    code: `SC${newId}`,
    orgId: orgOf(ctx),
    type: 0,
    status,
    createTime: time,
    updateTime: time,
    coverImg,
    fileUrl: fileUrl ?? '',
    testCount: 0,
    ...(parsed as NonNullable<typeof parsed>),
  };
  tables(ctx).scales.set(newId, row);
  return ok({ id: newId }, status === 1 ? '发布成功' : '保存成功');
}

/** 编辑量表文字 (POST /api/form/edit with a scale id) {id, name, introduction, guidance, confidAgreement, closingWord, coverImg} */
function editScale(ctx: RouteContext) {
  requirePermission(ctx, PERM.scaleEdit);
  const row = scaleOf(ctx, paramText(ctx, 'id'));
  if (row.type !== 0) throw failConflict('引用的量表不能编辑');
  const name = requiredText(paramText(ctx, 'name'), '量表名称', 30);
  const introduction = requiredText(paramText(ctx, 'introduction'), '简介');
  const guidance = requiredText(paramText(ctx, 'guidance'), '指导语');
  const closingWord = requiredText(paramText(ctx, 'closingWord'), '结束语');
  const rawStatement = (ctx.req.body as Record<string, unknown>)?.confidAgreement;
  const confidAgreement = typeof rawStatement === 'string' ? rawStatement : '';
  if (confidAgreement && !confidAgreement.trim()) throw bad('特别声明不能为纯空格');
  const coverImg = imageUrl(ctx, paramText(ctx, 'coverImg'), '封面地址不正确', row.coverImg);
  if (!coverImg) throw bad('请先上传封面');
  Object.assign(row, {
    name,
    introduction,
    guidance,
    closingWord,
    confidAgreement: confidAgreement.trim(),
    coverImg,
    updateTime: formatDateTime(ctx.now),
  });
  return ok(null, '编辑成功');
}

/** 编辑量表或问卷 POST /api/form/edit: scales and questionnaires are one form table on the platform, so the id says which */
function editForm(ctx: RouteContext) {
  return tables(ctx).scales.has(paramText(ctx, 'id')) ? editScale(ctx) : editQuestionnaire(ctx);
}

/** 删除量表 GET /api/form/delete ?id */
function deleteScale(ctx: RouteContext) {
  requirePermission(ctx, PERM.scaleDelete);
  const row = scaleOf(ctx, paramText(ctx, 'id'));
  if (row.type !== 0) throw failConflict('引用的量表不能删除');
  const t = tables(ctx);
  t.scales.delete(row.id);
  t.scaleTags = t.scaleTags.filter((p) => p.formId !== row.id);
  for (const [id, rec] of t.recommendations)
    if (rec.formId === row.id) t.recommendations.delete(id);
  t.testRecords.delete(row.id);
  return ok(null, '删除成功');
}

/** 量表已关联的标签 GET /api/form/getFormReTag ?id */
function getFormReTag(ctx: RouteContext) {
  const row = scaleOf(ctx, paramText(ctx, 'id'));
  return tagsOfScale(tables(ctx), row.id).map(({ id, name, type }) => ({ id, name, type }));
}

/** 量表关联标签 POST /api/form/formReTag {tagIdList, formId} */
function formReTag(ctx: RouteContext) {
  requirePermission(ctx, PERM.scaleRelateTags);
  const row = scaleOf(ctx, paramText(ctx, 'formId'));
  const tagIds = idList(ctx, 'tagIdList');
  tagIds.forEach((tagId) => tagOf(ctx, tagId));
  const t = tables(ctx);
  t.scaleTags = [
    ...t.scaleTags.filter((p) => p.formId !== row.id),
    ...tagIds.map((tagId) => ({ formId: row.id, tagId })),
  ];
  return ok(null, '标签关联成功');
}

/** 下载量表导入模板 GET /web/eval/downloadScaleTemplate */
function downloadScaleTemplate(ctx: RouteContext) {
  requireIdentity(ctx);
  return fileAnswer(
    buildScaleTemplate(),
    '量表导入模板.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
}

export const scaleRoutes = createRouter()
  .get('/api/form/page', listScales)
  .get('/api/form/scaleDetail', scaleDetail)
  .post('/api/eval/importForm', importForm)
  .post('/api/form/edit', editForm)
  .get('/api/form/delete', deleteScale)
  .get('/api/form/getFormReTag', getFormReTag)
  .post('/api/form/formReTag', formReTag)
  .get('/web/eval/downloadScaleTemplate', downloadScaleTemplate);
