import { useLayoutEffect, useState } from 'react';
import { Button, Checkbox, Form, theme } from 'antd';
// antd's `Input` carries Search, TextArea, OTP and Group as statics, 5.8 KB gzip that the login
// page never shows; its two components come from their own modules (as antd's own code does).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/shared/store/hooks';
import { preloadRootMessages, useRootMessage } from '@/shared/feedback/RootMessages';
import { armSessionExpiry, preloadTransport } from '@/shared/request/client';
import { loginOutcome } from '@/shared/session/accessRules';
import { logIn, type LoginForm } from '@/shared/session/sessionApi';
import { loggedIn } from '@/shared/session/sessionSlice';
import { readLoginBox, writeLoginBox, writeRegisterInfo } from '@/shared/session/storage';
import { accountRules, passwordRules } from '@/shared/validation/rules';
import { PLATFORM_NAME } from '@/shared/brand/brand';
import './login.css';
import { finishCleaned } from '@/shared/validation/leadToFirstError';
import { takeBootLogin } from './bootHandover';

interface LoginValues extends LoginForm {
  remember: boolean;
}

/** What 登录 needs and the first load does without: the request layer and the toasts' code. */
function preloadForSubmit() {
  preloadTransport();
  preloadRootMessages();
}

/** /login: account, password and a box that remembers the account (never the password). */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const message = useRootMessage();
  const [submitting, setSubmitting] = useState(false);
  const memory = readLoginBox();
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginValues>();

  // index.html drew this form before the script ran (bootLogin.ts): take over what was typed in
  // it, its focus and caret and a press of 登录, and remove it before the browser paints this one.
  useLayoutEffect(() => {
    const boot = takeBootLogin();
    if (!boot) return;
    // The fields' inputs hold the typed text before the store does, so the render that follows
    // finds it there and leaves the caret where it is.
    for (const name of ['account', 'password'] as const) {
      const input = document.getElementById(name);
      if (input instanceof HTMLInputElement) input.value = boot.values[name];
    }
    form.setFieldsValue(boot.values);
    const input = boot.focus && document.getElementById(boot.focus.field);
    if (boot.focus && input instanceof HTMLInputElement) {
      input.focus();
      const { start, end } = boot.focus;
      if (start !== null && end !== null) input.setSelectionRange(start, end);
    }
    if (boot.used || boot.submitted) preloadForSubmit();
    if (boot.submitted) form.submit();
  }, [form]);

  async function submit({ account, password, remember }: LoginValues) {
    if (submitting) return;
    setSubmitting(true);
    const trimmed = account.trim();
    try {
      const user = await logIn({ account: trimmed, password });
      writeLoginBox({ remember, account: trimmed });
      const outcome = loginOutcome(user);
      if (outcome.kind === 'refused') {
        message.error(outcome.message);
        return;
      }
      if (outcome.kind === 'register') {
        if (user.registerInfo)
          writeRegisterInfo({ ...user.registerInfo, account: trimmed, token: user.token });
        void navigate(outcome.to);
        return;
      }
      armSessionExpiry();
      dispatch(loggedIn(user));
      message.success(outcome.message);
      const redirect = searchParams.get('redirect');
      void navigate(
        redirect ? `/loginChoose?redirect=${encodeURIComponent(redirect)}` : '/loginChoose',
      );
    } catch {
      // The request layer has shown the platform's message; what was typed stays.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <p className="login-brand" style={{ color: token.colorPrimary }}>
          {PLATFORM_NAME}
        </p>
        <h1 id="login-title" className="login-title">
          登录
        </h1>
        <Form<LoginValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ account: memory.account, password: '', remember: memory.remember }}
          onFinish={finishCleaned(submit, ['password'])}
          // The request layer (axios, signer) and antd's toasts are not in this page's first
          // load: they start loading as soon as the form is used (a key or a pointer pressed in it), well before
          // 登录 needs it. Not on focus: 账号 takes focus when the page opens.
          onKeyDown={preloadForSubmit}
          onPointerDown={preloadForSubmit}
        >
          <Form.Item label="账号" name="account" rules={accountRules}>
            <Input
              autoFocus
              autoComplete="username"
              placeholder="请输入邮箱/用户名"
              maxLength={50}
            />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={passwordRules}>
            <Password autoComplete="current-password" placeholder="请输入密码" maxLength={32} />
          </Form.Item>
          <div className="login-options">
            <Form.Item name="remember" valuePropName="checked" noStyle>
              <Checkbox>记住账号</Checkbox>
            </Form.Item>
            <Link to="/retrieve-password">忘记密码</Link>
          </div>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form>
      </section>
    </main>
  );
}
