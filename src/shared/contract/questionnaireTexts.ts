/**
 * The texts a questionnaire carries around its questions (shell spec §3 "Questionnaire", §5
 * "Questionnaire edit"): 指导语 and 结束语 required, 特别声明 optional, none of them only spaces.
 * One home for the counselling form templates (formTemplate.ts) and the assessment edit (scale.ts).
 */
import { z } from 'zod';
import { MESSAGES, maxInputMessage } from '../validation/messages';
import { charLength } from '../validation/ruleKit';
import { MAX_TEXT } from './assessmentSchemas';
import { missing } from './schemas';

/**
 * Required text whose "only spaces" has its own message (不能为纯空格), as the form's rules
 * (validation/rules.ts) say it: empty gets `required`, spaces get 不能为纯空格; stored trimmed.
 */
export function spacedText(
  title: string,
  required: string,
  max: number,
  tooLong = maxInputMessage(max),
) {
  return z
    .string({ error: missing(required) })
    .refine((value) => value === '' || value.trim() !== '', {
      message: MESSAGES.notOnlySpaces,
      abort: true,
    })
    .trim()
    .min(1, required)
    .refine((value) => charLength(value) <= max, tooLong)
    .meta({ title, maxLength: max });
}

/** Long text that may be left empty, but not only spaces. */
export function statementText(title: string, spaces: string, max = MAX_TEXT) {
  return z
    .string()
    .refine((value) => value === '' || value.trim() !== '', spaces)
    .transform((value) => value.trim())
    .refine((value) => charLength(value) <= max, maxInputMessage(max))
    .default('')
    .meta({ title, maxLength: max });
}

/** 指导语, 特别声明 and 结束语 of a counselling questionnaire (a case or satisfaction template). */
export const questionnaireTexts = {
  guidance: spacedText('指导语', MESSAGES.guidanceRequired, MAX_TEXT),
  confidAgreement: statementText('特别声明', MESSAGES.specialStatementSpaces),
  closingWord: spacedText('结束语', MESSAGES.closingWordRequired, MAX_TEXT),
};
