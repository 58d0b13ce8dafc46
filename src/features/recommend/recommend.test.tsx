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

test('新增推荐 with a scale, a display range and a priority is saved and listed with its range', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/selfScale/recommendDispaly', { account: 'admin01' });
  const before = mock.db.scaleArea.recommendations.size;
  await user.click(await screen.findByRole('button', { name: '新增推荐' }));
  const dialog = await screen.findByRole('dialog');
  const scale = within(dialog).getByRole('combobox', { name: '量表' });
  await user.click(scale);
  await user.type(scale, '焦虑自评量表（简版）');
  await user.click(await screen.findByTitle('焦虑自评量表（简版）'));
  for (const [placeholder, day] of [
    ['开始日期', '2030-01-01'],
    ['结束日期', '2030-02-01'],
  ] as const) {
    const input = within(dialog).getByPlaceholderText(placeholder);
    await user.click(input);
    await user.type(input, `${day}{Enter}`);
  }
  await user.type(within(dialog).getByLabelText('优先级'), '1');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  const added = await rowWith('2030-01-01 至 2030-02-01');
  expect(within(added).getByText('焦虑自评量表（简版）')).toBeInTheDocument();
  expect(mock.db.scaleArea.recommendations.size).toBe(before + 1);
  const scaleId = [...mock.db.scaleArea.scales.values()].find(
    (row) => row.name === '焦虑自评量表（简版）',
  )?.id;
  expect([...mock.db.scaleArea.recommendations.values()].at(-1)).toMatchObject({
    formId: scaleId,
    beginShowDate: '2030-01-01',
    endShowDate: '2030-02-01',
    priority: 1,
  });
});

test('operator01 sees the recommendations without any action', async () => {
  await renderPage('/selfScale/recommendDispaly', { account: 'operator01' });
  expect(await screen.findByText('共30条数据')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新增推荐' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
});
