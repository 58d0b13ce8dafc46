import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../../mock/app';
import type { CusUser } from '../../../../mock/counselling/types';
import { moment } from '@/shared/utils/dates';
import { renderPage } from '@/test/renderPage';

/** A visitor registered today in admin01's organisation: no order, no consent. */
function newVisitor(mock: MockApp): CusUser {
  const t = mock.db.counselling.tables;
  const row: CusUser = {
    id: '990001',
    orgId: mock.db.qaOrgs.comprehensive,
    name: '章知情',
    sex: 1,
    birthday: '1994-02-03',
    mobile: '13612349876',
    deptId: '',
    source: '手动录入',
    createTime: moment().format('YYYY-MM-DD HH:mm:ss'),
    lastConsultTime: '',
    consultCount: 0,
    mentalStatus: 0,
    archived: 0,
    archiveTime: '',
    archiveBy: '',
    remark: '',
  };
  t.cusUsers.set(row.id, row);
  return row;
}

async function openConsentTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: '知情同意' }));
  return screen.findByRole('tabpanel', { name: '知情同意' });
}

test('a new visitor is 未签署; 登记知情同意 shows the version in force with its text and records it', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const visitor = newVisitor(mock);
  await renderPage(`/consult/customers/${visitor.id}`, { account: 'admin01', mock });
  // 概览 names the standing too.
  expect(await screen.findByText('未签署')).toBeInTheDocument();
  const panel = await openConsentTab(user);
  expect(await within(panel).findByText('未签署')).toBeInTheDocument();
  expect(
    within(panel).getByText('首次咨询前须登记来访者对当前版本知情同意书的同意'),
  ).toBeInTheDocument();
  expect(within(panel).getByText(/^v1（\d{4}-\d\d-\d\d起生效）$/)).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: '登记知情同意' }));
  const dialog = await screen.findByRole('dialog', { name: '登记知情同意' });
  expect(within(dialog).getByRole('region', { name: '知情同意书 v1' })).toHaveTextContent(
    '本人已阅读并理解上述内容，同意接受心理咨询。',
  );
  expect(within(dialog).getByRole('radio', { name: '纸质签署，工作人员录入' })).toBeChecked();
  await user.click(within(dialog).getByRole('radio', { name: '小程序内同意' }));
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('登记成功')).toBeInTheDocument();

  expect(await within(panel).findByText('已同意当前版本')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: '登记知情同意' })).not.toBeInTheDocument();
  const row = within(panel).getByRole('row', { name: /小程序内同意/ });
  expect(row).toHaveTextContent('v1');
  expect(row).toHaveTextContent('王立新');
  expect(mock.db.counselling.tables.consentRecords.at(-1)).toMatchObject({
    cusUserId: visitor.id,
    version: 1,
    how: 'miniProgram',
    recordedBy: '王立新',
  });
});

test('a seeded visitor agreed to v1; once v2 is in force they stand at the old version and may be recorded again', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  const record = t.consentRecords.find((row) => row.orgId === mock.db.qaOrgs.comprehensive)!;
  t.consents.push({
    orgId: record.orgId,
    version: 2,
    text: '第二版知情同意书',
    effectiveFrom: moment().format('YYYY-MM-DD'),
    createBy: '王立新',
    createTime: moment().format('YYYY-MM-DD HH:mm:ss'),
  });
  await renderPage(`/consult/customers/${record.cusUserId}`, { account: 'admin01', mock });
  const panel = await openConsentTab(user);
  expect(await within(panel).findByText('同意的是旧版本 v1')).toBeInTheDocument();
  expect(within(panel).getByRole('row', { name: new RegExp(record.time) })).toHaveTextContent('v1');
  await user.click(within(panel).getByRole('button', { name: '登记知情同意' }));
  const dialog = await screen.findByRole('dialog', { name: '登记知情同意' });
  expect(within(dialog).getByRole('region', { name: '知情同意书 v2' })).toHaveTextContent(
    '第二版知情同意书',
  );
});
