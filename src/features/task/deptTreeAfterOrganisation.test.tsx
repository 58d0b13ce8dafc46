// Its own file: the organisation area must be the first to load into the API slice.
import '@/test/imageCropUnderJest';
jest.setTimeout(300_000);
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 30_000 });

test('after the organisation page, the task form offers the customer departments, and the organisation page its own', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const { store, unmount } = await renderApp({
    route: '/om/dept-people',
    account: 'admin01',
    mock,
  });
  const orgId = store.getState().session.userDetails?.orgId;
  const ownDepts = [...mock.db.departments.values()].filter((dept) => dept.orgId === orgId);
  const surveyDepts = [...mock.db.survey.depts.values()].filter((dept) => dept.orgId === orgId);
  const onlyOwn = ownDepts.find((dept) => !surveyDepts.some((other) => other.name === dept.name));
  const onlySurvey = surveyDepts.find(
    (dept) => !ownDepts.some((other) => other.name === dept.name),
  );
  if (!onlyOwn || !onlySurvey) throw new Error('the seed needs a department name each tree lacks');

  const tree = await screen.findByRole('tree', { name: '部门树' });
  expect(await within(tree).findByText(onlyOwn.name)).toBeInTheDocument();
  unmount();

  await renderApp({ route: '/taskManagement/add', account: 'admin01', mock });
  await user.click(await screen.findByLabelText('按部门'));
  await user.click(await screen.findByLabelText('部门', { selector: 'input' }));
  expect(await screen.findByTitle(onlySurvey.name)).toBeInTheDocument();
  expect(screen.queryByTitle(onlyOwn.name)).not.toBeInTheDocument();
});
