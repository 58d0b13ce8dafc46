/** The pages and button codes of the two template kinds (menu 07; the menu tree lists the same). */
import type { FormKind } from '../contract/formTemplate';

export interface FormKindCodes {
  page: string;
  add: string;
  edit: string;
  copy: string;
  remove: string;
  import: string;
  /** 确认且提交 (draft → to-use). */
  submit: string;
  /** 使用 (the one in use). */
  use: string;
}

const codesOf = (page: string): FormKindCodes => ({
  page,
  add: `${page}-01`,
  edit: `${page}-02`,
  copy: `${page}-03`,
  remove: `${page}-04`,
  import: `${page}-05`,
  submit: `${page}-06`,
  use: `${page}-07`,
});

export const FORM_CODES: Record<FormKind, FormKindCodes> = {
  case: codesOf('07-01-01'),
  satisfaction: codesOf('07-01-02'),
};

export const FORM_KIND_LABEL: Record<FormKind, string> = {
  case: '个案表单',
  satisfaction: '满意度问卷',
};

export const FORM_STATUS_LABEL: Record<0 | 1, string> = { 0: '草稿', 1: '待使用' };
