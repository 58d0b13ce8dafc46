import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { plugMockBackend, renderApp } from '@/test/renderApp';
import { qaPassword } from '../../../mock/testing';
import { PERM } from './permissions';
import { PermissionButton } from './PermissionButton';
import { chooseIdentity, logIn } from './sessionApi';
import { identityChosen, loggedIn } from './sessionSlice';

/** The account's first identity, entered through the real calls, keeping only the codes given. */
async function renderButtonFor(account: string, keep: (code: string) => boolean) {
  plugMockBackend();
  const store = makeStore();
  const user = await logIn({ account, password: qaPassword(account) });
  store.dispatch(loggedIn(user));
  const session = await chooseIdentity(user.identities[0].id);
  store.dispatch(identityChosen({ ...session, btnCodeList: session.btnCodeList.filter(keep) }));
  render(
    <Provider store={store}>
      <PermissionButton perm={PERM.taskCreate}>新建任务</PermissionButton>
    </Provider>,
  );
}

test('shows the button when the identity holds its code', async () => {
  await renderButtonFor('admin01', () => true);
  expect(screen.getByRole('button', { name: '新建任务' })).toBeInTheDocument();
});

test('renders nothing without the code', async () => {
  await renderButtonFor('admin01', (code) => code !== PERM.taskCreate);
  expect(screen.queryByRole('button', { name: '新建任务' })).not.toBeInTheDocument();
});

test('operator01 holds the assessment menus but not the create-task code', async () => {
  await renderButtonFor('operator01', () => true);
  expect(screen.queryByRole('button', { name: '新建任务' })).not.toBeInTheDocument();
});

test('renderApp logs a QA account in and opens the shell with its menu', async () => {
  // The menu wait is for the UI only: loading the shell's code cold under Jest (antd's and
  // @ant-design/icons' whole CommonJS indexes, the route table, the shell, the 工作台 page) took
  // most of it, and under CPU contention all of it.
  await Promise.all([
    import('@/app/shellRoutes'),
    import('@/app/layout/HomeShell'),
    import('@/features/home/WorkbenchPage'),
  ]);
  await renderApp({ route: '/', account: 'admin01' });
  const menu = await screen.findByRole('menu', { name: '主菜单' }, { timeout: 5000 });
  expect(menu).toHaveTextContent('问卷管理');
  expect(menu).toHaveTextContent('任务管理');
  expect(menu).toHaveTextContent('量表管理');
});
