import type { Body } from '@/shared/contract/call';
import type { editForm } from '@/shared/contract/scale';

// The shapes are the contract's (src/shared/contract/questionnaire.ts), named for the screens.
export type { Questionnaire } from '@/shared/assessment/assessmentLabels';
import type { Questionnaire } from '@/shared/assessment/assessmentLabels';

/** 0 own original, 1 customer original (assessment spec §3). */
export type QuestionnaireSource = Questionnaire['source'];
export const QUESTIONNAIRE_SOURCE_LABEL: Record<QuestionnaireSource, string> = {
  0: '自有原创',
  1: '客户原创',
};

export interface QuestionnaireFilters {
  name?: string;
  created?: unknown;
}

/** What the 问卷编辑 modal sends (POST /api/form/edit with a questionnaire id; the scale-only fields stay out). */
export type QuestionnaireEditValues = Omit<Body<typeof editForm>, 'introduction' | 'coverImg'>;
