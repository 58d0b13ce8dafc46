import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';

test('add a category within its rules; it takes its place by display priority', async () => {
  const user = userEvent.setup();
  await renderPage('/selfScale/classDispaly', { account: 'admin01' });
  await user.click(await screen.findByRole('button', { name: '新增分类' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('显示优先级'), '-1');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(dialog, ['分类名称不能为空', '分类简介不能为空', '显示优先级不能小于0']);

  await user.type(within(dialog).getByLabelText('分类名称'), '正念');
  await user.type(within(dialog).getByLabelText('分类简介'), '正念相关');
  await user.clear(within(dialog).getByLabelText('显示优先级'));
  await user.type(within(dialog).getByLabelText('显示优先级'), '0');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  // Display priority 0 and the newest: the first row (rows[0] is the header).
  await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('正念'));
});

test('operator01 sees the categories without any action', async () => {
  await renderPage('/selfScale/classDispaly', { account: 'operator01' });
  expect(await screen.findByText('共8条数据')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新增分类' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '优先级' })).not.toBeInTheDocument();
});
