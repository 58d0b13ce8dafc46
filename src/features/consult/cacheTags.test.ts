import { lookupApi } from '@/shared/counselling/lookupApi';
import { loggedInStore, refetchedBy } from '@/test/queryRefetches';
import { consultApi } from './api';

test("moving an order refetches its customer's detail (which lists the order's status), not another customer's", async () => {
  const { mock, store } = await loggedInStore('admin01');
  const orders = [...mock.db.counselling.tables.orders.values()].filter(
    (order) => order.orgId === mock.db.qaOrgs.comprehensive,
  );
  const pending = orders.find((order) => order.status === 0);
  if (!pending) throw new Error('the seed has no 待接单 order for admin01');
  const other = orders.find((order) => order.cusUserId !== pending.cusUserId);
  if (!other) throw new Error('the seed has no order of another customer');
  const { getCustomer } = lookupApi.endpoints;
  const refetched = await refetchedBy(
    store,
    {
      ownCustomer: store.dispatch(getCustomer.initiate(pending.cusUserId)),
      otherCustomer: store.dispatch(getCustomer.initiate(other.cusUserId)),
    },
    () =>
      store
        .dispatch(
          consultApi.endpoints.moveConsultOrder.initiate({
            action: 'cancel',
            id: pending.id,
            version: pending.version,
            reason: '来访者时间冲突',
          }),
        )
        .unwrap(),
  );
  expect(refetched).toEqual(['ownCustomer']);
  expect(mock.db.counselling.tables.orders.get(pending.id)?.status).toBe(4);
});
