/** Reading the form tables: the template an organisation fills, and its custom fields. */
import type { FormKind } from '../../src/shared/contract/formTemplate';
import type { Db } from '../db';
import type { CustomFieldRow, FormTemplateRow } from './types';

/**
 * The template of a kind in use in an organisation: the one it chose with 使用, else the seed's
 * default of that kind (an organisation that never chose one fills the platform's default).
 */
export function inUseTemplate(db: Db, orgId: string, kind: FormKind): FormTemplateRow {
  for (const row of db.forms.templates.values())
    if (row.orgId === orgId && row.kind === kind && row.used === 1) return row;
  const fallback = db.forms.templates.get(db.forms.defaults[kind]);
  if (!fallback) throw new Error(`the default ${kind} template is missing`);
  return fallback;
}

/** An organisation's enabled custom fields in their order (what order entry shows). */
export function enabledCustomFields(db: Db, orgId: string): CustomFieldRow[] {
  return [...db.forms.customFields.values()]
    .filter((field) => field.orgId === orgId && field.enabled === 1)
    .sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id));
}
