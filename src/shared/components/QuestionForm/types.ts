/** Questions as the platform sends them (shell spec §3 "Question"), and the answers the form gives back. */

/** 0 single choice, 1 multiple choice, 2 free text, 3 single with Other, 4 multiple with Other. */
type QuestionType = 0 | 1 | 2 | 3 | 4;

interface QuestionOption {
  option: string;
  score?: number;
}

/** A question, or a group of questions when `childList` is not empty. */
export interface Question {
  code: string;
  questionContent: string;
  remark?: string;
  /** 1 = required. */
  isMust: 0 | 1;
  questionType: QuestionType;
  optionList: QuestionOption[];
  childList?: Question[];
  selMin?: number;
  selMax?: number;
}

export interface Answer {
  code: string;
  /** Chosen option texts (OTHER_OPTION of shared/forms for Other), or the free text as one entry. */
  values: string[];
  /** The Other text (types 3 and 4). */
  other?: string;
}

export const isGroup = (question: Question): boolean => (question.childList?.length ?? 0) > 0;

/** Answerable questions, groups flattened, in paper order. */
export function leafQuestions(list: readonly Question[]): Question[] {
  return list.flatMap((question) =>
    isGroup(question) ? leafQuestions(question.childList ?? []) : [question],
  );
}
