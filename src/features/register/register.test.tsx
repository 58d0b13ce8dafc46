import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { readRegisterInfo } from '@/shared/session/storage';
import '@/test/imageCropUnderJest';
import { renderApp } from '@/test/renderApp';

/** Resubmits as a user does: once the picked image shows in its card and 重新提交 is enabled again. */
async function submitOnceUploaded(user: UserEvent) {
  expect(
    await screen.findByRole('img', { name: /\.png$/ }, { timeout: 10000 }),
  ).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: '重新提交' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

test('retrieve a password: account, code by mobile from the outbox, new password, back to login', async () => {
  const user = userEvent.setup();
  const { mock, currentPath } = await renderApp({ route: '/retrieve-password' });
  await user.type(await screen.findByLabelText('账号', {}, { timeout: 30000 }), 'nobody99');
  await user.click(screen.getByRole('button', { name: '下一步' }));
  expect(await screen.findByText('账号不存在')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('账号'));
  await user.type(screen.getByLabelText('账号'), 'operator01');
  await user.click(screen.getByRole('button', { name: '下一步' }));
  expect(await screen.findByText(/手机验证（138\*{4}0002）/)).toBeInTheDocument();
  expect(currentPath().split('?')[0]).toBe('/retrieve-password/rp-step2');

  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText('验证码发送成功')).toBeInTheDocument();
  const code = mock.db.outbox.at(-1)?.code ?? '';
  await user.type(screen.getByLabelText('验证码'), code);
  await user.click(screen.getByRole('button', { name: '下一步' }));
  expect(await screen.findByLabelText('新密码')).toBeInTheDocument();
  expect(currentPath().split('?')[0]).toBe('/retrieve-password/rp-step5');

  await user.type(screen.getByLabelText('新密码'), 'abc123456');
  await user.type(screen.getByLabelText('确认密码'), 'abc123457');
  await user.click(screen.getByRole('button', { name: '确认修改' }));
  expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('确认密码'));
  await user.type(screen.getByLabelText('确认密码'), 'abc123456');
  await user.click(screen.getByRole('button', { name: '确认修改' }));
  expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/login'));
});

test('a refused organisation registration: log in, see why, correct it, resubmit, then review', async () => {
  const user = userEvent.setup();
  const { mock, currentPath } = await renderApp({ route: '/login' });
  await user.type(await screen.findByLabelText('账号', {}, { timeout: 30000 }), 'rejectorg01');
  await user.type(screen.getByLabelText('密码'), 'Test@1234');
  await user.click(screen.getByRole('button', { name: '登录' }));
  expect(
    await screen.findByText(
      '未通过原因：营业执照照片不清晰，请重新上传后再提交审核',
      {},
      { timeout: 30000 },
    ),
  ).toBeInTheDocument();
  expect(currentPath()).toBe('/registerStep3');
  // The login token stands in for the password: the form does not ask for it again.
  expect(screen.queryByLabelText('登录密码')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '重新提交' }));
  expect(await screen.findByText('请上传营业执照')).toBeInTheDocument();
  const account = [...mock.db.accounts.values()].find((row) => row.username === 'rejectorg01');
  expect(account?.status).toBe(1);

  // The public user list (decision 0020): another account's mobile or mail is said at its field.
  await user.clear(screen.getByLabelText('手机号'));
  await user.type(screen.getByLabelText('手机号'), '13800000001');
  expect(await screen.findByText('该手机号已被其他账号使用')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('邮箱'));
  await user.type(screen.getByLabelText('邮箱'), 'Admin01@example.com');
  expect(await screen.findByText('该邮箱已被其他账号使用')).toBeInTheDocument();
  // Its own are not another's.
  await user.clear(screen.getByLabelText('手机号'));
  await user.type(screen.getByLabelText('手机号'), '13800000005');
  await user.clear(screen.getByLabelText('邮箱'));
  await user.type(screen.getByLabelText('邮箱'), 'rejectorg01@example.com');
  await waitFor(() => expect(screen.queryByText(/已被其他账号使用/)).not.toBeInTheDocument());

  await user.clear(screen.getByLabelText('机构名称'));
  await user.type(screen.getByLabelText('机构名称'), '明德心理咨询中心');
  const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'licence.png', {
    type: 'image/png',
  });
  await user.upload(screen.getByLabelText<HTMLInputElement>('营业执照'), png);
  await submitOnceUploaded(user);
  expect(await screen.findByText('提交成功，请等待审核')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/registerStep4'));
  expect(account?.status).toBe(0);
  expect(account?.registerInfo).toMatchObject({ name: '明德心理咨询中心', reason: '' });
  expect(account?.registerInfo?.image).toMatch(/^\/files\//);
  expect(readRegisterInfo()).toBeNull();
});

test('registration info stored without its login token asks to log in again', async () => {
  sessionStorage.setItem(
    'REGISTER_INFO',
    JSON.stringify({
      kind: 'expert',
      reason: '资格证书已过期',
      name: '林晓',
      mobile: '13800000006',
      mail: 'rejectexpert01@example.com',
      account: 'rejectexpert01',
    }),
  );
  await renderApp({ route: '/expertStep3' });
  expect(
    await screen.findByText('登录信息已失效，请返回登录后再修改资料。', {}, { timeout: 30000 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重新提交' })).not.toBeInTheDocument();
});

test('a refused expert registration: /expertStep3 sends the certificate through registerExpert', async () => {
  const user = userEvent.setup();
  const { mock, currentPath } = await renderApp({ route: '/login' });
  await user.type(await screen.findByLabelText('账号', {}, { timeout: 30000 }), 'rejectexp01');
  await user.type(screen.getByLabelText('密码'), 'Test@1234');
  await user.click(screen.getByRole('button', { name: '登录' }));
  await waitFor(() => expect(currentPath()).toBe('/expertStep3'));
  const account = [...mock.db.accounts.values()].find((row) => row.username === 'rejectexp01');
  const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'cert.png', {
    type: 'image/png',
  });
  await user.upload(await screen.findByLabelText<HTMLInputElement>('资格证书'), png);
  await submitOnceUploaded(user);
  expect(await screen.findByText('提交成功，请等待审核')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/registerStep4'));
  expect(account?.status).toBe(0);
  expect(account?.registerInfo).toMatchObject({ kind: 'expert', reason: '' });
});
