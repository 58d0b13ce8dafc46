// Its own file: the organisation area must be the first to load into the API slice.
import '@/test/imageCropUnderJest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { renderPage } from '@/test/renderPage';

test('after the organisation page, the task form asks the task area for its department tree and offers it', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const asked: string[] = [];
  const handle = mock.handle.bind(mock);
  mock.handle = (req) => {
    if (req.path.endsWith('/dept/getDeptTree')) asked.push(req.path);
    return handle(req);
  };
  const { store, unmount } = await renderPage('/om/dept-people', { account: 'admin01', mock });
  const orgId = store.getState().session.userDetails?.orgId;
  const [dept] = [...mock.db.departments.values()].filter((row) => row.orgId === orgId);
  if (!dept) throw new Error('the seed gives the QA organisation no department');

  const tree = await screen.findByRole('tree', { name: '部门树' });
  expect(await within(tree).findByText(dept.name)).toBeInTheDocument();
  expect(asked).toEqual(['/server-platform/api/dept/getDeptTree']);
  unmount();

  await renderPage('/taskManagement/add', { account: 'admin01', mock });
  await user.click(await screen.findByLabelText('按部门'));
  await user.click(await screen.findByLabelText('部门', { selector: 'input' }));
  expect(await screen.findByTitle(dept.name)).toBeInTheDocument();
  // Under one shared endpoint name the task form would have asked the organisation's URL again.
  expect(asked.slice(1)).toEqual(['/api/dept/getDeptTree']);
});
