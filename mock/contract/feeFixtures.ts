/** Fixtures of the fee and pay-order calls (see fixtures.ts): admin01's organisation. */
import type * as Fee from '../../src/shared/contract/fee';
import { feesOf } from '../counselling/fees';
import type { In } from './expertFixtures';
import type { FixtureContext } from './fixtures';

/** A settlement of admin01's organisation with a line still to settle. */
function pendingFee(f: FixtureContext): string {
  const fee = feesOf(f.db, f.now).find((row) => row.orgId === f.orgId && row.status !== 2);
  if (!fee) throw new Error('the seed has no pending fee for the settle fixture');
  return fee.id;
}

export const FEE_FIXTURES = {
  listFees: (): In<typeof Fee.listFees> => ({
    pageNum: 1,
    pageSize: 10,
    status: 2,
    periodStart: '2020-01-01',
  }),
  listFeeLines: (): In<typeof Fee.listFeeLines> => ({ pageNum: 1, pageSize: 10, type: 1 }),
  settleFees: (f: FixtureContext): In<typeof Fee.settleFees> => ({ ids: [pendingFee(f)] }),
  listFeeOrgs: (): In<typeof Fee.listFeeOrgs> => ({}),
  listPayOrders: (): In<typeof Fee.listPayOrders> => ({
    pageNum: 1,
    pageSize: 10,
    status: 5,
    payTimeStart: '2020-01-01',
  }),
};
