import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectHeaderSort } from '@/test/headerSort';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';

test('security settings: the mobile is masked; a new mobile is changed with the code from the outbox', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/grxx/grzl?tab=security', { account: 'operator01' });
  const panel = await screen.findByRole('table', {}, { timeout: 30000 });
  expect(panel).toHaveTextContent(/138\*{4}0002/);

  await user.click(screen.getByRole('button', { name: '修改手机号' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
  expect(await within(dialog).findByText('手机号不能为空')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('新手机号'), '1391234');
  await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
  await expectTexts(dialog, ['手机号格式不正确', '验证码不能为空']);
  await user.type(within(dialog).getByLabelText('新手机号'), '5678');
  await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText('验证码发送成功')).toBeInTheDocument();
  expect(await within(dialog).findByRole('button', { name: /59s后重新获取/ })).toBeDisabled();

  await user.type(
    within(dialog).getByLabelText('验证码'),
    '000000' === mock.db.outbox[0].code ? '111111' : '000000',
  );
  await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
  expect(await screen.findByText('验证码错误')).toBeInTheDocument();
  const code = mock.db.outbox.find((entry) => entry.to === '13912345678')?.code ?? '';
  await user.clear(within(dialog).getByLabelText('验证码'));
  await user.type(within(dialog).getByLabelText('验证码'), code);
  await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
  expect(await screen.findByText('手机号修改成功')).toBeInTheDocument();
  expect(await screen.findByText(/139\*{4}5678/)).toBeInTheDocument();
});

test('security settings: a new password must match its confirmation; 密码修改成功', async () => {
  const user = userEvent.setup();
  await renderPage('/grxx/grzl?tab=security', { account: 'operator01' });
  await user.click(await screen.findByRole('button', { name: '修改密码' }, { timeout: 30000 }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('新密码'), 'abc');
  await user.type(within(dialog).getByLabelText('确认密码'), 'abd');
  await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
  await expectTexts(dialog, ['请校验密码格式', '两次输入的密码不一致']);
  await user.clear(within(dialog).getByLabelText('新密码'));
  await user.clear(within(dialog).getByLabelText('确认密码'));
  await user.type(within(dialog).getByLabelText('新密码'), 'abc123456');
  await user.type(within(dialog).getByLabelText('确认密码'), 'abc123456');
  await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
  expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
});

test('basic data: an expert cannot edit name, sex or birthday; an operator saves with 编辑资料成功', async () => {
  const user = userEvent.setup();
  const view = await renderPage('/grxx/grzl', { account: 'expert01' });
  expect(await screen.findByLabelText('姓名', {}, { timeout: 30000 })).toBeDisabled();
  view.unmount();

  await renderPage('/grxx/grzl', { account: 'operator01' });
  const name = await screen.findByLabelText('姓名', {}, { timeout: 30000 });
  await user.clear(name);
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('姓名不能为空')).toBeInTheDocument();
  await user.type(name, '李晓雯二');
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('编辑资料成功')).toBeInTheDocument();
});

test('operation log lists the newest operation first', async () => {
  await renderPage('/grxx/czrz', { account: 'operator01' });
  expect(await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 })).toBeInTheDocument();
  const row = screen.getAllByRole('row')[1];
  expect(row).toHaveTextContent('登录系统');
  // all five of the entry (shell spec §3): img as its icon, leftCode 01 as its menu's name
  expect(within(row).getByRole('img', { name: '登录系统' })).toBeInTheDocument();
  expect(row).toHaveTextContent('首页');
  expect(row).toHaveTextContent('/login');
});

test('操作日志 sorts by 操作时间 from its header: the call asks the mock for it and the address keeps it', () =>
  expectHeaderSort({
    route: '/grxx/czrz',
    as: { account: 'operator01' },
    call: '/getOperationLog',
    column: /操作时间/,
    field: 'createTime',
  }));
