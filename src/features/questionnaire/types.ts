import type { Question } from '@/shared/components/QuestionForm';

/** 0 own original, 1 customer original (assessment spec §3). */
export type QuestionnaireSource = 0 | 1;
export const QUESTIONNAIRE_SOURCE_LABEL: Record<QuestionnaireSource, string> = {
  0: '自有原创',
  1: '客户原创',
};

export interface Questionnaire {
  id: string;
  name: string;
  createTime: string;
  questionNum: number;
  source: QuestionnaireSource;
  orgName: string;
  guidance: string;
  confidAgreement: string;
  closingWord: string;
  fileUrl: string;
  isOwner: boolean;
}

export interface QuestionnairePaper extends Questionnaire {
  quesionList: Question[];
}

export interface QuestionnaireFilters {
  name?: string;
  created?: unknown;
}

/** What the 问卷编辑 modal sends (POST /api/form/edit). */
export interface QuestionnaireEditValues {
  id: string;
  name: string;
  guidance: string;
  confidAgreement: string;
  closingWord: string;
}
