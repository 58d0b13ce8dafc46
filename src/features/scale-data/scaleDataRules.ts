import { MESSAGES } from '@/shared/validation/messages';
import type { TestRecord } from './types';

/** Why the personal PDF cannot be exported for this selection (assessment spec §5 "Related PDF"), or undefined. */
export function pdfSelectionProblem(
  picked: readonly Pick<TestRecord, 'fillStatus'>[],
): string | undefined {
  if (picked.length === 0) return MESSAGES.respondentRequired;
  if (picked.length > 1) return MESSAGES.pdfOnePerson;
  if (picked[0].fillStatus !== 1) return MESSAGES.noPdfReport;
  return undefined;
}
