/**
 * Measurement-based care (测评追踪, counselling design "The visitor's chart, measures and consent";
 * docs/api/measures.md): a scored scale's scoring, its severity bands, critical items and the
 * reliable-change rule. Pure: the mock scores a result with it and the console draws with it.
 */

/** One severity band of a scored scale: scores from `from` to `to`, both included. */
export interface SeverityBand {
  readonly from: number;
  readonly to: number;
  readonly label: string;
}

/**
 * How a scale's total is made: the sum of the chosen options' scores, or that sum turned into a
 * standard score by a table (raw sum → standard score). No seeded scale uses a transform yet.
 */
type MeasureScoring =
  | { readonly kind: 'sum' }
  | { readonly kind: 'standard'; readonly table: Readonly<Record<number, number>> };

interface MeasureOption {
  readonly label: string;
  readonly score: number;
}

interface MeasureItem {
  readonly title: string;
}

/** A scored scale (量表): items that share one option list, its scoring, bands and critical items. */
export interface ScoredScale {
  readonly id: string;
  /** The short name drawn on charts and order lines: PHQ-9, GAD-7. */
  readonly code: string;
  readonly name: string;
  readonly intro: string;
  readonly items: readonly MeasureItem[];
  readonly options: readonly MeasureOption[];
  readonly scoring: MeasureScoring;
  /** Lowest first, covering min..max without gaps. */
  readonly bands: readonly SeverityBand[];
  /** 0-based indexes of the items whose any non-zero answer is a red flag. */
  readonly criticalItems: readonly number[];
  /** The rise against the first result that counts as a reliable change. */
  readonly reliableChange: number;
}

/** Why answers cannot be scored (the mock's 10400 msg), or undefined when they can. */
export function answersProblem(scale: ScoredScale, answers: readonly number[]): string | undefined {
  if (answers.length !== scale.items.length)
    return `${scale.code}共${scale.items.length}题，请回答全部题目`;
  const bad = answers.findIndex(
    (answer) => !Number.isInteger(answer) || answer < 0 || answer >= scale.options.length,
  );
  if (bad >= 0) return `第${bad + 1}题的选项不存在`;
  return undefined;
}

/** The score of answers (option indexes, one per item), by the scale's scoring. */
export function scoreOf(scale: ScoredScale, answers: readonly number[]): number {
  const sum = answers.reduce((total, answer) => total + (scale.options[answer]?.score ?? 0), 0);
  if (scale.scoring.kind === 'sum') return sum;
  return scale.scoring.table[sum] ?? sum;
}

/** The band a score falls in ('' outside every band). */
export function bandOf(bands: readonly SeverityBand[], score: number): string {
  return bands.find((band) => score >= band.from && score <= band.to)?.label ?? '';
}

/** Whether the score is in the scale's highest band. */
export function isTopBand(bands: readonly SeverityBand[], score: number): boolean {
  const top = bands.at(-1);
  return top !== undefined && score >= top.from && score <= top.to;
}

/** Whether any critical item was answered with a non-zero option. */
export function criticalHit(scale: ScoredScale, answers: readonly number[]): boolean {
  return scale.criticalItems.some((item) => (scale.options[answers[item]]?.score ?? 0) > 0);
}

export type ChangeVerdict = 'improved' | 'unchanged' | 'deteriorated';

export const CHANGE_LABELS: Record<ChangeVerdict, string> = {
  improved: '好转',
  unchanged: '无变化',
  deteriorated: '恶化',
};

/** The reliable-change rule: a fall or rise of at least `threshold` against the first score. */
export function changeVerdict(first: number, latest: number, threshold: number): ChangeVerdict {
  const change = latest - first;
  if (change >= threshold) return 'deteriorated';
  if (change <= -threshold) return 'improved';
  return 'unchanged';
}

/** A change as the console writes it: +8, -3, 0. */
export const signedChange = (change: number): string => (change > 0 ? `+${change}` : `${change}`);

/** One line of the latest result: `PHQ-9 16（+8）中重度`; the first result has no change. */
export function measureLine(result: {
  code: string;
  score: number;
  change: number | null;
  band: string;
}): string {
  const change = result.change === null ? '' : `（${signedChange(result.change)}）`;
  return `${result.code} ${result.score}${change}${result.band}`;
}

export const MEASURE_WHEN = ['once', 'beforeEverySession', 'everyNSessions'] as const;
export type MeasureWhen = (typeof MEASURE_WHEN)[number];

export const MEASURE_WHEN_LABELS: Record<MeasureWhen, string> = {
  once: '仅一次',
  beforeEverySession: '每次咨询前',
  everyNSessions: '每 N 次咨询',
};

/**
 * Whether the k-th session (1-based) since a plan started gets the measure: every session for
 * beforeEverySession; sessions 1, 1+N, 1+2N… for everyNSessions; none for once (sent on saving).
 */
export function measuresSession(when: MeasureWhen, n: number, k: number): boolean {
  if (when === 'beforeEverySession') return k >= 1;
  if (when === 'everyNSessions') return k >= 1 && (k - 1) % Math.max(1, n) === 0;
  return false;
}
