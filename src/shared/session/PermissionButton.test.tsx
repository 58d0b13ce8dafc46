import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { plugMockBackend } from '@/test/testSession';
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
