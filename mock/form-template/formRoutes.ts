/**
 * Case and satisfaction form templates of the caller's organisation (docs/api/forms.md): list,
 * detail, create, edit and delete drafts, copy, 确认且提交, 使用, import, the import template.
 */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/form';
import type { FormKind, FormQuestion } from '../../src/shared/contract/formTemplate';
import { FORM_CODES, FORM_KIND_LABEL } from '../../src/shared/forms/formCodes';
import { FORM_NAME_MAX, templateQuestions } from '../../src/shared/forms/templateRules';
import { nextId } from '../db';
import type { FormTemplateRow } from './types';
import { formatDateTime } from '../core/time';
import { createRouter, fileAnswer, ok } from '../core/router';
import { fail } from '../core/errors';
import { page } from '../core/paging';
import { type RouteContext } from '../core/context';
import { conflict, notFound, orgFor } from '../counselling/access';
import { buildFormTemplate, parseFormTemplate } from './formSheet';
import { requirePermission } from '../core/guards';
import { uploadedSheet } from '../questionnaire/questionnaireSheet';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PAGES = [FORM_CODES.case.page, FORM_CODES.satisfaction.page];

const FORM_ANSWERS = {
  onlyDraftEdit: '只有草稿可以编辑',
  onlyDraftDelete: '只有草稿可以删除',
  onlyDraftSubmit: '只有草稿可以确认且提交',
  submitFirst: '草稿需先确认且提交才能使用',
  kindFixed: '表单类型不能修改',
} as const;

type Parsed = Input<typeof C.saveFormTemplate>['questionList'];
/** The schema let no group nest (a child's childList is empty), so the parsed list is a FormQuestion[]. */
const questionsOf = (list: Parsed): FormQuestion[] => list as FormQuestion[];

const byUpdate = (a: FormTemplateRow, b: FormTemplateRow) =>
  b.updateTime.localeCompare(a.updateTime) || Number(b.id) - Number(a.id);

/** The caller's template (10404 when it is another organisation's or gone), for a code of its kind. */
function templateOf(
  ctx: RouteContext,
  id: string,
  code: (kind: FormKind) => string,
): FormTemplateRow {
  const { orgId } = orgFor(ctx, PAGES);
  const row = ctx.db.forms.templates.get(id);
  if (!row || row.orgId !== orgId) throw notFound();
  requirePermission(ctx, code(row.kind));
  return row;
}

/** What a template is made of: kind, name, the texts around the questions and the questions. */
type TemplateContent = Pick<
  FormTemplateRow,
  'kind' | 'name' | 'guidance' | 'confidAgreement' | 'closingWord' | 'questionList'
>;

/** A new draft of the caller's organisation. */
function addDraft(ctx: RouteContext, orgId: string, content: TemplateContent): FormTemplateRow {
  const time = formatDateTime(ctx.now);
  const { questionList } = content;
  const row: FormTemplateRow = {
    ...content,
    id: nextId(ctx.db, 'formTemplate'),
    orgId,
    status: 0,
    used: 0,
    questionNum: templateQuestions(questionList).length,
    creatorName: orgFor(ctx, PAGES).name,
    createTime: time,
    updateTime: time,
  };
  ctx.db.forms.templates.set(row.id, row);
  return row;
}

/** 表单模板分页 GET /server-platform/api/form/page ?kind&name&status&used */
function listTemplates(ctx: RouteContext, query: Input<typeof C.listFormTemplates>) {
  const { orgId } = orgFor(ctx, FORM_CODES[query.kind].page);
  const rows = [...ctx.db.forms.templates.values()]
    .filter(
      (row) =>
        row.orgId === orgId &&
        row.kind === query.kind &&
        (!query.name || row.name.includes(query.name)) &&
        (query.status === undefined || row.status === query.status) &&
        (query.used === undefined || row.used === query.used),
    )
    .sort(byUpdate);
  const answer = page(rows, query);
  return { ...answer, rows: answer.rows.map(({ questionList: _questions, ...row }) => row) };
}

/** 表单模板详情 GET /server-platform/api/form/detail ?id */
function templateDetail(ctx: RouteContext, { id }: Input<typeof C.formTemplateDetail>) {
  return templateOf(ctx, id, (kind) => FORM_CODES[kind].page);
}

/** 新建表单模板 POST /server-platform/api/form/save {kind, name, guidance, confidAgreement, closingWord, questionList} */
function saveTemplate(ctx: RouteContext, body: Input<typeof C.saveFormTemplate>) {
  const { orgId } = orgFor(ctx, FORM_CODES[body.kind].add);
  const content = { ...body, questionList: questionsOf(body.questionList) };
  return ok({ id: addDraft(ctx, orgId, content).id }, '保存成功');
}

/** 编辑表单模板 POST /server-platform/api/form/update {id, kind, name, guidance, confidAgreement, closingWord, questionList}: drafts only */
function updateTemplate(ctx: RouteContext, body: Input<typeof C.updateFormTemplate>) {
  const row = templateOf(ctx, body.id, (kind) => FORM_CODES[kind].edit);
  if (row.kind !== body.kind) throw fail(10400, FORM_ANSWERS.kindFixed);
  if (row.status !== 0) throw conflict(FORM_ANSWERS.onlyDraftEdit);
  const questionList = questionsOf(body.questionList);
  Object.assign(row, {
    name: body.name,
    guidance: body.guidance,
    confidAgreement: body.confidAgreement,
    closingWord: body.closingWord,
    questionList,
    questionNum: templateQuestions(questionList).length,
    updateTime: formatDateTime(ctx.now),
  });
  return ok({ id: row.id }, '保存成功');
}

/** The copy's name: `…（副本）`, the original shortened so it fits 30 characters. */
function copyName(name: string): string {
  const suffix = '（副本）';
  return (
    Array.from(name)
      .slice(0, FORM_NAME_MAX - suffix.length)
      .join('') + suffix
  );
}

/** 复制表单模板 POST /server-platform/api/form/copy {id}: a draft with the same texts and questions */
function copyTemplate(ctx: RouteContext, { id }: Input<typeof C.copyFormTemplate>) {
  const row = templateOf(ctx, id, (kind) => FORM_CODES[kind].copy);
  const copy = addDraft(ctx, row.orgId, {
    kind: row.kind,
    name: copyName(row.name),
    guidance: row.guidance,
    confidAgreement: row.confidAgreement,
    closingWord: row.closingWord,
    questionList: JSON.parse(JSON.stringify(row.questionList)) as FormQuestion[],
  });
  return ok({ id: copy.id }, '复制成功');
}

/** 删除表单模板 POST /server-platform/api/form/delete {id}: drafts only */
function deleteTemplate(ctx: RouteContext, { id }: Input<typeof C.deleteFormTemplate>) {
  const row = templateOf(ctx, id, (kind) => FORM_CODES[kind].remove);
  if (row.status !== 0) throw conflict(FORM_ANSWERS.onlyDraftDelete);
  ctx.db.forms.templates.delete(row.id);
  return ok(null, '删除成功');
}

/** 确认且提交 POST /server-platform/api/form/status {id}: draft → to-use (no answers are submitted) */
function submitTemplate(ctx: RouteContext, { id }: Input<typeof C.submitFormTemplate>) {
  const row = templateOf(ctx, id, (kind) => FORM_CODES[kind].submit);
  if (row.status !== 0) throw conflict(FORM_ANSWERS.onlyDraftSubmit);
  Object.assign(row, { status: 1, updateTime: formatDateTime(ctx.now) });
  return ok(null, '提交成功');
}

/** 使用 POST /server-platform/api/form/used {id}: the one in use of its kind in the organisation */
function useTemplate(ctx: RouteContext, { id }: Input<typeof C.useFormTemplate>) {
  const row = templateOf(ctx, id, (kind) => FORM_CODES[kind].use);
  if (row.status !== 1) throw conflict(FORM_ANSWERS.submitFirst);
  for (const other of ctx.db.forms.templates.values())
    if (other.orgId === row.orgId && other.kind === row.kind) other.used = 0;
  Object.assign(row, { used: 1, updateTime: formatDateTime(ctx.now) });
  return ok(null, `已设为使用中的${FORM_KIND_LABEL[row.kind]}`);
}

/** 导入表单模板 POST /server-platform/api/form/import multipart {kind, file}: a draft */
function importTemplate(ctx: RouteContext, { kind }: Input<typeof C.importFormTemplate>) {
  const { orgId } = orgFor(ctx, FORM_CODES[kind].import);
  const upload = uploadedSheet(ctx, 'file', '请选择要导入的文件');
  const parsed = parseFormTemplate(kind, upload.data);
  return ok({ id: addDraft(ctx, orgId, { kind, ...parsed }).id }, '导入成功');
}

/** 下载表单导入模板 GET /server-platform/api/form/downloadTemplate ?kind */
function downloadTemplate(ctx: RouteContext, { kind }: Input<typeof C.downloadFormImportTemplate>) {
  orgFor(ctx, FORM_CODES[kind].page);
  return fileAnswer(buildFormTemplate(kind), `${FORM_KIND_LABEL[kind]}导入模板.xlsx`, XLSX_TYPE);
}

export const formRoutes = createRouter()
  .handle(C.listFormTemplates, listTemplates)
  .handle(C.formTemplateDetail, templateDetail)
  .handle(C.saveFormTemplate, saveTemplate)
  .handle(C.updateFormTemplate, updateTemplate)
  .handle(C.copyFormTemplate, copyTemplate)
  .handle(C.deleteFormTemplate, deleteTemplate)
  .handle(C.submitFormTemplate, submitTemplate)
  .handle(C.useFormTemplate, useTemplate)
  .handle(C.importFormTemplate, importTemplate)
  .handle(C.downloadFormImportTemplate, downloadTemplate);
