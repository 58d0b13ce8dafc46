import { loggedInStore, refetchedBy } from '@/test/queryRefetches';
import { assessmentApi } from '@/shared/assessment/assessmentApi';
import { tagApi } from './api';

// 全部标签 is a shared assessment call (the pickers of other areas use it).
const endpoints = { ...assessmentApi.endpoints, ...tagApi.endpoints };

test("renaming one tag refetches its own queries and the lists, not another tag's", async () => {
  const { store } = await loggedInStore('admin01');
  const list = store.dispatch(endpoints.listTags.initiate({ pageNum: 1, pageSize: 10 }));
  const [a, b] = (await list.unwrap()).rows;
  const refetched = await refetchedBy(
    store,
    {
      list,
      all: store.dispatch(endpoints.listAllTags.initiate()),
      detailA: store.dispatch(endpoints.getTag.initiate(a.id)),
      orgsA: store.dispatch(endpoints.getTagOrgIds.initiate(a.id)),
      detailB: store.dispatch(endpoints.getTag.initiate(b.id)),
      orgsB: store.dispatch(endpoints.getTagOrgIds.initiate(b.id)),
      scalesB: store.dispatch(endpoints.listTagScales.initiate({ tagId: b.id })),
    },
    () =>
      store
        .dispatch(endpoints.saveTag.initiate({ id: a.id, name: '缓存标签改名', intro: a.intro }))
        .unwrap(),
  );
  expect(refetched).toEqual(['list', 'all', 'detailA', 'orgsA']);
});
