/** Lives in src/app because it watches the shell's 06 badge beside the consult area's queries (features do not import the layout). */
import { shellApi } from '@/app/layout/shellApi';
import { loggedInStore, refetchedBy } from '@/test/queryRefetches';
import { consultApi } from '@/features/consult/api';
import { caseRecordApi } from '@/features/consult/caseRecordApi';

const { endpoints } = consultApi;

test("accepting one order refetches it, the lists with their tab counts and the badge, not another order's detail", async () => {
  const { store } = await loggedInStore('admin01');
  const pending = store.dispatch(
    endpoints.listConsultOrders.initiate({ pageNum: 1, pageSize: 10, status: 0 }),
  );
  const [a, b] = (await pending.unwrap()).rows;
  const refetched = await refetchedBy(
    store,
    {
      pending,
      accepted: store.dispatch(
        endpoints.listConsultOrders.initiate({ pageNum: 1, pageSize: 10, status: 1 }),
      ),
      badge: store.dispatch(shellApi.endpoints.consultBadge.initiate()),
      detailA: store.dispatch(endpoints.getConsultOrder.initiate(a.id)),
      detailB: store.dispatch(endpoints.getConsultOrder.initiate(b.id)),
      caseRecordB: store.dispatch(caseRecordApi.endpoints.getCaseRecordStatus.initiate(b.id)),
    },
    () =>
      store
        .dispatch(
          endpoints.moveConsultOrder.initiate({
            action: 'accept',
            id: a.id,
            version: a.version,
          }),
        )
        .unwrap(),
  );
  expect(refetched).toEqual(['pending', 'accepted', 'badge', 'detailA']);
});
