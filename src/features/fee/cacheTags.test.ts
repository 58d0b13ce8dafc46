import { loggedInStore, refetchedBy } from '@/test/queryRefetches';
import { feeApi } from './api';

const { endpoints } = feeApi;

test('settling a fee refetches the fee lists and their lines, not the payments', async () => {
  const { store } = await loggedInStore('admin01');
  const pending = store.dispatch(
    endpoints.listFees.initiate({ pageNum: 1, pageSize: 10, status: 0 }),
  );
  const [a] = (await pending.unwrap()).rows;
  const refetched = await refetchedBy(
    store,
    {
      pending,
      settled: store.dispatch(endpoints.listFees.initiate({ pageNum: 1, pageSize: 10, status: 2 })),
      lines: store.dispatch(endpoints.listFeeLines.initiate({ pageNum: 1, pageSize: 10 })),
      payments: store.dispatch(endpoints.listPayOrders.initiate({ pageNum: 1, pageSize: 10 })),
    },
    () => store.dispatch(endpoints.settleFees.initiate({ ids: [a.id] })).unwrap(),
  );
  expect(refetched).toEqual(['pending', 'settled', 'lines']);
});
