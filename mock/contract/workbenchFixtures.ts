/** Fixtures of the workbench call (see fixtures.ts): admin01's figures take no parameters. */
import type * as Workbench from '../../src/shared/contract/workbench';
import type { In } from './expertFixtures';

export const WORKBENCH_FIXTURES = {
  workbenchSummary: (): In<typeof Workbench.workbenchSummary> => ({}),
};
