import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../../mock/app';
import { renderPage } from '@/test/renderPage';

const MAIN_ORG = '星辰心理健康综合服务中心';
const inMainOrg = { identity: (identity: { orgName: string }) => identity.orgName === MAIN_ORG };

/** A seeded visitor of the main organisation with PHQ-9 and GAD-7 results. */
function measuredVisitor(mock: MockApp) {
  const t = mock.db.counselling.tables;
  const withBoth = t.measurePlans.find(
    (plan) =>
      plan.orgId === mock.db.qaOrgs.comprehensive &&
      plan.formId === '970002' &&
      t.measureResults.filter((row) => row.cusUserId === plan.cusUserId).length >= 4,
  );
  if (!withBoth) throw new Error('the seed has no visitor measured on both scales');
  const results = t.measureResults.filter((row) => row.cusUserId === withBoth.cusUserId);
  return { cusUserId: withBoth.cusUserId, results };
}

const tableOf = (title: string) => screen.getByRole('region', { name: title });

test('the 测评 tab charts each scale over its bands with the sessions marked, lists every result and opens its answers', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const { cusUserId, results } = measuredVisitor(mock);
  await renderPage(`/consult/customers/${cusUserId}?tab=measures`, {
    account: 'admin01',
    mock,
    ...inMainOrg,
  });
  expect(await screen.findByRole('tab', { name: '测评', selected: true })).toBeInTheDocument();

  // The plans: the seed's PHQ-9 and GAD-7, before every session.
  const plans = await waitFor(() => tableOf('测评计划'));
  expect(within(plans).getByText('抑郁症筛查量表 PHQ-9')).toBeInTheDocument();
  expect(within(plans).getByText('广泛性焦虑量表 GAD-7')).toBeInTheDocument();
  expect(within(plans).getAllByText('每次咨询前')).toHaveLength(2);

  // One chart per scale: its figures and bands in the text alternative, the sessions counted.
  const phq = await screen.findByRole('img', { name: 'PHQ-9得分趋势' });
  expect(await screen.findByRole('img', { name: 'GAD-7得分趋势' })).toBeInTheDocument();
  const figures = screen.getByRole('table', { name: /^PHQ-9得分趋势/ });
  expect(figures).toHaveTextContent('分段：无 0-4，轻度 5-9，中度 10-14，中重度 15-19，重度 20-27');
  const sessions = [...mock.db.counselling.tables.orders.values()].filter(
    (order) => order.cusUserId === cusUserId && order.status !== 4,
  );
  expect(figures).toHaveTextContent(`咨询${sessions.length}次`);
  const phqResults = results.filter((row) => row.formId === '970001');
  expect(within(figures).getAllByRole('row')).toHaveLength(phqResults.length + 1);
  expect(phq).toHaveAttribute('aria-describedby', figures.id);
  // ECharts drew the bands' labels behind the line (SVG under jsdom).
  await waitFor(() => expect(phq).toHaveTextContent('中重度'));

  // Every result, latest first, the first of each scale marked as such.
  const list = tableOf('测评结果');
  const rows = within(list).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(Math.min(10, results.length));
  expect(within(list).getAllByText('首次').length).toBeGreaterThanOrEqual(1);

  await user.click(within(rows[0]).getByRole('button', { name: '查看作答' }));
  const drawer = await screen.findByRole('dialog');
  await waitFor(() => expect(within(drawer).getAllByRole('row').length).toBeGreaterThan(7));
  expect(drawer).toHaveTextContent(/完全不会|好几天|一半以上的天数|几乎每天/);
  // The view is logged.
  expect(mock.db.counselling.tables.measureViews.map((view) => view.cusUserId)).toEqual([
    cusUserId,
  ]);
});

test('admin01 adds a plan every N sessions, edits it and deletes it; the mock holds what the form said', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const { cusUserId } = measuredVisitor(mock);
  await renderPage(`/consult/customers/${cusUserId}?tab=measures`, {
    account: 'admin01',
    mock,
    ...inMainOrg,
  });
  await user.click(await screen.findByRole('button', { name: '新增计划' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await within(dialog).findByText('请选择量表')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('combobox', { name: '量表' }));
  await user.click(await screen.findByTitle('广泛性焦虑量表 GAD-7'));
  await user.click(within(dialog).getByRole('combobox', { name: '测评时机' }));
  await user.click(await screen.findByTitle('每 N 次咨询'));
  const n = await within(dialog).findByLabelText('间隔次数 N');
  await user.type(n, '3');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText(/^保存成功/)).toBeInTheDocument();
  const t = mock.db.counselling.tables;
  const saved = t.measurePlans.filter((plan) => plan.cusUserId === cusUserId).at(-1);
  expect(saved).toMatchObject({ formId: '970002', when: 'everyNSessions', n: 3, to: '' });
  const plans = tableOf('测评计划');
  expect(await within(plans).findByText('每 3 次咨询')).toBeInTheDocument();

  const rowOf = (text: string) => within(plans).getByRole('row', { name: new RegExp(text) });
  await user.click(within(rowOf('每 3 次咨询')).getByRole('button', { name: '编辑' }));
  const editing = await screen.findByRole('dialog', { name: '编辑测评计划' });
  const every = within(editing).getByLabelText('间隔次数 N');
  expect(every).toHaveValue('3');
  await user.clear(every);
  await user.type(every, '4');
  await user.click(within(editing).getByRole('button', { name: /确\s?定/ }));
  expect(await within(plans).findByText('每 4 次咨询')).toBeInTheDocument();
  // The same plan, changed: no second one.
  expect(t.measurePlans.filter((plan) => plan.id === saved?.id)).toEqual([
    expect.objectContaining({ n: 4, formId: '970002' }),
  ]);

  await user.click(within(rowOf('每 4 次咨询')).getByRole('button', { name: '删除' }));
  await user.click(await screen.findByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  await waitFor(() => expect(within(plans).queryByText('每 4 次咨询')).not.toBeInTheDocument());
  expect(t.measurePlans.some((plan) => plan.id === saved?.id)).toBe(false);
});

test('operator01 reads the scores but neither writes plans nor opens answers', async () => {
  const mock = createMockApp();
  const { cusUserId } = measuredVisitor(mock);
  await renderPage(`/consult/customers/${cusUserId}?tab=measures`, { account: 'operator01', mock });
  expect(await screen.findByRole('img', { name: 'PHQ-9得分趋势' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新增计划' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '查看作答' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
});
