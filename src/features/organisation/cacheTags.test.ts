import { loggedInStore, refetchedBy } from '@/test/queryRefetches';
import { orgApi } from './api';

const { endpoints } = orgApi;

test("editing one organisation refetches its own detail and the lists, not another's detail", async () => {
  const { store } = await loggedInStore('admin01');
  const list = store.dispatch(endpoints.listChildOrgs.initiate({ pageNum: 1, pageSize: 10 }));
  const [a, b] = (await list.unwrap()).rows;
  const refetched = await refetchedBy(
    store,
    {
      list,
      tree: store.dispatch(endpoints.getOrgTree.initiate()),
      infoA: store.dispatch(endpoints.getOrgInfo.initiate(a.id)),
      adminA: store.dispatch(endpoints.getOrgAdmin.initiate(a.id)),
      infoB: store.dispatch(endpoints.getOrgInfo.initiate(b.id)),
      adminB: store.dispatch(endpoints.getOrgAdmin.initiate(b.id)),
      apps: store.dispatch(endpoints.listOrgApps.initiate({ pageNum: 1, pageSize: 10 })),
    },
    () =>
      store
        .dispatch(
          endpoints.updateChildOrgInfo.initiate({
            orgId: a.id,
            name: `${a.name}改`,
            orgType: a.orgType,
            areaCode: a.areaCode,
            bodyType: a.bodyType,
            themeColor: JSON.parse(a.themeColor) as { r: number; g: number; b: number },
            contactName: a.contactName,
            contactMobile: a.contactMobile,
            contactMail: a.contactMail,
          }),
        )
        .unwrap(),
  );
  expect(refetched).toEqual(['list', 'tree', 'infoA', 'adminA']);
});
