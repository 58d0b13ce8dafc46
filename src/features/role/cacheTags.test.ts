import { loggedInStore, refetchedBy } from '@/test/queryRefetches';
import { roleApi } from './api';

const { endpoints } = roleApi;

test("saving one role refetches its own menus and the list, not another role's menus or users", async () => {
  const { store } = await loggedInStore('admin01');
  const list = store.dispatch(endpoints.listRoles.initiate({ pageNum: 1, pageSize: 10 }));
  const [a, b] = (await list.unwrap()).rows;
  const refetched = await refetchedBy(
    store,
    {
      list,
      menusA: store.dispatch(endpoints.getRoleMenus.initiate(a.id)),
      menusB: store.dispatch(endpoints.getRoleMenus.initiate(b.id)),
      usersB: store.dispatch(endpoints.getUsersByRole.initiate({ roleId: b.id })),
    },
    () =>
      store
        .dispatch(
          endpoints.saveRole.initiate({
            id: a.id,
            name: `${a.name}改`,
            remark: a.remark,
            codes: a.codes,
          }),
        )
        .unwrap(),
  );
  expect(refetched).toEqual(['list', 'menusA']);
});
