/** Row types of the self-assessment scale area (assessment spec §3): scales, tags, categories, recommendations, test records. */

/** 0 original, 1 quoted. */
type ScaleType = 0 | 1;
/** 0 draft, 1 published. */
type ScaleStatus = 0 | 1;
/** 0 custom, 1 quoted, 2 purchased. */
export type TagType = 0 | 1 | 2;
/** 1 normal, 0 invalid. */
type CategoryStatus = 0 | 1;
/** Stored status of a recommendation: 0 invalid, 1 normal (2 expired is read from the end date). */
type RecommendStoredStatus = 0 | 1;
/** 0 partly answered, 1 answered (the test-record reading; a task's fill status reads differently). */
type TestFillStatus = 0 | 1;

interface ScaleOptionRow {
  option: string;
  score: number;
}

export interface ScaleQuestionRow {
  code: string;
  questionContent: string;
  optionList: ScaleOptionRow[];
}

export interface ScaleRow {
  id: string;
  code: string;
  orgId: string;
  name: string;
  type: ScaleType;
  status: ScaleStatus;
  createTime: string;
  updateTime: string;
  coverImg: string;
  introduction: string;
  guidance: string;
  confidAgreement: string;
  closingWord: string;
  /** The scale's consultation price (ours: issue 33 item 2); none until it is set. */
  consultPrice?: {
    consultWays: number[];
    consultPrices: Array<{ consultWay: number; price: number }>;
  };
  /** The imported spreadsheet's url ('' for seeded scales). */
  fileUrl: string;
  questions: ScaleQuestionRow[];
  /** How many test records the scale has (they are generated on first access). */
  testCount: number;
}

export interface TagRow {
  id: string;
  orgId: string;
  name: string;
  intro: string;
  module: 'eval_form';
  type: TagType;
  createTime: string;
  updateTime: string;
}

export interface CategoryRow {
  id: string;
  orgId: string;
  name: string;
  intro: string;
  module: 'eval_form';
  status: CategoryStatus;
  /** Display priority: the lower, the earlier. */
  sn: number;
  createTime: string;
  updateTime: string;
}

export interface RecommendRow {
  id: string;
  orgId: string;
  formId: string;
  beginShowDate: string;
  endShowDate: string;
  status: RecommendStoredStatus;
  priority: number;
  createTime: string;
}

export interface TestRecordRow {
  resultId: string;
  /** The respondent's user id. */
  id: string;
  formId: string;
  orgName: string;
  username: string;
  mobile: string;
  personName: string;
  deptName: string;
  sex: 0 | 1;
  age: number;
  fillStatus: TestFillStatus;
  fillTime: string;
  /** Total score (answered records only). */
  score: number | null;
}

/** Every table of the area, one field of the db. Relations are pairs of ids. */
export interface ScaleTables {
  scales: Map<string, ScaleRow>;
  tags: Map<string, TagRow>;
  categories: Map<string, CategoryRow>;
  recommendations: Map<string, RecommendRow>;
  /** scale ↔ tag. */
  scaleTags: { formId: string; tagId: string }[];
  /** category ↔ tag. */
  classTags: { classId: string; tagId: string }[];
  /** tag distributed to an organisation. */
  tagOrgs: { tagId: string; orgId: string }[];
  /** Test records by scale id, made on first access (see testRecords.ts). */
  testRecords: Map<string, TestRecordRow[]>;
  /** Seed of the lazily made records. */
  seed: number;
}
