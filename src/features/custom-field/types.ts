import type { CustomField, CustomFieldType } from '@/shared/contract/customFieldSchemas';

export type { CustomField, CustomFieldType };

export const FIELD_TYPE_LABEL: Record<CustomFieldType, string> = {
  text: '文本',
  number: '数字',
  date: '日期',
  single: '单选',
  multiple: '多选',
};

export const hasOptions = (type: CustomFieldType | undefined): boolean =>
  type === 'single' || type === 'multiple';
