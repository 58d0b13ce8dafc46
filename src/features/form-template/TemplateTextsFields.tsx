import { Form, Input } from 'antd';
import type { FormTemplate } from '@/shared/contract/formTemplate';
import { FORM_NAME_MAX, TEMPLATE_MESSAGES } from '@/shared/forms/templateRules';
import {
  closingWordRules,
  guidanceRules,
  questionnaireTitleRules,
  specialStatementRules,
} from '@/shared/validation/rules';

/** The template's name and the texts around its questions, as the editor's form holds them. */
export type TemplateTextValues = Pick<
  FormTemplate,
  'name' | 'guidance' | 'confidAgreement' | 'closingWord'
>;

export const EMPTY_TEXTS: TemplateTextValues = {
  name: '',
  guidance: '',
  confidAgreement: '',
  closingWord: '',
};

const nameRules = questionnaireTitleRules(TEMPLATE_MESSAGES.nameRequired);

/** The values as saved: trimmed (the rules let no text be only spaces). */
export const trimmedTexts = (values: TemplateTextValues): TemplateTextValues => ({
  name: values.name.trim(),
  guidance: values.guidance.trim(),
  confidAgreement: values.confidAgreement.trim(),
  closingWord: values.closingWord.trim(),
});

/**
 * 表单名称, 指导语, 特别声明 and 结束语 with the questionnaire edit's rules (shell spec §5): the
 * same rules and messages as 问卷编辑 (validation/rules.ts), which the mock's schema repeats.
 */
export function TemplateTextsFields() {
  return (
    <>
      <Form.Item label="表单名称" name="name" rules={nameRules}>
        <Input placeholder="表单名称" maxLength={FORM_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item label="指导语" name="guidance" rules={guidanceRules} extra="填写前显示在题目之前">
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item label="特别声明" name="confidAgreement" rules={specialStatementRules}>
        <Input.TextArea rows={2} placeholder="可不填，如保密说明" />
      </Form.Item>
      <Form.Item label="结束语" name="closingWord" rules={closingWordRules} extra="显示在题目之后">
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}
