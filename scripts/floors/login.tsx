/**
 * The login page's floor (issue 32): React 19 and antd 6 with nothing else, the same fields as
 * /login (account, password, the remember box, the button) in antd's App and zh_CN. No router,
 * no store, no request layer. Built and measured by scripts/benchFloor.ts.
 */
import { App, Button, Checkbox, ConfigProvider, Form, Input } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createRoot } from 'react-dom/client';

interface Values {
  account: string;
  password: string;
  remember: boolean;
}

function LoginForm() {
  const { message } = App.useApp();
  return (
    <main style={{ maxWidth: 360, margin: '120px auto' }}>
      <h1>登录</h1>
      <Form<Values>
        layout="vertical"
        initialValues={{ account: '', password: '', remember: true }}
        onFinish={() => void message.success('登录成功')}
      >
        <Form.Item label="账号" name="account" rules={[{ required: true, message: '请输入账号' }]}>
          <Input autoFocus placeholder="请输入邮箱/用户名" maxLength={50} />
        </Form.Item>
        <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password placeholder="请输入密码" maxLength={32} />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>记住账号</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          登录
        </Button>
      </Form>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
    <App>
      <LoginForm />
    </App>
  </ConfigProvider>,
);
