import '@/test/polyfillMessageChannel';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { confirmPassword, mobileRules, nameRules, settingsPassword } from './rules';
import { expectTexts } from '@/test/storyQueries';

/** The rules inside a real antd Form: the messages reach the screen and required fields are marked. */
function Settings({ onFinish }: { onFinish: (values: unknown) => void }) {
  return (
    <Form onFinish={onFinish}>
      <Form.Item label="姓名" name="name" rules={nameRules}>
        <Input />
      </Form.Item>
      <Form.Item label="手机号" name="mobile" rules={mobileRules}>
        <Input />
      </Form.Item>
      <Form.Item label="新密码" name="password" rules={[settingsPassword]}>
        <Input />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirm"
        dependencies={['password']}
        rules={[confirmPassword()]}
      >
        <Input />
      </Form.Item>
      <Button htmlType="submit">保存设置</Button>
    </Form>
  );
}

test('shows each exact message and submits once fixed', async () => {
  const user = userEvent.setup();
  const onFinish = jest.fn();
  render(<Settings onFinish={onFinish} />);

  await user.type(screen.getByLabelText('新密码'), 'abc');
  await user.type(screen.getByLabelText('确认密码'), 'abd');
  await user.click(screen.getByRole('button', { name: '保存设置' }));

  await expectTexts(document.body, [
    '姓名不能为空',
    '手机号不能为空',
    '请校验密码格式',
    '两次输入的密码不一致',
  ]);
  expect(screen.getByLabelText('姓名')).toBeRequired();
  expect(onFinish).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('姓名'), '张三');
  await user.type(screen.getByLabelText('手机号'), '13812345678');
  await user.clear(screen.getByLabelText('新密码'));
  await user.type(screen.getByLabelText('新密码'), 'abc123');
  await user.clear(screen.getByLabelText('确认密码'));
  await user.type(screen.getByLabelText('确认密码'), 'abc123');
  await user.click(screen.getByRole('button', { name: '保存设置' }));

  await screen.findByRole('button', { name: '保存设置' });
  expect(onFinish).toHaveBeenCalledWith({
    name: '张三',
    mobile: '13812345678',
    password: 'abc123',
    confirm: 'abc123',
  });
});
