import type { Scale } from '@/features/scale/types';

/**
 * Fill status of a scale test record: 0 partly answered, 1 answered. A task's fill status reads
 * differently (0 unanswered, 1 answered, 2 partly answered): never share the labels.
 */
export type TestFillStatus = 0 | 1;
export const TEST_FILL_STATUS_LABEL: Record<TestFillStatus, string> = {
  0: '部分作答',
  1: '已作答',
};

export type ScaleDataRow = Scale;

export interface TestRecord {
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
  score: number | null;
}

export interface TestStatistics {
  total: number;
  answered: number;
  partly: number;
  byMonth: { month: string; count: number }[];
  scoreBuckets: { range: string; count: number }[];
}
