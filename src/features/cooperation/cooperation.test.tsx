import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { PERM } from '@/shared/session/permissions';

jest.setTimeout(240000);
configure({ asyncUtilTimeout: 15000 });

/** The side menu's badges (menu 05 and page 05-01-03) with a count (antd puts the count in the badge's title). */
const menuBadge = async (count: number) => {
  const menu = await screen.findByRole('menu', { name: '主菜单' }, { timeout: 30000 });
  return within(menu).findAllByTitle(String(count), {}, { timeout: 30000 });
};

test('an organisation approves an expert application; the 05 badge count drops by one', async () => {
  const user = userEvent.setup();
  const { mock } = await renderApp({ route: '/cooper/apply', account: 'admin01' });
  const pending = mock.db.cooperApplies.filter(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 0,
  );
  expect(
    await screen.findByText(`共${pending.length}条数据`, {}, { timeout: 30000 }),
  ).toBeInTheDocument();
  expect((await menuBadge(pending.length)).length).toBeGreaterThan(0);

  const [row] = screen.getAllByRole('button', { name: '通过' });
  await user.click(row);
  await user.click(await screen.findByRole('button', { name: '同意' }));
  expect(await screen.findByText('已同意')).toBeInTheDocument();
  expect(await screen.findByText(`共${pending.length - 1}条数据`)).toBeInTheDocument();
  expect((await menuBadge(pending.length - 1)).length).toBeGreaterThan(0);
});

test('without the approve code the 通过 button is gone', async () => {
  await renderApp({
    route: '/cooper/apply',
    account: 'admin01',
    withoutCodes: [PERM.cooperApprove],
  });
  expect(await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getAllByRole('button', { name: '驳回' })[0]);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('驳回合作申请');
  await userEvent.setup().click(within(dialog).getByRole('button', { name: '确定' }));
  expect(await within(dialog).findByText('原因不能为空')).toBeInTheDocument();
});
