/** Self-assessment scales (assessment spec §2 "Scales", §7 "Scales"). */
import { PERM } from '../../src/shared/session/permissions';
import { nextId } from '../db';
import { formatDateTime } from '../core/time';
import type { ScaleRow } from './types';
import { createRouter, fileAnswer, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/scale';
import { missingPrice } from '../../src/shared/contract/consultPrice';
import { MESSAGES } from '../../src/shared/validation/messages';
import { contentKind, imageUrl, storeFile } from '../core/files';
import { requireIdentity, requirePermission } from '../core/guards';
import { editQuestionnaire } from '../questionnaire/questionnaireRoutes';
import {
  bad,
  between,
  orgOf,
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
function listScales(ctx: RouteContext, query: Input<typeof C.listScales>) {
  const orgId = orgOf(ctx);
  const t = tables(ctx);
  const { status, name, type, tagId, classId, startTime, endTime } = query;
  const classTagIds = new Set(t.classTags.filter((p) => p.classId === classId).map((p) => p.tagId));
  const rows = [...t.scales.values()]
    .filter((row) => row.orgId === orgId && String(row.status) === status)
    .filter((row) => !name || row.name.includes(name))
    .filter((row) => !type || type === '-99' || String(row.type) === type)
    .filter((row) => between(row.createTime, startTime, endTime))
    .filter((row) => !tagId || t.scaleTags.some((p) => p.formId === row.id && p.tagId === tagId))
    .filter(
      (row) => !classId || t.scaleTags.some((p) => p.formId === row.id && classTagIds.has(p.tagId)),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
  const answer = page(rows, query);
  return { ...answer, rows: answer.rows.map((row) => scaleView(t, row)) };
}

/** 量表详情（含题目）GET /api/form/scaleDetail ?id */
function scaleDetail(ctx: RouteContext, { id }: Input<typeof C.scaleDetail>) {
  const row = scaleOf(ctx, id);
  return { ...scaleView(tables(ctx), row), quesionList: row.questions };
}

/** 发布或编辑量表 POST /api/eval/importForm multipart {excelFile, coverImg, status (0 draft, 2 publish), id} */
function importForm(ctx: RouteContext, form: Input<typeof C.importForm>) {
  const { req, now } = ctx;
  const existing = form.id ? scaleOf(ctx, form.id) : undefined;
  requirePermission(ctx, existing ? PERM.scaleEdit : PERM.scalePublish);
  if (existing && existing.type !== 0) throw failConflict('引用的量表不能编辑');
  const sheet = req.files.find((file) => file.field === 'excelFile');
  const coverImg = form.coverImg ?? '';
  if (!existing && !sheet) throw bad(MESSAGES.spreadsheetRequired);
  if (!existing && !coverImg) throw bad(MESSAGES.coverRequired);
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
  const status = form.status === '2' ? 1 : 0;
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
function editScale(ctx: RouteContext, body: Input<typeof C.editForm>) {
  requirePermission(ctx, PERM.scaleEdit);
  const row = scaleOf(ctx, body.id);
  if (row.type !== 0) throw failConflict('引用的量表不能编辑');
  // Required for a scale only: the schema cannot say which table the id names.
  if (!body.name) throw bad(MESSAGES.scaleNameRequired);
  if (!body.introduction) throw bad(MESSAGES.introRequired);
  const coverImg = imageUrl(ctx, body.coverImg, '封面地址不正确', row.coverImg);
  if (!coverImg) throw bad(MESSAGES.coverRequired);
  Object.assign(row, {
    name: body.name,
    introduction: body.introduction,
    guidance: body.guidance,
    closingWord: body.closingWord,
    confidAgreement: body.confidAgreement,
    coverImg,
    updateTime: formatDateTime(ctx.now),
  });
  return ok(null, '编辑成功');
}

/** 编辑量表或问卷 POST /api/form/edit: scales and questionnaires are one form table on the platform, so the id says which */
function editForm(ctx: RouteContext, body: Input<typeof C.editForm>) {
  return tables(ctx).scales.has(body.id) ? editScale(ctx, body) : editQuestionnaire(ctx, body);
}

/** 删除量表 GET /api/form/delete ?id */
function deleteScale(ctx: RouteContext, { id }: Input<typeof C.deleteScale>) {
  requirePermission(ctx, PERM.scaleDelete);
  const row = scaleOf(ctx, id);
  if (row.type !== 0) throw failConflict('引用的量表不能删除');
  const t = tables(ctx);
  t.scales.delete(row.id);
  t.scaleTags = t.scaleTags.filter((p) => p.formId !== row.id);
  for (const [recId, rec] of t.recommendations)
    if (rec.formId === row.id) t.recommendations.delete(recId);
  t.testRecords.delete(row.id);
  return ok(null, '删除成功');
}

/** 量表已关联的标签 GET /api/form/getFormReTag ?id */
function getFormReTag(ctx: RouteContext, { id }: Input<typeof C.getFormReTag>) {
  const row = scaleOf(ctx, id);
  return tagsOfScale(tables(ctx), row.id).map((tag) => ({
    id: tag.id,
    name: tag.name,
    type: tag.type,
  }));
}

/** 量表关联标签 POST /api/form/formReTag {tagIdList, formId} */
function formReTag(ctx: RouteContext, { formId, tagIdList }: Input<typeof C.formReTag>) {
  requirePermission(ctx, PERM.scaleRelateTags);
  const row = scaleOf(ctx, formId);
  tagIdList.forEach((tagId) => tagOf(ctx, tagId));
  const t = tables(ctx);
  t.scaleTags = [
    ...t.scaleTags.filter((p) => p.formId !== row.id),
    ...tagIdList.map((tagId) => ({ formId: row.id, tagId })),
  ];
  return ok(null, '标签关联成功');
}

/** 量表的咨询价格 GET /api/form/getConsultPrice ?id → {formId, consultWays, consultPrices} */
function getConsultPrice(ctx: RouteContext, { id }: Input<typeof C.getScaleConsultPrice>) {
  const row = scaleOf(ctx, id);
  const price = row.consultPrice ?? { consultWays: [], consultPrices: [] };
  return { formId: row.id, ...price };
}

/**
 * 设置量表的咨询价格 POST /api/form/saveConsultPrice {formId, consultWays, consultPrices}: the
 * schema refuses no way and a price that is not a positive integer; here, a ticked way without
 * a price (the expert form's words), and a quoted scale.
 */
function saveConsultPrice(ctx: RouteContext, body: Input<typeof C.saveScaleConsultPrice>) {
  requirePermission(ctx, PERM.scaleEdit);
  const row = scaleOf(ctx, body.formId);
  if (row.type !== 0) throw failConflict('引用的量表不能编辑');
  if (missingPrice(body.consultWays, body.consultPrices)) throw bad(MESSAGES.priceForWay);
  const ways = [...body.consultWays].sort((a, b) => a - b);
  row.consultPrice = {
    consultWays: ways,
    consultPrices: ways.map((way) => ({
      consultWay: way,
      price: body.consultPrices.find((item) => item.consultWay === way)?.price ?? 0,
    })),
  };
  row.updateTime = formatDateTime(ctx.now);
  return ok(null, '设置成功');
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
  .handle(C.listScales, listScales)
  .handle(C.scaleDetail, scaleDetail)
  .handle(C.importForm, importForm)
  .handle(C.editForm, editForm)
  .handle(C.deleteScale, deleteScale)
  .handle(C.getFormReTag, getFormReTag)
  .handle(C.formReTag, formReTag)
  .handle(C.downloadScaleTemplate, downloadScaleTemplate)
  .handle(C.getScaleConsultPrice, getConsultPrice)
  .handle(C.saveScaleConsultPrice, saveConsultPrice);
