/**
 * Informed consent (知情同意): which version of an organisation's consent text is in force, and
 * where a visitor stands. Pure, read by the mock (which enforces it) and the console (which shows it).
 */

/** How a consent was given: signed on paper and entered by staff, or agreed in the mini-program. */
export const CONSENT_HOW = ['paper', 'miniProgram'] as const;
export type ConsentHow = (typeof CONSENT_HOW)[number];

export const CONSENT_HOW_LABELS: Record<ConsentHow, string> = {
  paper: '纸质签署，工作人员录入',
  miniProgram: '小程序内同意',
};

/** A version as the rules need it: its number and first day in force ('YYYY-MM-DD', from 00:00 CST). */
interface VersionDay {
  version: number;
  effectiveFrom: string;
}

/** The version in force on `day` ('YYYY-MM-DD'): the latest whose effectiveFrom ≤ day. */
export function versionInForce<V extends VersionDay>(
  versions: readonly V[],
  day: string,
): V | undefined {
  let found: V | undefined;
  for (const row of versions)
    if (row.effectiveFrom <= day && (!found || row.version > found.version)) found = row;
  return found;
}

/** Whether a version is in force, superseded, or still to come on `day`. */
export function versionState(
  versions: readonly VersionDay[],
  row: VersionDay,
  day: string,
): 'current' | 'past' | 'scheduled' {
  if (row.effectiveFrom > day) return 'scheduled';
  return versionInForce(versions, day)?.version === row.version ? 'current' : 'past';
}

/** A visitor's standing: agreed to the version in force, to an older one, or never. */
export function consentState(
  agreedVersions: readonly number[],
  current: number | undefined,
): 'current' | 'old' | 'none' {
  if (agreedVersions.length === 0) return 'none';
  return current !== undefined && agreedVersions.includes(current) ? 'current' : 'old';
}

export const CONSENT_MESSAGES = {
  /** 完成咨询 of a visitor's first session without consent to the version in force (10409). */
  firstSession: '来访者尚未同意当前版本的知情同意书，请先登记知情同意',
  noVersion: '本机构尚未设置知情同意书',
  editInForce: '已生效的版本不能修改，请新增版本',
  pastDay: '生效日期不能早于今天',
  afterPrevious: (version: number, day: string) => `生效日期须晚于v${version}的生效日期（${day}）`,
  beforeNext: (version: number, day: string) => `生效日期须早于v${version}的生效日期（${day}）`,
  futureTime: '签署时间不能晚于当前时间',
  notInForce: (version: number) => `只能登记签署时生效的知情同意书版本（v${version}）`,
  noVersionAt: '签署时尚无生效的知情同意书',
  already: (version: number) => `该来访者已同意v${version}`,
  changed: '知情同意书已更新，请刷新后重试',
} as const;
