/** Custom visitor fields (自定义字段, issue 13): defined per organisation, filled at order entry. */
import { z } from 'zod';
import {
  CUSTOM_FIELD_MESSAGES as M,
  CUSTOM_FIELD_NAME_MAX,
  CUSTOM_FIELD_OPTIONS_MAX,
  CUSTOM_FIELD_OPTION_MAX,
  customFieldOptionsProblem,
} from '../forms/customFieldRules';
import { maxInputMessage } from '../validation/messages';
import { call } from './call';
import { queryCode } from './counsellingSchemas';
import { customFieldRow, customFieldType, type CustomFieldType } from './customFieldSchemas';
import { filterText, id, noData, requiredText } from './schemas';

const BASE = '/server-platform/api/form/customField';
const fieldId = id('自定义字段');
const fieldFields = {
  name: requiredText('字段名称', M.nameRequired, CUSTOM_FIELD_NAME_MAX),
  fieldType: customFieldType,
  options: z
    .array(
      z
        .string()
        .trim()
        .min(1, M.optionRequired)
        .max(CUSTOM_FIELD_OPTION_MAX, `选项${maxInputMessage(CUSTOM_FIELD_OPTION_MAX)}`),
    )
    .max(CUSTOM_FIELD_OPTIONS_MAX, `选项不能超过${CUSTOM_FIELD_OPTIONS_MAX}个`)
    .default([])
    .meta({ title: '选项', description: '单选、多选' }),
  required: z
    .literal([0, 1], { error: '是否必填不正确' })
    .meta({ title: '是否必填', description: '1 必填' }),
  sort: z
    .int('排序须为整数')
    .min(0, '排序不能小于0')
    .max(999, '排序不能大于999')
    .meta({ title: '排序', description: '小的在前' }),
  enabled: z
    .literal([0, 1], { error: '是否启用不正确' })
    .meta({ title: '是否启用', description: '1 启用' }),
};

function checkOptions(
  value: { fieldType: CustomFieldType; options: string[] },
  ctx: z.RefinementCtx,
): void {
  const problem = customFieldOptionsProblem(value.fieldType, value.options);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['options'] });
}

export const listCustomFields = call({
  summary: '自定义字段列表（按排序）',
  method: 'GET',
  path: `${BASE}/list`,
  source: 'ours',
  query: z.object({
    name: filterText('字段名称', CUSTOM_FIELD_NAME_MAX),
    fieldType: customFieldType.optional(),
    enabled: queryCode('是否启用', [0, 1]),
  }),
  data: z.array(customFieldRow),
  codes: [10400, 10403],
});

export const enabledCustomFields = call({
  summary: '本机构启用的自定义字段（新增订单时填写）',
  method: 'GET',
  path: `${BASE}/enabled`,
  source: 'ours',
  query: z.object({}),
  data: z.array(customFieldRow),
  codes: [10403],
});

export const saveCustomField = call({
  summary: '新增自定义字段',
  method: 'POST',
  path: `${BASE}/save`,
  source: 'ours',
  body: z.object(fieldFields).superRefine(checkOptions),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10409],
});

export const updateCustomField = call({
  summary: '编辑自定义字段',
  method: 'POST',
  path: `${BASE}/update`,
  source: 'ours',
  body: z.object({ id: fieldId, ...fieldFields }).superRefine(checkOptions),
  data: z.object({ id: z.string() }),
  codes: [10400, 10403, 10404, 10409],
});

export const setCustomFieldEnabled = call({
  summary: '启用或停用自定义字段',
  method: 'POST',
  path: `${BASE}/status`,
  source: 'ours',
  body: z.object({ id: fieldId, enabled: fieldFields.enabled }),
  data: noData,
  codes: [10400, 10403, 10404],
});

export const deleteCustomField = call({
  summary: '删除自定义字段',
  method: 'POST',
  path: `${BASE}/delete`,
  source: 'ours',
  body: z.object({ id: fieldId }),
  data: noData,
  codes: [10400, 10403, 10404],
});
