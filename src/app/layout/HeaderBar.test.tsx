import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import type { Org } from '../../../mock/core/types';
import { setPageReload } from '@/shared/session/reloadPage';
import { readUserDetail, STORAGE_KEYS } from '@/shared/session/storage';
import { renderApp } from '@/test/renderApp';
import { dialogWith, rowWith, searchBy } from '@/test/storyQueries';
import { sentQueries } from '@/test/sentQueries';

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

/** The open 查找页面 dialog, if any (antd gives every dialog's title the same id under Jest). */
const searchDialog = () =>
  screen
    .queryAllByRole('dialog')
    .find((dialog) => within(dialog).queryAllByText('查找页面', { exact: true }).length > 0) ??
  null;

test('查找页面: 费用 and fy list the fee pages, ↓ and Enter open one (its heading takes focus); Escape gives focus back; "/" and Ctrl+K open it', async () => {
  const user = userEvent.setup();
  const { currentPath } = await renderApp({ route: '/', account: 'admin01' });
  const opener = await screen.findByRole('button', { name: '查找页面' });

  // "/" typed into a field is text, not the shortcut.
  const field = document.createElement('input');
  document.body.append(field);
  await user.click(field);
  await user.keyboard('/');
  expect(searchDialog()).not.toBeInTheDocument();
  field.remove();

  // Opened by its button (focus would go back there on Escape).
  await user.click(opener);
  const dialog = await dialogWith('查找页面');
  const box = within(dialog).getByRole('combobox', { name: '页面名称或拼音首字母' });
  await waitFor(() => expect(box).toHaveFocus());
  expect(box).toHaveValue('');
  const options = () =>
    within(dialog)
      .queryAllByRole('option')
      .map((option) => option.textContent);

  await user.type(box, '费用');
  expect(options()).toEqual(['费用列表 费用管理', '费用明细 费用管理']);
  await user.clear(box);
  await user.type(box, 'fy');
  expect(options()).toEqual(['费用列表 费用管理', '费用明细 费用管理']);
  expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent('费用列表');
  await user.keyboard('{ArrowDown}');
  const chosen = within(dialog).getByRole('option', { selected: true });
  expect(chosen).toHaveTextContent('费用明细');
  expect(box).toHaveAttribute('aria-activedescendant', chosen.id);
  await user.clear(box);
  await user.type(box, '没有这一页');
  expect(options()).toEqual([]);
  expect(within(dialog).getByRole('status')).toHaveTextContent('没有匹配的页面');
  await user.clear(box);
  await user.type(box, 'fy{ArrowDown}{Enter}');
  await waitFor(() => expect(currentPath()).toBe('/fee/detail'));
  await waitFor(() => expect(searchDialog()).not.toBeInTheDocument());
  // The page's heading takes focus, as after a menu click; not the 查找页面 button.
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1, name: '费用明细' })).toHaveFocus(),
  );

  // Closed by Escape: focus is back on the button.
  await user.click(opener);
  await dialogWith('查找页面');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(searchDialog()).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());

  // "/" outside a field opens it, and so does Ctrl+K.
  await user.keyboard('/');
  expect(await dialogWith('查找页面')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(searchDialog()).not.toBeInTheDocument());
  await user.keyboard('{Control>}k{/Control}');
  expect(await dialogWith('查找页面')).toBeInTheDocument();
});

test('查找页面 lists only the pages the identity can open', async () => {
  const user = userEvent.setup();
  await renderApp({ route: '/', account: 'admin01', withoutCodes: ['08-01-01'] });
  await user.click(await screen.findByRole('button', { name: '查找页面' }, { timeout: 30000 }));
  const dialog = await dialogWith('查找页面');
  await user.type(within(dialog).getByRole('combobox', { name: '页面名称或拼音首字母' }), '费用');
  expect(
    within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['费用明细 费用管理']);
});

test('the owner organisation: asked once per identity and named in the header; 切换机构 asks for the next one, 退出登录 drops it', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const own = root(mock);
  const next = mock.db.orgs.get(mock.db.qaOrgs.resource);
  if (!next) throw new Error('the QA resource organisation is missing from the seed');
  const asked = sentQueries(mock, '/api/org/getOrgInfo');
  const restore = setPageReload(() => undefined);
  try {
    const { store, currentPath } = await renderApp({
      route: '/grxx/grzl',
      account: 'admin01',
      mock,
    });
    const header = screen.getByRole('banner');
    expect(
      await within(header).findByRole('heading', { name: own.name }, { timeout: 30000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([{ orgId: own.id }]));
    await user.click(within(header).getByRole('button', { name: /切换机构/ }));
    await user.click(await screen.findByRole('menuitem', { name: `${next.name}（资源服务机构）` }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await within(header).findByRole('heading', { name: next.name })).toBeInTheDocument();
    // The workbench the switch opens reads the same answer: one call for the identity.
    await waitFor(() => expect(asked).toEqual([{ orgId: own.id }, { orgId: next.id }]));
    const ownerOrgs = () =>
      Object.values(store.getState().api?.queries ?? {}).filter(
        (entry) => entry?.endpointName === 'getOwnerOrg',
      );
    expect(ownerOrgs()).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ id: next.id, orgType: 1 }) }),
    ]);

    await user.click(
      screen.getByRole('button', { name: store.getState().session.userDetails?.name ?? '' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(ownerOrgs()).toEqual([]);
  } finally {
    restore();
  }
});
