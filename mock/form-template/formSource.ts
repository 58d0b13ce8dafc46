/**
 * The templates the case records and satisfaction sheets are written with, read from the form
 * tables (form-template/formAccess.ts), and the check of a sheet against its template (src/shared/forms).
 */
import type {
  FillInTemplate,
  FormAnswer,
  FormKind,
  FormTemplate,
} from '../../src/shared/contract/formTemplate';
import { answerSheetProblem } from '../../src/shared/forms/answerRules';
import type { Db } from '../db';
import { inUseTemplate } from './formAccess';

/** The template of the kind the organisation uses now. */
export const templateInUse = (db: Db, orgId: string, kind: FormKind): FormTemplate =>
  inUseTemplate(db, orgId, kind);

/** The template the seed's records and sheets were written with: the seed's default of the kind. */
export function seedTemplate(db: Db, kind: FormKind): FormTemplate {
  const template = db.forms.templates.get(db.forms.defaults[kind]);
  if (!template) throw new Error(`the default ${kind} template is missing`);
  return template;
}

/** A template the organisation may read by id: its own, or the platform's default it fills. */
export function templateById(db: Db, orgId: string, id: string): FormTemplate | undefined {
  const template = db.forms.templates.get(id);
  if (!template) return undefined;
  return template.orgId === orgId || db.forms.defaults[template.kind] === id ? template : undefined;
}

/** What a fill-in panel reads of a template: its texts around the questions, and the questions. */
export const fillInTemplateOf = ({
  id,
  name,
  guidance,
  confidAgreement,
  closingWord,
  questionList,
}: FormTemplate): FillInTemplate => ({
  id,
  name,
  guidance,
  confidAgreement,
  closingWord,
  questionList,
});

/** Why the answers do not fit the template (`第3题：必填`), or undefined; a draft skips 必填. */
export const sheetProblem = (
  template: FormTemplate,
  answers: readonly FormAnswer[],
  { complete }: { complete: boolean },
): string | undefined => answerSheetProblem(template.questionList, answers, { partial: !complete });
