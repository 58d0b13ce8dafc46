import { loggedInStore, refetchedBy } from '@/test/queryRefetches';
import { expertApi } from './api';

const { endpoints } = expertApi;

test("editing one expert's tags refetches its own queries and the list, not another expert's", async () => {
  const { store } = await loggedInStore('admin01');
  const list = store.dispatch(endpoints.listExperts.initiate({ pageNum: 1, pageSize: 10 }));
  const { rows } = await list.unwrap();
  const [a, b] = rows.filter(
    (row, index) => rows.findIndex((other) => other.userId === row.userId) === index,
  );
  const of = ({ userId, expertType }: typeof a) => ({ userId, expertType });
  const refetched = await refetchedBy(
    store,
    {
      list,
      detailA: store.dispatch(endpoints.getExpert.initiate(of(a))),
      settingsA: store.dispatch(endpoints.getExpertSettings.initiate(of(a))),
      detailB: store.dispatch(endpoints.getExpert.initiate(of(b))),
      settingsB: store.dispatch(endpoints.getExpertSettings.initiate(of(b))),
      addressesB: store.dispatch(endpoints.getFaceAddressList.initiate(b.userId)),
    },
    () =>
      store
        .dispatch(
          endpoints.updateExpertTags.initiate({ userId: a.userId, tags: ['焦虑', '抑郁', '婚恋'] }),
        )
        .unwrap(),
  );
  expect(refetched).toEqual(['list', 'detailA', 'settingsA']);
});
