import {
  answersProblem,
  bandOf,
  changeVerdict,
  criticalHit,
  isTopBand,
  measureLine,
  measuresSession,
  scoreOf,
  type ScoredScale,
} from './measureRules';

const BANDS = [
  { from: 0, to: 4, label: '无' },
  { from: 5, to: 9, label: '轻度' },
  { from: 10, to: 14, label: '中度' },
  { from: 15, to: 19, label: '中重度' },
  { from: 20, to: 27, label: '重度' },
];

const PHQ: ScoredScale = {
  id: 's1',
  code: 'PHQ-9',
  name: '抑郁症筛查量表 PHQ-9',
  intro: '',
  items: Array.from({ length: 9 }, (_, i) => ({ title: `第${i + 1}题` })),
  options: [
    { label: '完全不会', score: 0 },
    { label: '好几天', score: 1 },
    { label: '一半以上的天数', score: 2 },
    { label: '几乎每天', score: 3 },
  ],
  scoring: { kind: 'sum' },
  bands: BANDS,
  criticalItems: [8],
  reliableChange: 5,
};

test('a sum scale scores the chosen options; a standard scale maps the sum through its table', () => {
  expect(scoreOf(PHQ, [0, 1, 2, 3, 0, 1, 2, 3, 0])).toBe(12);
  expect(scoreOf(PHQ, Array(9).fill(3))).toBe(27);
  const standard: ScoredScale = { ...PHQ, scoring: { kind: 'standard', table: { 12: 60 } } };
  expect(scoreOf(standard, [0, 1, 2, 3, 0, 1, 2, 3, 0])).toBe(60);
  // A sum the table lacks stays the sum.
  expect(scoreOf(standard, Array(9).fill(0))).toBe(0);
});

test('answers are refused unless one per item, each an option of the scale', () => {
  expect(answersProblem(PHQ, Array(9).fill(0))).toBeUndefined();
  expect(answersProblem(PHQ, Array(8).fill(0))).toBe('PHQ-9共9题，请回答全部题目');
  expect(answersProblem(PHQ, [0, 0, 4, 0, 0, 0, 0, 0, 0])).toBe('第3题的选项不存在');
  expect(answersProblem(PHQ, [0, 0, 0, -1, 0, 0, 0, 0, 0])).toBe('第4题的选项不存在');
  expect(answersProblem(PHQ, [0, 0, 0, 0, 1.5, 0, 0, 0, 0])).toBe('第5题的选项不存在');
});

test('a score falls in its band, both ends included; the top band is the last', () => {
  expect([0, 4, 5, 9, 10, 14, 15, 19, 20, 27].map((score) => bandOf(BANDS, score))).toEqual([
    '无',
    '无',
    '轻度',
    '轻度',
    '中度',
    '中度',
    '中重度',
    '中重度',
    '重度',
    '重度',
  ]);
  expect(bandOf(BANDS, 28)).toBe('');
  expect(isTopBand(BANDS, 19)).toBe(false);
  expect(isTopBand(BANDS, 20)).toBe(true);
  expect(isTopBand([], 20)).toBe(false);
});

test('a critical item answered with any non-zero option is a hit', () => {
  expect(criticalHit(PHQ, Array(9).fill(0))).toBe(false);
  expect(criticalHit(PHQ, [3, 3, 3, 3, 3, 3, 3, 3, 0])).toBe(false);
  expect(criticalHit(PHQ, [0, 0, 0, 0, 0, 0, 0, 0, 1])).toBe(true);
});

test('reliable change: a rise or fall of at least the threshold against the first result', () => {
  expect(changeVerdict(8, 13, 5)).toBe('deteriorated');
  expect(changeVerdict(8, 12, 5)).toBe('unchanged');
  expect(changeVerdict(8, 3, 5)).toBe('improved');
  expect(changeVerdict(8, 4, 5)).toBe('unchanged');
  expect(changeVerdict(6, 10, 4)).toBe('deteriorated');
  expect(changeVerdict(6, 9, 4)).toBe('unchanged');
});

test('the latest result’s line carries its change against the first, none for the first', () => {
  expect(measureLine({ code: 'PHQ-9', score: 16, change: 8, band: '中重度' })).toBe(
    'PHQ-9 16（+8）中重度',
  );
  expect(measureLine({ code: 'GAD-7', score: 3, change: -4, band: '无' })).toBe('GAD-7 3（-4）无');
  expect(measureLine({ code: 'PHQ-9', score: 8, change: null, band: '轻度' })).toBe('PHQ-9 8轻度');
});

test('which sessions a plan measures', () => {
  expect([1, 2, 3].map((k) => measuresSession('beforeEverySession', 0, k))).toEqual([
    true,
    true,
    true,
  ]);
  expect([1, 2, 3, 4, 5].map((k) => measuresSession('everyNSessions', 2, k))).toEqual([
    true,
    false,
    true,
    false,
    true,
  ]);
  expect(measuresSession('once', 0, 1)).toBe(false);
});
