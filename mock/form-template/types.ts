/** Rows of the form tables (form-template/formSeed.ts, form-template/formRoutes.ts). */
import type { FormKind, FormTemplate } from '../../src/shared/contract/formTemplate';
import type { CustomField } from '../../src/shared/contract/customFieldSchemas';

export type FormTemplateRow = FormTemplate;
export type CustomFieldRow = CustomField;

export interface FormTables {
  /** Case and satisfaction templates by id. */
  templates: Map<string, FormTemplateRow>;
  /**
   * The seed's in-use template of each kind: what an organisation that never chose one fills
   * (it is to-use, so it can be neither edited nor deleted).
   */
  defaults: Record<FormKind, string>;
  /** Custom visitor fields by id. */
  customFields: Map<string, CustomFieldRow>;
}
