import { answerCell, answerSheetColumns, type AnswerSheetRow } from './casePaper';

const row: AnswerSheetRow = {
  orderNo: 'ZX20250630000001',
  visitorName: '张三',
  expertName: '李老师',
  date: '2025-06-30',
  answers: [
    { code: 'Q1', values: ['首次'] },
    { code: 'Q2', values: ['情绪困扰', '其他'], other: '亲子' },
    { code: 'Q3', values: ['人际关系', '睡眠问题'] },
  ],
};

test('a cell joins choices with "；", appends the Other text and shows "/" where unanswered', () => {
  expect(answerCell(row.answers[0])).toBe('首次');
  expect(answerCell(row.answers[1])).toBe('情绪困扰；其他：亲子');
  expect(answerCell(row.answers[2])).toBe('人际关系；睡眠问题');
  expect(answerCell(undefined)).toBe('/');
  expect(answerCell({ code: 'Q9', values: [] })).toBe('/');
});

test('one row per sheet: 订单号, 来访者, 咨询师, 日期, then a column per question in paper order', () => {
  const columns = answerSheetColumns([
    { code: 'Q1', questionContent: '本次咨询次数' },
    { code: 'Q2', questionContent: '主要问题类型' },
    { code: 'Q4', questionContent: '表现描述' },
  ]);
  expect(columns.map((column) => column.title)).toEqual([
    '订单号',
    '来访者',
    '咨询师',
    '日期',
    '本次咨询次数',
    '主要问题类型',
    '表现描述',
  ]);
  expect(columns.slice(4).map((column) => column.render?.(row, 0))).toEqual([
    '首次',
    '情绪困扰；其他：亲子',
    '/',
  ]);
});
