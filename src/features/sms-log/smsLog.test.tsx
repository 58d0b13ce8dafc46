import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectHeaderSort } from '@/test/headerSort';
import { renderPage } from '@/test/renderPage';
import { maskMobile } from '@/shared/utils/format';
import { createMockApp } from '../../../mock/app';
import { smsLogRows } from '../../../mock/counselling/smsHistory';
import { call, loginAs } from '../../../mock/testing';

const dataRows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

test('短信记录: the organisation’s SMS newest first with masked mobiles, filtered by type and mobile', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/operate/sms-log', { account: 'admin01' });
  // Read after the first answer: the request runs what the clock made due, SMS included.
  expect(await screen.findByText(/^共\d+条数据$/)).toBeInTheDocument();
  const own = smsLogRows(mock.db).filter((row) => row.orgId === mock.db.qaOrgs.comprehensive);
  expect(own.length).toBeGreaterThanOrEqual(10000);
  expect(screen.getByText(`共${own.length}条数据`)).toBeInTheDocument();
  const newest = [...own].sort((a, b) => b.createTime.localeCompare(a.createTime))[0];
  await waitFor(() => expect(cells(dataRows()[0])[6]).toBe(newest.createTime));
  for (const row of dataRows()) {
    const [mobile, , , , status, failReason] = cells(row);
    expect(mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(['成功', '失败']).toContain(status);
    if (status === '成功') expect(failReason).toBe('/');
    else expect(failReason).not.toBe('/');
  }

  const crisis = own.filter((row) => row.bizType === 'crisis');
  expect(crisis.length).toBeGreaterThan(0);
  await user.click(screen.getByRole('combobox', { name: '业务类型' }));
  await user.click(await screen.findByTitle('危机通知'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText(`共${crisis.length}条数据`)).toBeInTheDocument();
  dataRows().forEach((row) => expect(cells(row)[1]).toBe('危机通知'));

  const { mobile } = own[0];
  const sameMobile = own.filter((row) => row.mobile === mobile);
  await user.click(screen.getByRole('button', { name: '重置' }));
  await user.type(screen.getByLabelText('手机号'), mobile);
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText(`共${sameMobile.length}条数据`)).toBeInTheDocument();
  dataRows().forEach((row) => expect(cells(row)[0]).toBe(maskMobile(mobile)));
});

test('短信记录 shows operator01’s password-retrieval code masked, never its digits', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const checked = await call<{ details: string }>(mock, {
    method: 'POST',
    path: '/server-platform/web/user/validAccount',
    body: { account: 'operator01' },
  });
  await call(mock, {
    method: 'POST',
    path: '/server-platform/web/user/sendMobileVerifiCode',
    query: { details: checked.data.details },
  });
  const sent = mock.db.outbox.at(-1)!;
  await renderPage('/operate/sms-log', { account: 'admin01', mock });
  expect(await screen.findByText(/^共\d+条数据$/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('手机号'), sent.to);
  await user.click(screen.getByRole('combobox', { name: '业务类型' }));
  await user.click(await screen.findByTitle('验证码'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText('共1条数据')).toBeInTheDocument();
  const [, type, template, content] = cells(dataRows()[0]);
  expect([type, template, content]).toEqual([
    '验证码',
    '找回密码验证码',
    '【心晴心理】您的验证码为******，5分钟内有效，请勿泄露给他人。',
  ]);
  expect(screen.queryByText(new RegExp(sent.code))).not.toBeInTheDocument();
});

test('短信记录 shows the code 修改手机号 sent (template 验证码) masked as 您的验证码为******', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const mobile = '13912340016';
  const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
  const answer = await call(mock, {
    method: 'POST',
    path: '/server-platform/web/user/sendMobileVerifiCode',
    query: { mobile },
    token,
  });
  expect(answer.code).toBe(0);
  const sent = mock.db.outbox.find((entry) => entry.to === mobile)!;
  expect(sent.text).toContain(`您的验证码为${sent.code}`);
  await renderPage('/operate/sms-log', { account: 'admin01', mock });
  expect(await screen.findByText(/^共\d+条数据$/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('手机号'), mobile);
  await user.click(screen.getByRole('button', { name: '查询' }));
  expect(await screen.findByText('共1条数据')).toBeInTheDocument();
  expect(cells(dataRows()[0]).slice(0, 4)).toEqual([
    '139****0016',
    '验证码',
    '验证码',
    sent.text.replace(sent.code, '******'),
  ]);
  expect(dataRows()[0]).toHaveTextContent('您的验证码为******');
  expect(screen.queryByText(new RegExp(sent.code))).not.toBeInTheDocument();
});

test('短信记录 sorts by 发送时间 from its header: the call asks the mock for it and the address keeps it', () =>
  expectHeaderSort({
    route: '/operate/sms-log',
    as: { account: 'admin01' },
    call: '/smsLog/page',
    column: /发送时间/,
    field: 'createTime',
  }));
