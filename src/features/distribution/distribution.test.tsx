import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/renderPage';

test('the wizard needs tags, then organisations, assigns, and re-select clears everything', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/selfScale/distribution', { account: 'admin01' });
  const sleep = [...mock.db.scaleArea.tags.values()].find((tag) => tag.name === '睡眠');
  const assigned = () => mock.db.scaleArea.tagOrgs.filter((p) => p.tagId === sleep?.id).length;
  const before = assigned();
  await user.click(await screen.findByRole('button', { name: '下一步' }));
  expect(await screen.findByText('请选择标签')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: '睡眠' }));
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await user.click(await screen.findByRole('button', { name: '分配' }));
  expect(await screen.findByText('请选择机构')).toBeInTheDocument();

  const rows = await screen.findAllByRole('row');
  const first = rows.find((row) => within(row).queryByText('1', { selector: 'td' }));
  if (!first) throw new Error('no first row');
  await user.click(within(first).getByRole('checkbox'));
  expect(await screen.findByText('已选择1个机构')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '分配' }));
  expect(await screen.findByText('添加成功')).toBeInTheDocument();
  expect(assigned()).toBe(before + 1);

  await user.click(screen.getByRole('button', { name: '重新选择' }));
  expect(await screen.findByRole('checkbox', { name: '睡眠' })).not.toBeChecked();
});

test('operator01 cannot open the wizard', async () => {
  await renderPage('/selfScale/distribution', { account: 'operator01' });
  expect(await screen.findByText(/403|无权限|没有权限/)).toBeInTheDocument();
});

test('the organisation-type filter sends `type`: 客户机构 leaves only customer organisations', async () => {
  const user = userEvent.setup();
  await renderPage('/selfScale/distribution', { account: 'admin01' });
  await user.click(await screen.findByRole('checkbox', { name: '睡眠' }));
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findAllByText('资源服务机构', { selector: 'td' });
  await user.click(screen.getByRole('combobox', { name: '机构类型' }));
  await user.click(await screen.findByTitle('客户机构'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() =>
    expect(screen.queryByText('资源服务机构', { selector: 'td' })).not.toBeInTheDocument(),
  );
  const types = screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[5]?.textContent);
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(['客户机构']));
});
