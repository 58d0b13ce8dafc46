/** Row types of the questionnaire and survey-task tables (assessment spec §3). */

/** 0 single choice, 1 multiple choice, 2 free text, 3 single with Other, 4 multiple with Other. */
export type QuestionType = 0 | 1 | 2 | 3 | 4;

export interface QuestionOption {
  option: string;
  score?: number;
}

/** A question, or a group when `childList` is not empty (a group has no options of its own). */
export interface QuestionRow {
  code: string;
  questionContent: string;
  remark: string;
  /** 1 = required. */
  isMust: 0 | 1;
  questionType: QuestionType;
  optionList: QuestionOption[];
  childList: QuestionRow[];
  selMin?: number;
  selMax?: number;
}

export interface QuestionnaireRow {
  id: string;
  name: string;
  createTime: string;
  /** 0 own original, 1 customer original. */
  source: 0 | 1;
  /** The organisation that owns it. */
  orgId: string;
  guidance: string;
  confidAgreement: string;
  closingWord: string;
  /** The imported spreadsheet's url ('' when none is kept). */
  fileUrl: string;
  quesionList: QuestionRow[];
}

/** 0 not started, 1 running, 2 paused, 3 ended. */
export type TaskStatus = 0 | 1 | 2 | 3;
/** 0 individual (partial users), 1 all, 2 by department. */
export type ReleaseObj = 0 | 1 | 2;

export interface TaskRow {
  id: string;
  name: string;
  /** The customer organisation whose people the task covers. */
  cusOrgId: string;
  status: TaskStatus;
  startTime: string;
  endTime: string;
  /** 0 created by this organisation, 1 created by a customer organisation. */
  source: 0 | 1;
  releaseObj: ReleaseObj;
  /** Department ids, for release object 2. */
  deptIds: string[];
  /** People, for release object 0. */
  userIdList: string[];
  formId: string;
  coverImg: string;
  createTime: string;
}

export interface AnswerRow {
  code: string;
  /** Chosen option texts, or the free text as one entry. */
  values: string[];
  /** The Other text (types 3 and 4). */
  other?: string;
}

/** One person's answers to a task (resultId = id). */
export interface FillRecordRow {
  id: string;
  taskId: string;
  userId: string;
  /** 1 answered, 2 partly answered. */
  fillStatus: 1 | 2;
  fillTime: string;
  answers: AnswerRow[];
}
