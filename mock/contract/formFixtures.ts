/**
 * Fixtures of the form template and custom field calls (see fixtures.ts), on admin01's
 * organisation. The document runs them by path: copy, customField/…, delete, detail, …, import,
 * page, save, status, update, used; so 确认且提交 takes the newest draft (the import's), the edit
 * the oldest seeded one, and the deletions rows nothing later needs.
 */
import type { Form } from '../../src/shared/contract/call';
import type { MockFile } from '../core/http';
import type * as F from '../../src/shared/contract/form';
import type * as CF from '../../src/shared/contract/customField';
import type { FormKind } from '../../src/shared/contract/formTemplate';
import { buildFormTemplate } from '../form-template/formSheet';
import type { In } from './expertFixtures';
import type { FixtureContext } from './fixtures';

const templates = (
  f: FixtureContext,
  kind: FormKind,
  keep: (status: 0 | 1, used: 0 | 1) => boolean,
) => {
  const rows = [...f.db.forms.templates.values()]
    .filter((row) => row.orgId === f.orgId && row.kind === kind && keep(row.status, row.used))
    .sort((a, b) => Number(a.id) - Number(b.id));
  if (rows.length === 0) throw new Error(`the seed has no such ${kind} template for the fixtures`);
  return rows;
};
const drafts = (f: FixtureContext, kind: FormKind) => templates(f, kind, (status) => status === 0);
const fields = (f: FixtureContext) => {
  const rows = [...f.db.forms.customFields.values()].filter((row) => row.orgId === f.orgId);
  if (rows.length < 3) throw new Error('the seed has too few custom fields for the fixtures');
  return rows;
};

export const FORM_FIXTURES = {
  copyFormTemplate: (f: FixtureContext): In<typeof F.copyFormTemplate> => ({
    id: templates(f, 'case', (_s, used) => used === 1)[0].id,
  }),
  deleteFormTemplate: (f: FixtureContext): In<typeof F.deleteFormTemplate> => ({
    id: drafts(f, 'satisfaction')[0].id,
  }),
  formTemplateDetail: (f: FixtureContext): In<typeof F.formTemplateDetail> => ({
    id: templates(f, 'case', (_s, used) => used === 1)[0].id,
  }),
  downloadFormImportTemplate: (): In<typeof F.downloadFormImportTemplate> => ({
    kind: 'satisfaction',
  }),
  importFormTemplate: (): Form<typeof F.importFormTemplate> => ({ kind: 'case' }),
  listFormTemplates: (): In<typeof F.listFormTemplates> => ({
    pageNum: 1,
    pageSize: 10,
    kind: 'case',
    status: 1,
  }),
  saveFormTemplate: (): In<typeof F.saveFormTemplate> => ({
    kind: 'satisfaction',
    name: '契约满意度问卷',
    guidance: '请根据本次咨询的真实感受作答。',
    confidAgreement: '',
    closingWord: '感谢您的评价。',
    questionList: [
      {
        code: 'G1',
        questionContent: '咨询体验',
        isMust: 0,
        questionType: 0,
        optionList: [],
        childList: [
          {
            code: 'Q1',
            questionContent: '您对本次咨询是否满意',
            isMust: 1,
            questionType: 0,
            optionList: [
              { option: '满意', score: 5 },
              { option: '不满意', score: 1 },
            ],
          },
          { code: 'Q2', questionContent: '您的建议', isMust: 0, questionType: 2, optionList: [] },
        ],
      },
    ],
  }),
  submitFormTemplate: (f: FixtureContext): In<typeof F.submitFormTemplate> => ({
    id: drafts(f, 'case').at(-1)!.id,
  }),
  updateFormTemplate: (f: FixtureContext): In<typeof F.updateFormTemplate> => {
    const draft = drafts(f, 'case')[0];
    return {
      id: draft.id,
      kind: 'case',
      name: '简版个案记录（修订）',
      guidance: draft.guidance,
      confidAgreement: draft.confidAgreement,
      closingWord: '请核对风险评估后提交。',
      questionList: draft.questionList,
    };
  },
  useFormTemplate: (f: FixtureContext): In<typeof F.useFormTemplate> => ({
    id: templates(f, 'satisfaction', (status, used) => status === 1 && used === 0)[0].id,
  }),
  deleteCustomField: (f: FixtureContext): In<typeof CF.deleteCustomField> => ({
    id: fields(f).at(-1)!.id,
  }),
  enabledCustomFields: (): In<typeof CF.enabledCustomFields> => ({}),
  listCustomFields: (): In<typeof CF.listCustomFields> => ({ enabled: 1 }),
  saveCustomField: (): In<typeof CF.saveCustomField> => ({
    name: '学历',
    fieldType: 'single',
    options: ['本科', '硕士', '博士'],
    required: 0,
    sort: 6,
    enabled: 1,
  }),
  setCustomFieldEnabled: (f: FixtureContext): In<typeof CF.setCustomFieldEnabled> => ({
    id: fields(f)[1].id,
    enabled: 0,
  }),
  updateCustomField: (f: FixtureContext): In<typeof CF.updateCustomField> => {
    const { id, fieldType, options, sort, enabled } = fields(f)[0];
    return { id, name: '员工工号', fieldType, options, required: 1, sort, enabled };
  },
};

export const FORM_FIXTURE_FILES = {
  importFormTemplate: [
    { field: 'file', name: '契约个案表单.xlsx', type: '', data: buildFormTemplate('case') },
  ] satisfies MockFile[],
};
