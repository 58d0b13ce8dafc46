import { loggedInStore, refetchedBy } from '@/test/queryRefetches';
import { assessmentApi } from '@/shared/assessment/assessmentApi';
import { scaleApi } from './api';

// The list and detail are the shared assessment calls (other areas pick scales too).
const endpoints = { ...assessmentApi.endpoints, ...scaleApi.endpoints };

test("editing one scale's text refetches its own detail and the lists, not another scale's", async () => {
  const { store } = await loggedInStore('admin01');
  const list = store.dispatch(
    endpoints.listScales.initiate({ pageNum: 1, pageSize: 10, status: '1' }),
  );
  const [a, b] = (await list.unwrap()).rows;
  const refetched = await refetchedBy(
    store,
    {
      list,
      detailA: store.dispatch(endpoints.getScale.initiate(a.id)),
      detailB: store.dispatch(endpoints.getScale.initiate(b.id)),
      tagsB: store.dispatch(endpoints.getScaleTags.initiate(b.id)),
    },
    () =>
      store
        .dispatch(
          endpoints.editScaleText.initiate({
            id: a.id,
            name: `${a.name}改`,
            guidance: a.guidance,
            closingWord: a.closingWord,
            confidAgreement: a.confidAgreement,
            introduction: a.introduction,
            coverImg: a.coverImg,
          }),
        )
        .unwrap(),
  );
  expect(refetched).toEqual(['list', 'detailA']);
});
