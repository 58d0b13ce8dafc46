/** The custom field rules the field form shows and the mock applies (pure). */
import type { CustomFieldType } from '../contract/customFieldSchemas';

export const CUSTOM_FIELD_MESSAGES = {
  nameRequired: '请输入字段名称',
  typeRequired: '请选择字段类型',
  fewOptions: '单选、多选字段至少需要2个选项',
  optionRequired: '选项内容不能为空',
  optionRepeated: '选项不能重复',
  noOptions: '只有单选、多选字段可以设置选项',
  nameTaken: '字段名称已存在',
} as const;
const M = CUSTOM_FIELD_MESSAGES;
export const CUSTOM_FIELD_NAME_MAX = 20;
export const CUSTOM_FIELD_OPTION_MAX = 20;
export const CUSTOM_FIELD_OPTIONS_MAX = 20;

/** A required custom field left empty in order entry: the form's message and the mock's refusal. */
export const customFieldValueRequired = (name: string) => `${name}不能为空`;

/** The options rule: choice types need 2+ distinct options, the others none. */
export function customFieldOptionsProblem(
  fieldType: CustomFieldType,
  options: readonly string[],
): string | undefined {
  const choice = fieldType === 'single' || fieldType === 'multiple';
  if (!choice) return options.length > 0 ? M.noOptions : undefined;
  if (options.length < 2) return M.fewOptions;
  return new Set(options).size === options.length ? undefined : M.optionRepeated;
}
