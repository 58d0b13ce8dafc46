import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '../../../mock/core/time';
import { expectHeaderSort } from '@/test/headerSort';
import { renderPage } from '@/test/renderPage';
import { createMockApp } from '../../../mock/app';
import { asMainAdmin, referVisitor } from '@/test/counsellingStory';

const dataRows = () => screen.getAllByRole('row').slice(1);

test('the open to-dos, overdue ones marked in words; filter by type; 办理 and 关闭 (with a reason) move them', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/consult/todos', { account: 'admin01' });
  expect(await screen.findByText(/^共\d+条数据$/)).toBeInTheDocument();
  // Open to-dos, each marked 已逾期 exactly when its due time has passed.
  await waitFor(() => expect(dataRows().length).toBeGreaterThan(1));
  const now = formatDateTime(Date.now());
  const dueOf = new Map(mock.db.counselling.tables.todos.map((todo) => [todo.title, todo.dueTime]));
  const overdue = dataRows().map((row) => {
    expect(within(row).getByText('待办')).toBeInTheDocument();
    const due = dueOf.get(within(row).getAllByRole('cell')[1].textContent ?? '');
    const marked = within(row).queryByText('已逾期') !== null;
    expect([due, marked]).toEqual([due, (due ?? '') < now]);
    return marked;
  });
  expect(overdue).toContain(true);

  await user.click(screen.getByRole('combobox', { name: '待办类型' }));
  await user.click(await screen.findByTitle('待回访'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() =>
    dataRows().forEach((row) =>
      expect(within(row).getAllByText('待回访').length).toBeGreaterThan(0),
    ),
  );

  const [first, second] = dataRows();
  const title = (row: HTMLElement) => within(row).getAllByRole('cell')[1].textContent ?? '';
  const doneTitle = title(first);
  const closedTitle = title(second);
  await user.click(within(first).getByRole('button', { name: '办理' }));
  await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
  expect(await screen.findByText('办理成功')).toBeInTheDocument();

  await screen.findByText(closedTitle);
  const secondRow = screen.getAllByRole('row').find((r) => within(r).queryByText(closedTitle));
  if (!secondRow) throw new Error('the second to-do is gone');
  await user.click(within(secondRow).getByRole('button', { name: '关闭' }));
  await screen.findByText(/^关闭待办（/);
  const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(/^关闭待办（/));
  if (!dialog) throw new Error('no 关闭待办 dialog');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await within(dialog).findByText('请输入关闭原因')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('关闭原因'), '来访者已失联，转人工处理');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('关闭成功')).toBeInTheDocument();

  const todos = mock.db.counselling.tables.todos;
  expect(todos.find((todo) => todo.title === doneTitle)).toMatchObject({
    status: 1,
    doneBy: '王立新',
  });
  expect(todos.find((todo) => todo.title === closedTitle)).toMatchObject({
    status: 2,
    remark: '来访者已失联，转人工处理',
  });
  await waitFor(() => expect(screen.queryByText(doneTitle)).not.toBeInTheDocument());
});

test('待办 sorts by 截止时间 from its header: the call asks the mock for it and the address keeps it', () =>
  expectHeaderSort({
    route: '/consult/todos',
    as: { account: 'admin01' },
    call: '/todo/page',
    column: /截止时间/,
    field: 'dueTime',
  }));

test('a 转介待反馈 to-do offers 关闭 but not 办理: only the referral’s result answers it; it leads to the chart’s 外部转介, and its visitor to their chart', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const orgId = mock.db.qaOrgs.comprehensive;
  const customer = [...t.cusUsers.values()].find((row) => row.orgId === orgId && !row.archived)!;
  const partner = [...t.partners.values()].find((row) => row.orgId === orgId && row.status === 1)!;
  await referVisitor(mock, {
    cusUserId: customer.id,
    partnerId: partner.id,
    reason: '需精神科评估',
    urgency: '一般',
  });
  await renderPage('/consult/todos', { ...asMainAdmin, mock });
  expect(await screen.findAllByRole('button', { name: /办\s*理/ })).not.toHaveLength(0);
  // Due in 2099: behind every other open to-do, so by its type.
  await user.click(screen.getByRole('combobox', { name: '待办类型' }));
  await user.click(await screen.findByTitle('转介待反馈'));
  await user.click(screen.getByRole('button', { name: /查\s*询/ }));
  const bizNo = await screen.findByRole('link', { name: `${customer.name}→${partner.name}` });
  // eslint-disable-next-line testing-library/no-node-access
  const row = bizNo.closest('tr')!;
  expect(within(row).getByText('转介待反馈')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: /关\s*闭/ })).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /办\s*理/ })).not.toBeInTheDocument();
  expect(
    within(row).getByRole('link', { name: `${customer.name}→${partner.name}` }),
  ).toHaveAttribute('href', `/consult/customers/${customer.id}?tab=referrals`);
  expect(within(row).getByRole('link', { name: `${customer.name}（来访者档案）` })).toHaveAttribute(
    'href',
    `/consult/customers/${customer.id}`,
  );
});
