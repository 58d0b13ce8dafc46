/**
 * Case and satisfaction form templates (shell spec §4, §7 "questionnaire and case form CRUD,
 * import, status, used"; docs/api/forms.md). The answers export and case records are elsewhere.
 */
import { z } from 'zod';
import { call } from './call';
import { choice } from './choiceSchemas';
import { queryCode } from './counsellingSchemas';
import { formKind, formTemplateContent, formTemplateEdit, formTemplateRow } from './formTemplate';
import { filterText, id, noData, pageQuery, paged } from './schemas';

const BASE = '/server-platform/api/form';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const KINDS = ['case', 'satisfaction'] as const;

const templateId = id('表单');
const templateListRow = formTemplateRow.omit({ questionList: true });

export const listFormTemplates = call({
  summary: '表单模板分页（个案表单或满意度问卷，最近更新在前）',
  method: 'GET',
  path: `${BASE}/page`,
  source: 'spec',
  query: z.object({
    ...pageQuery,
    kind: choice('表单类型', KINDS),
    name: filterText('表单名称', 30),
    status: queryCode('状态（0 草稿，1 待使用）', [0, 1]),
    used: queryCode('是否使用中', [0, 1]),
  }),
  data: paged(templateListRow),
  codes: [10400, 10403],
});

export const formTemplateDetail = call({
  summary: '表单模板详情（含题目）',
  method: 'GET',
  path: `${BASE}/detail`,
  source: 'spec',
  query: z.object({ id: templateId }),
  data: formTemplateRow,
  codes: [10400, 10403, 10404],
});

export const saveFormTemplate = call({
  summary: '新建表单模板（草稿）',
  method: 'POST',
  path: `${BASE}/save`,
  source: 'spec',
  body: formTemplateContent,
  data: z.object({ id: z.string() }),
  codes: [10400, 10403],
});

export const updateFormTemplate = call({
  summary: '编辑表单模板（仅草稿）',
  method: 'POST',
  path: `${BASE}/update`,
  source: 'spec',
  body: formTemplateEdit,
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const copyFormTemplate = call({
  summary: '复制表单模板（得到一份草稿）',
  method: 'POST',
  path: `${BASE}/copy`,
  source: 'ours',
  body: z.object({ id: templateId }),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404],
});

export const deleteFormTemplate = call({
  summary: '删除表单模板（仅草稿）',
  method: 'POST',
  path: `${BASE}/delete`,
  source: 'spec',
  body: z.object({ id: templateId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const submitFormTemplate = call({
  summary: '确认且提交：草稿变为待使用（不提交答案）',
  method: 'POST',
  path: `${BASE}/status`,
  source: 'spec',
  body: z.object({ id: templateId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const useFormTemplate = call({
  summary: '使用：待使用的表单成为本机构该类表单中唯一使用中的一份',
  method: 'POST',
  path: `${BASE}/used`,
  source: 'spec',
  body: z.object({ id: templateId }),
  data: noData,
  codes: [10400, 10403, 10404, 10409],
});

export const importFormTemplate = call({
  summary: '导入表单模板（按模板填写的 .xls/.xlsx，得到一份草稿）',
  method: 'POST',
  path: `${BASE}/import`,
  source: 'spec',
  form: z.object({ kind: formKind }),
  files: ['file'],
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10429],
});

export const downloadFormImportTemplate = call({
  summary: '下载表单导入模板',
  method: 'GET',
  path: `${BASE}/downloadTemplate`,
  source: 'ours',
  query: z.object({ kind: choice('表单类型', KINDS) }),
  data: noData,
  file: {
    contentType: XLSX_TYPE,
    description: '表单导入模板（表单信息、题目、填写说明三个工作表）',
  },
  codes: [10400, 10403],
});
