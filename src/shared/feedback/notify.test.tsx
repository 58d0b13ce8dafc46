import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AppFrame from '@/app/AppFrame';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { RootMessages, useRootMessage } from './RootMessages';
import { setPageToaster, setToaster, toastError } from './notify';

/** The toasts' own clock moved on by `ms` (fake timers: the test does not wait 4 s for real). */
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

test('a second error replaces the first and stays for its own full time', async () => {
  jest.useFakeTimers();
  render(
    <RootMessages>
      <p>页面</p>
    </RootMessages>,
  );
  act(() => toastError('角色名称已存在'));
  expect(await screen.findByText('角色名称已存在')).toBeInTheDocument();
  await wait(2500);
  act(() => toastError('该角色下存在用户，不能删除'));
  await wait(1500);
  // Past the first toast's 3 s: the second is still there, alone.
  expect(screen.getByText('该角色下存在用户，不能删除')).toBeInTheDocument();
  expect(screen.queryByText('角色名称已存在')).not.toBeInTheDocument();
  // And it goes in its turn.
  await wait(2000);
  expect(screen.queryByText('该角色下存在用户，不能删除')).not.toBeInTheDocument();
});

afterEach(() => jest.useRealTimers());

/** The first toast of a fresh root stack, asked for before antd's message code has loaded. */
async function earlyToast(duration: number): Promise<{ handle?: MessageType }> {
  let handle: MessageType | undefined;
  function Early() {
    const message = useRootMessage();
    const save = () => {
      handle = message.success('已保存', duration);
    };
    return <button onClick={save}>保存</button>;
  }
  render(
    <RootMessages>
      <Early />
    </RootMessages>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('已保存')).toBeInTheDocument();
  // In a box: an async function's answer that is a thenable would be waited for instead.
  return { handle };
}

test('a toast asked for before the root stack has loaded closes by its handle', async () => {
  const { handle } = await earlyToast(30);
  act(() => {
    handle?.();
  });
  await waitFor(() => expect(screen.queryByText('已保存')).not.toBeInTheDocument());
});

test('a toast asked for before the root stack has loaded settles as it closes', async () => {
  const { handle } = await earlyToast(0.5);
  const settled = jest.fn();
  void handle?.then(settled);
  await waitFor(() => expect(settled).toHaveBeenCalledWith(true), { timeout: 4000 });
  // antd settles the handle in the notice's onClose; React removes the notice in a render of its
  // own after that, which a loaded machine may not have run yet.
  await waitFor(() => expect(screen.queryByText('已保存')).not.toBeInTheDocument());
});

/** Opens toasts of every kind, one after the other, on the stack `useStack` gives. */
function Toasts({ useStack }: { useStack: () => MessageInstance }) {
  const message = useStack();
  return (
    <>
      <button onClick={() => void message.success('保存成功')}>成功</button>
      <button onClick={() => void message.info('已复制')}>提示</button>
      <button onClick={() => void message.warning('机构待审核')}>警告</button>
      <button onClick={() => void message.error('复制失败')}>错误</button>
      <button onClick={() => toastError('网络异常，请稍后再试')}>请求失败</button>
    </>
  );
}

const TEXTS = ['保存成功', '已复制', '机构待审核', '复制失败', '网络异常，请稍后再试'];
const BUTTONS = ['成功', '提示', '警告', '错误', '请求失败'];

/** Clicks every button in turn; after each, only that toast is on screen. */
async function expectOneAtATime() {
  const user = userEvent.setup();
  for (const [index, button] of BUTTONS.entries()) {
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(TEXTS[index])).toBeInTheDocument();
    await waitFor(() =>
      expect(TEXTS.filter((text) => screen.queryByText(text) !== null)).toEqual([TEXTS[index]]),
    );
  }
}

test('the root stack shows one toast at a time, whatever its kind', async () => {
  render(
    <AppProviders store={makeStore()}>
      <Toasts useStack={useRootMessage} />
    </AppProviders>,
  );
  await expectOneAtATime();
}, 30000);

test("inside AppFrame, the page's toasts and the request layer's errors share one place", async () => {
  render(
    <AppProviders store={makeStore()}>
      <MemoryRouter>
        <Routes>
          <Route element={<AppFrame />}>
            <Route index element={<Toasts useStack={() => App.useApp().message} />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  await expectOneAtATime();
}, 30000);

test("an error that outlives the page (10001) goes on the root stack and clears the page's", () => {
  const root = { error: jest.fn(), destroy: jest.fn() };
  const page = { error: jest.fn(), destroy: jest.fn() };
  setToaster(root);
  setPageToaster(page);
  try {
    toastError('登录已失效，请重新登录', { outlivesPage: true });
    expect(page.destroy).toHaveBeenCalledWith();
    expect(page.error).not.toHaveBeenCalled();
    expect(root.error).toHaveBeenCalledWith(
      expect.objectContaining({ content: '登录已失效，请重新登录' }),
    );
  } finally {
    setToaster(null);
    setPageToaster(null);
  }
});
