import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { changeRow } from '../../../mock/db/counselling/rows';
import { formatDate } from '../../../mock/db/time';
import { dialogWith } from '@/test/storyQueries';
import { renderPage } from '@/test/renderPage';

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

test('完成咨询 of a visitor’s first session asks for consent first: 取消 records nothing; 登记并继续 records paper consent by the counsellor, then the case record opens', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const expert = [...mock.db.accounts.values()].find((row) => row.username === 'expert01')!;
  // A visitor registered today, booked with expert01 for a session that began yesterday.
  const order = [...t.orders.values()].find(
    (o) => o.expertId === expert.id && o.orgId === mock.db.qaOrgs.comprehensive && o.status === 1,
  )!;
  const visitor = {
    ...t.cusUsers.get(order.cusUserId)!,
    id: '990002',
    name: '首访者',
    consultCount: 1,
  };
  t.cusUsers.set(visitor.id, visitor);
  changeRow(t.orders, order, {
    cusUserId: visitor.id,
    visitorName: visitor.name,
    appointDate: formatDate(Date.now() - 86_400_000),
  });
  const recordsBefore = t.consentRecords.length;
  await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });

  await user.click(await screen.findByRole('button', { name: label('完成咨询') }));
  let dialog = await dialogWith('知情同意');
  expect(
    within(dialog).getByText('首访者尚未同意当前版本的知情同意书，首次咨询完成前须登记'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('region', { name: '知情同意书 v1' })).toHaveTextContent(
    '一、保密原则',
  );
  await user.click(within(dialog).getByRole('button', { name: label('取消') }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(t.consentRecords).toHaveLength(recordsBefore);

  await user.click(screen.getByRole('button', { name: label('完成咨询') }));
  dialog = await dialogWith('知情同意');
  await user.click(within(dialog).getByRole('button', { name: '来访者已签署，登记并继续' }));
  expect(await screen.findByText('知情同意已登记')).toBeInTheDocument();
  expect(t.consentRecords.at(-1)).toMatchObject({
    cusUserId: visitor.id,
    version: 1,
    how: 'paper',
    recordedBy: expert.name,
  });
  const paper = await dialogWith('完成咨询');
  expect(await within(paper).findByRole('region', { name: '指导语' })).toBeInTheDocument();
  expect(
    screen.queryByText('首访者尚未同意当前版本的知情同意书，首次咨询完成前须登记'),
  ).not.toBeInTheDocument();
});
