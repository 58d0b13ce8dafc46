import type { AxiosAdapter } from 'axios';
import { http } from '@/shared/request/http';
import { leavePage } from '@/shared/request/pageRequests';
import { loggedInStore } from '@/test/queryRefetches';
import { shellApi } from './shellApi';
import { waitFor } from '@testing-library/react';
import { lookupApi } from '@/shared/counselling/lookupApi';

/** The store's state with the API slice, which joins the store lazily (its type says it may not). */
type WithApi = Parameters<ReturnType<typeof lookupApi.endpoints.listCustomers.select>>[0];

const NEW_VISITOR = {
  name: '刷新来访者',
  sex: 0 as const,
  birthday: '1990-05-01',
  mobile: '13312345678',
  source: '',
  remark: '',
};

/** The user changes page while a call to a path ending in `path` is on its way. */
function leavePageDuring(path: string) {
  const send = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = (config) => {
    if (config.url?.endsWith(path)) leavePage('/');
    return send(config);
  };
}

test.each([
  ['admin01', 'countOrgCooperApplies', { status: 0 }, '/showAllOrgExpertCooperApply'],
  ['expert01', 'countExpertCooperApplies', { status: 2 }, '/showAllOrgExpertCooperApplyByExpert'],
] as const)(
  'the badge count of %s (%s) survives a page change while it loads',
  async (account, endpoint, query, path) => {
    const { store } = await loggedInStore(account);
    leavePageDuring(path);
    const result = await store.dispatch(shellApi.endpoints[endpoint].initiate(query));
    expect(result.error).toBeUndefined();
    expect(typeof result.data).toBe('number');
  },
);

test("a list refetched after a save survives the saving page's leaving while it loads; a first load does not", async () => {
  const { store } = await loggedInStore('admin01');
  const query = { pageNum: 1, pageSize: 10 };
  const list = store.dispatch(lookupApi.endpoints.listCustomers.initiate(query));
  await list;
  // The save's page navigates away as the refetch it set off is sent (the kept list's case).
  leavePageDuring('/cusUser/page');
  await store.dispatch(lookupApi.endpoints.saveCustomer.initiate(NEW_VISITOR)).unwrap();
  await waitFor(() => {
    const entry = lookupApi.endpoints.listCustomers.select(query)(store.getState() as WithApi);
    expect(entry.isSuccess).toBe(true);
    expect(entry.data?.rows.map((row) => row.name)).toContain(NEW_VISITOR.name);
  });
  list.unsubscribe();

  const firstLoad = await store.dispatch(
    lookupApi.endpoints.listCustomers.initiate({ pageNum: 2, pageSize: 10 }),
  );
  expect(firstLoad.error).toEqual(expect.objectContaining({ kind: 'aborted' }));
});
