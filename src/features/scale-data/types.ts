import type { Row } from '@/shared/contract/call';
import type { formDataPage, testRecordPage } from '@/shared/contract/scale-data';

// The shapes are the contract's (src/shared/contract/scale-data.ts), named for the screens.
export type ScaleDataRow = Row<typeof formDataPage>;
export type TestRecord = Row<typeof testRecordPage>;

/**
 * Fill status of a scale test record: 0 partly answered, 1 answered. A task's fill status reads
 * differently (0 unanswered, 1 answered, 2 partly answered): never share the labels.
 */
export type TestFillStatus = TestRecord['fillStatus'];
export const TEST_FILL_STATUS_LABEL: Record<TestFillStatus, string> = {
  0: '部分作答',
  1: '已作答',
};
