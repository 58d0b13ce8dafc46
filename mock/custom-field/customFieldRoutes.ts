/** Custom visitor fields of the caller's organisation (docs/api/forms.md "Custom fields"). */
import type { Input } from '../../src/shared/contract/call';
import * as C from '../../src/shared/contract/customField';
import { CUSTOM_FIELD_MESSAGES } from '../../src/shared/forms/customFieldRules';
import { PERM } from '../../src/shared/session/permissions';
import { nextId } from '../db';
import { enabledCustomFields } from '../form-template/formAccess';
import type { CustomFieldRow } from '../form-template/types';
import { formatDateTime } from '../core/time';
import { createRouter, ok } from '../core/router';
import { type RouteContext } from '../core/context';
import { conflict, notFound, orgFor } from '../counselling/access';

const bySort = (a: CustomFieldRow, b: CustomFieldRow) =>
  a.sort - b.sort || Number(a.id) - Number(b.id);

function fieldOf(ctx: RouteContext, code: string, id: string): CustomFieldRow {
  const { orgId } = orgFor(ctx, code);
  const row = ctx.db.forms.customFields.get(id);
  if (!row || row.orgId !== orgId) throw notFound();
  return row;
}

/** 10409 when another field of the organisation has the name. */
function uniqueName(ctx: RouteContext, orgId: string, name: string, id?: string): void {
  for (const row of ctx.db.forms.customFields.values())
    if (row.orgId === orgId && row.name === name && row.id !== id)
      throw conflict(CUSTOM_FIELD_MESSAGES.nameTaken);
}

/** 自定义字段列表 GET /server-platform/api/form/customField/list ?name&fieldType&enabled */
function listFields(ctx: RouteContext, query: Input<typeof C.listCustomFields>) {
  const { orgId } = orgFor(ctx, PERM.customFields);
  return [...ctx.db.forms.customFields.values()]
    .filter(
      (row) =>
        row.orgId === orgId &&
        (!query.name || row.name.includes(query.name)) &&
        (query.fieldType === undefined || row.fieldType === query.fieldType) &&
        (query.enabled === undefined || row.enabled === query.enabled),
    )
    .sort(bySort);
}

/** 启用的自定义字段 GET /server-platform/api/form/customField/enabled (order entry reads them) */
function enabledFields(ctx: RouteContext) {
  const { orgId } = orgFor(ctx, [PERM.customFields, PERM.consultCreate]);
  return enabledCustomFields(ctx.db, orgId);
}

/** 新增自定义字段 POST /server-platform/api/form/customField/save */
function saveField(ctx: RouteContext, body: Input<typeof C.saveCustomField>) {
  const { orgId } = orgFor(ctx, PERM.customFieldAdd);
  uniqueName(ctx, orgId, body.name);
  const time = formatDateTime(ctx.now);
  const row: CustomFieldRow = {
    id: nextId(ctx.db, 'customField'),
    orgId,
    ...body,
    createTime: time,
    updateTime: time,
  };
  ctx.db.forms.customFields.set(row.id, row);
  return ok({ id: row.id }, '保存成功');
}

/** 编辑自定义字段 POST /server-platform/api/form/customField/update */
function updateField(ctx: RouteContext, { id, ...body }: Input<typeof C.updateCustomField>) {
  const row = fieldOf(ctx, PERM.customFieldEdit, id);
  uniqueName(ctx, row.orgId, body.name, id);
  Object.assign(row, body, { updateTime: formatDateTime(ctx.now) });
  return ok({ id }, '保存成功');
}

/** 启用或停用自定义字段 POST /server-platform/api/form/customField/status {id, enabled} */
function setEnabled(ctx: RouteContext, { id, enabled }: Input<typeof C.setCustomFieldEnabled>) {
  const row = fieldOf(ctx, PERM.customFieldStatus, id);
  Object.assign(row, { enabled, updateTime: formatDateTime(ctx.now) });
  return ok(null, enabled === 1 ? '启用成功' : '停用成功');
}

/** 删除自定义字段 POST /server-platform/api/form/customField/delete {id} */
function deleteField(ctx: RouteContext, { id }: Input<typeof C.deleteCustomField>) {
  ctx.db.forms.customFields.delete(fieldOf(ctx, PERM.customFieldDelete, id).id);
  return ok(null, '删除成功');
}

export const customFieldRoutes = createRouter()
  .handle(C.listCustomFields, listFields)
  .handle(C.enabledCustomFields, enabledFields)
  .handle(C.saveCustomField, saveField)
  .handle(C.updateCustomField, updateField)
  .handle(C.setCustomFieldEnabled, setEnabled)
  .handle(C.deleteCustomField, deleteField);
