import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import type { Org } from '../../../mock/db/types';
import { setPageReload } from '@/shared/session/reloadPage';
import { readUserDetail, STORAGE_KEYS } from '@/shared/session/storage';
import { renderApp } from '@/test/renderApp';
import { rowWith, searchBy } from '@/test/storyQueries';

const root = (mock: MockApp): Org => {
  const org = mock.db.orgs.get(mock.db.qaOrgs.comprehensive);
  if (!org) throw new Error('the QA organisation is missing from the seed');
  return org;
};

test('退出登录 clears the stored session, then reloads the page', async () => {
  const user = userEvent.setup();
  const storedAtReload: Array<string | null> = [];
  const restore = setPageReload(() =>
    storedAtReload.push(
      localStorage.getItem(STORAGE_KEYS.token),
      localStorage.getItem(STORAGE_KEYS.userDetail),
    ),
  );
  try {
    const { store, currentPath } = await renderApp({ route: '/', account: 'admin01' });
    const name = store.getState().session.userDetails?.name ?? '';
    await user.click(await screen.findByRole('button', { name }));
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    await waitFor(() => expect(storedAtReload).toEqual([null, null]));
    expect(currentPath()).toBe('/login');
  } finally {
    restore();
  }
});

test('the avatar menu offers 转移机构 to an administrator only; it opens the transfer page', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const operator = [...mock.db.accounts.values()].find((row) => row.username === 'operator01');
  const admin = [...mock.db.accounts.values()].find((row) => row.username === 'admin01');
  if (!operator || !admin) throw new Error('a QA account is missing from the seed');

  // An operator has no 转移机构 in the avatar menu, and the page itself is refused.
  let view = await renderApp({ route: '/grxx/zyjg', account: 'operator01', mock });
  expect(
    await screen.findByText('抱歉，您无权访问此页面。', {}, { timeout: 30000 }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: operator.name }));
  expect(await screen.findByRole('menuitem', { name: /退出登录/ })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: /转移机构/ })).not.toBeInTheDocument();
  view.unmount();

  // The transfer itself: organisationPeople.test.tsx.
  view = await renderApp({ route: '/', account: 'admin01', mock });
  await user.click(await screen.findByRole('button', { name: admin.name }, { timeout: 30000 }));
  await user.click(await screen.findByRole('menuitem', { name: /转移机构/ }));
  await waitFor(() => expect(view.currentPath()).toBe('/grxx/zyjg'));
  expect(await screen.findByRole('combobox', { name: '接收人' })).toBeInTheDocument();
});

// Started from 机构管理's row, but what it shows is the header's: the organisation, 切换机构 and
// 退出代理操作.
test('agent operation: enter a child organisation as its agent, see 退出代理操作, exit back to the own identity', async () => {
  const user = userEvent.setup();
  const { mock, store, currentPath } = await renderApp({
    route: '/om/om-query',
    account: 'admin01',
  });
  const own = root(mock);
  const child = mock.db.orgs.get(mock.db.qaOrgs.resource);
  if (!child) throw new Error('the QA resource organisation is missing from the seed');
  const originId = store.getState().session.userDetails?.identityId;
  await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('heading', { name: own.name })).toBeInTheDocument();
  expect(within(header).getByRole('button', { name: /切换机构/ })).toBeInTheDocument();
  expect(within(header).queryByRole('button', { name: '退出代理操作' })).not.toBeInTheDocument();
  await searchBy(user, '机构名称', child.name);
  await user.click(within(await rowWith(child.name)).getByRole('button', { name: '代理操作' }));
  expect(await screen.findByText(`已进入代理操作：${child.name}`)).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(await within(header).findByRole('heading', { name: child.name })).toBeInTheDocument();
  expect(within(header).getByRole('button', { name: '退出代理操作' })).toBeInTheDocument();
  expect(within(header).queryByRole('button', { name: /切换机构/ })).not.toBeInTheDocument();
  const agentId = store.getState().session.userDetails?.identityId;
  expect(mock.db.identities.get(agentId ?? '')).toMatchObject({
    orgId: child.id,
    agentOf: originId,
  });
  expect(JSON.parse(localStorage.getItem('AGENT_OPERATION') ?? 'null')).toEqual({
    originIdentityId: originId,
    originOrgName: own.name,
  });
  // The agent identity is never listed among the account's own identities.
  expect(
    store.getState().session.userDetails?.identities.map((identity) => identity.id),
  ).not.toContain(agentId);

  // The page reloads once the own identity is stored, so nothing of the agent stays in memory.
  const storedAtReload: Array<string | undefined> = [];
  const restoreReload = setPageReload(() =>
    storedAtReload.push(
      readUserDetail()?.identityId,
      localStorage.getItem('AGENT_OPERATION') ?? undefined,
    ),
  );
  try {
    await user.click(within(header).getByRole('button', { name: '退出代理操作' }));
    await waitFor(() => expect(storedAtReload).toEqual([originId, undefined]));
  } finally {
    restoreReload();
  }
  expect(await within(header).findByRole('heading', { name: own.name })).toBeInTheDocument();
  expect(within(header).queryByRole('button', { name: '退出代理操作' })).not.toBeInTheDocument();
  expect(within(header).getByRole('button', { name: /切换机构/ })).toBeInTheDocument();
  expect(store.getState().session.userDetails?.identityId).toBe(originId);
  expect(localStorage.getItem('AGENT_OPERATION')).toBeNull();
});
