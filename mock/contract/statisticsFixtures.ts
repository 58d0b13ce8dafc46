/** Fixtures of the statistics calls (see fixtures.ts): admin01's organisation over the seed's last year. */
import type * as S from '../../src/shared/contract/statistics';
import { formatDate } from '../core/time';
import type { In } from './expertFixtures';
import type { FixtureContext } from './fixtures';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The year up to the clock's day (never a future day: the mock refuses one). */
const lastYear = (f: FixtureContext) => ({
  startDate: formatDate(f.now - YEAR_MS),
  endDate: formatDate(f.now),
});

export const STATISTICS_FIXTURES = {
  consultStatistics: (f: FixtureContext): In<typeof S.consultStatistics> => ({
    dimension: 'problemType',
    ...lastYear(f),
  }),
  consultCharts: (f: FixtureContext): In<typeof S.consultCharts> => lastYear(f),
  getStatConfig: (): In<typeof S.getStatConfig> => ({}),
  saveStatConfig: (): In<typeof S.saveStatConfig> => ({
    dimension: 'expert',
    columns: ['orders', 'completionRate', 'crisis'],
  }),
  operateStatistics: (f: FixtureContext): In<typeof S.operateStatistics> => ({
    period: 'month',
    ...lastYear(f),
  }),
};
