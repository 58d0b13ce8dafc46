import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';

/** The first table row showing `text`. */
async function rowWith(text: string): Promise<HTMLElement> {
  await screen.findAllByText(text);
  const row = screen.getAllByRole('row').find((r) => within(r).queryAllByText(text).length > 0);
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

test('an expired recommendation offers only 删除; invalid and normal ones 编辑 and 删除', async () => {
  await renderPage('/selfScale/recommendDispaly', { account: 'admin01' });
  const expired = await rowWith('已过期');
  expect(
    within(expired)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['删除']);
  const normal = await rowWith('正常');
  expect(
    within(normal)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['编辑', '删除']);
  const invalid = await rowWith('无效');
  expect(
    within(invalid)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['编辑', '删除']);
});

test('the add dialog asks for scale, display time and priority', async () => {
  const user = userEvent.setup();
  await renderPage('/selfScale/recommendDispaly', { account: 'admin01' });
  await user.click(await screen.findByRole('button', { name: '新增推荐' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(dialog, ['请选择量表', '请选择展示时间', '显示优先级不能为空']);
});

test('operator01 sees the recommendations without any action', async () => {
  await renderPage('/selfScale/recommendDispaly', { account: 'operator01' });
  expect(await screen.findByText('共30条数据')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新增推荐' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
});
