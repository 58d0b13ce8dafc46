import { pdfSelectionProblem } from './scaleDataRules';
import { TEST_FILL_STATUS_LABEL } from './types';

test.each([
  [[], '请先选择答题人'],
  [[{ fillStatus: 1 as const }, { fillStatus: 1 as const }], 'pdf报告只能选择一个人'],
  [[{ fillStatus: 0 as const }], '暂无pdf报告'],
  [[{ fillStatus: 1 as const }], undefined],
])('a PDF for %j: %s', (picked, problem) => {
  expect(pdfSelectionProblem(picked)).toBe(problem);
});

test('a test record reads 0 as partly answered and 1 as answered (not the task reading)', () => {
  expect(TEST_FILL_STATUS_LABEL).toEqual({ 0: '部分作答', 1: '已作答' });
});
