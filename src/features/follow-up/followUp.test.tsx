import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';

const dataRows = () => screen.getAllByRole('row').slice(1);

test('overdue follow-ups say so; record one (its fields checked) and it leaves the overdue list', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/consult/follow-up', { account: 'admin01' });
  const totalShown = async () =>
    Number(/\d+/.exec((await screen.findByText(/^共\d+条数据$/)).textContent ?? '')?.[0]);
  const all = await totalShown();
  await user.click(screen.getByRole('button', { name: '展开' })); // the folded filters
  await user.click(screen.getByRole('combobox', { name: '是否逾期' }));
  await user.click(await screen.findByTitle('是'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(async () => expect(await totalShown()).toBeLessThan(all));
  await waitFor(() => {
    expect(dataRows().length).toBeGreaterThan(0);
    dataRows().forEach((row) => {
      expect(within(row).getByText('已逾期')).toBeInTheDocument();
      expect(within(row).getByText('待回访')).toBeInTheDocument();
    });
  });
  const total = await totalShown();

  await user.click(within(dataRows()[0]).getByRole('button', { name: '记录回访' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(dialog, ['请输入回访内容', '请选择回访结果', '请选择后续处理']);
  await user.type(within(dialog).getByLabelText('回访内容'), '来访者情绪平稳，睡眠改善');
  await user.click(within(dialog).getByRole('combobox', { name: '回访结果' }));
  await user.click(await screen.findByTitle('好转'));
  await user.click(within(dialog).getByRole('combobox', { name: '后续处理' }));
  await user.click(await screen.findByTitle('结案'));
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('回访已记录')).toBeInTheDocument();

  expect(
    mock.db.counselling.tables.followUps.find((row) => row.content === '来访者情绪平稳，睡眠改善'),
  ).toMatchObject({ status: 1, result: '好转', nextAction: '结案', operator: '王立新' });
  expect(await screen.findByText(`共${total - 1}条数据`)).toBeInTheDocument();
});

test('心理状态 危机 lists the crisis follow-ups only, as the order and customer lists filter', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/consult/follow-up', { account: 'admin01' });
  const t = mock.db.counselling.tables;
  const orgId = mock.db.qaOrgs.comprehensive;
  const crisis = t.followUps.filter(
    (row) =>
      row.mentalStatus === 2 &&
      (row.hotlineId ? t.hotlines.get(row.hotlineId)?.orgId : t.orders.get(row.orderId)?.orgId) ===
        orgId,
  );
  expect(crisis.length).toBeGreaterThan(0);
  await screen.findByText(/^共\d+条数据$/);
  await user.click(screen.getByRole('button', { name: '展开' })); // the folded filters
  await user.click(screen.getByRole('combobox', { name: '心理状态' }));
  const options = await screen.findAllByTitle('危机');
  await user.click(options[options.length - 1]);
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText(`共${crisis.length}条数据`)).toBeInTheDocument();
  dataRows().forEach((row) => expect(within(row).getByText('危机')).toBeInTheDocument());
});
