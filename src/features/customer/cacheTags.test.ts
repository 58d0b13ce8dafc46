import { lookupApi } from '@/shared/counselling/lookupApi';
import { loggedInStore, refetchedBy } from '@/test/queryRefetches';
import { customerApi } from './api';

const { endpoints } = lookupApi;

test("editing one customer refetches its own detail and the lists, not another customer's detail", async () => {
  const { store } = await loggedInStore('admin01');
  const list = store.dispatch(endpoints.listCustomers.initiate({ pageNum: 1, pageSize: 10 }));
  const [a, b] = (await list.unwrap()).rows;
  const refetched = await refetchedBy(
    store,
    {
      list,
      archived: store.dispatch(
        endpoints.listCustomers.initiate({ pageNum: 1, pageSize: 10, archived: 1 }),
      ),
      detailA: store.dispatch(endpoints.getCustomer.initiate(a.id)),
      detailB: store.dispatch(endpoints.getCustomer.initiate(b.id)),
    },
    () =>
      store
        .dispatch(
          endpoints.saveCustomer.initiate({
            id: a.id,
            name: `${a.name}改`,
            sex: a.sex,
            birthday: a.birthday,
            source: a.source,
            remark: a.remark,
          }),
        )
        .unwrap(),
  );
  expect(refetched).toEqual(['list', 'archived', 'detailA']);
});

test("restoring an archived customer moves it between the tabs and refetches its detail, not another's", async () => {
  const { store } = await loggedInStore('admin01');
  const active = store.dispatch(
    endpoints.listCustomers.initiate({ pageNum: 1, pageSize: 10, archived: 0 }),
  );
  const archived = store.dispatch(
    endpoints.listCustomers.initiate({ pageNum: 1, pageSize: 10, archived: 1 }),
  );
  const [b] = (await active.unwrap()).rows;
  const [a] = (await archived.unwrap()).rows;
  const refetched = await refetchedBy(
    store,
    {
      active,
      archived,
      detailA: store.dispatch(endpoints.getCustomer.initiate(a.id)),
      detailB: store.dispatch(endpoints.getCustomer.initiate(b.id)),
    },
    () => store.dispatch(customerApi.endpoints.restoreCustomer.initiate(a.id)).unwrap(),
  );
  expect(refetched).toEqual(['active', 'archived', 'detailA']);
});
