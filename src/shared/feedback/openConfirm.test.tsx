import '@/test/polyfillMessageChannel';
import { App, Button, ConfigProvider } from 'antd';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmAction } from './ConfirmAction';
import { openConfirm } from './openConfirm';

function Deleter({ onOk }: { onOk: () => Promise<void> }) {
  const { modal } = App.useApp();
  return (
    <Button onClick={() => void openConfirm(modal, { title: '确定删除吗？', onOk })}>
      删除这一行
    </Button>
  );
}

test('a refused onOk keeps the dialog open and leaves no uncaught rejection', async () => {
  const uncaught: unknown[] = [];
  const record = (reason: unknown) => uncaught.push(reason);
  process.on('unhandledRejection', record);
  try {
    const onOk = jest.fn(() => Promise.reject(new Error('已被引用，不能删除')));
    render(
      <App>
        <Deleter onOk={onOk} />
      </App>,
    );
    await userEvent.click(screen.getByRole('button', { name: '删除这一行' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    // Let antd settle the rejected promise and Node report what nobody handled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: '确定删除吗？' })).toBeVisible();
    expect(uncaught).toEqual([]);
  } finally {
    process.off('unhandledRejection', record);
  }
});

describe('ConfirmAction', () => {
  function Row({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
    // Without motion, as for a user who asked for less (appTheme): no animation outlives a test.
    return (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <ConfirmAction
            title="确定删除“甲”吗？"
            okText="删除"
            cancelText="取消"
            onConfirm={onConfirm}
          >
            <Button type="link">删除甲</Button>
          </ConfirmAction>
          <Button>下一行</Button>
        </App>
      </ConfigProvider>
    );
  }
  // antd marks a closed popover by class only, which jsdom's styles do not hide.
  const isOpen = () =>
    !screen
      .getByText('确定删除“甲”吗？')
      // eslint-disable-next-line testing-library/no-node-access -- antd marks a closed popover by class only
      .closest('.ant-popover')
      ?.classList.contains('ant-popover-hidden');
  const okButton = () => screen.getByRole('button', { name: /^删\s*除$/ });

  test('by keyboard: Enter opens it on 取消, which cancels; focus returns to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Row onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: '删除甲' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: /取\s*消/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('by keyboard: Tab reaches 确定 (the page’s own text), Enter confirms and awaits the action; focus returns', async () => {
    const user = userEvent.setup();
    let settle: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<Row onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: '删除甲' });
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /取\s*消/ })).toHaveFocus());
    await user.tab();
    const ok = okButton();
    expect(ok).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // Open, 确定 busy, until the action settles.
    expect(isOpen()).toBe(true);
    await waitFor(() => expect(ok).toHaveClass('ant-btn-loading'));
    act(() => settle());
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(trigger).toHaveFocus();
  });

  test('Escape closes it and gives focus back; a refused action closes it with no uncaught rejection', async () => {
    const uncaught: unknown[] = [];
    const record = (reason: unknown) => uncaught.push(reason);
    process.on('unhandledRejection', record);
    try {
      const user = userEvent.setup();
      const onConfirm = jest.fn(() => Promise.reject(new Error('已被引用，不能删除')));
      render(<Row onConfirm={onConfirm} />);
      const trigger = screen.getByRole('button', { name: '删除甲' });
      await user.click(trigger);
      await waitFor(() => expect(screen.getByRole('button', { name: /取\s*消/ })).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(isOpen()).toBe(false));
      expect(trigger).toHaveFocus();

      await user.click(trigger);
      await waitFor(() => expect(isOpen()).toBe(true));
      await user.click(okButton());
      await waitFor(() => expect(isOpen()).toBe(false));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
      expect(trigger).toHaveFocus();
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  test('a click on the trigger opens it and a second click closes it; a click elsewhere closes it; the trigger stays the same element', async () => {
    const user = userEvent.setup();
    render(<Row onConfirm={jest.fn()} />);
    const trigger = screen.getByRole('button', { name: '删除甲' });
    expect(screen.queryByText('确定删除“甲”吗？')).not.toBeInTheDocument();
    await user.click(trigger);
    await waitFor(() => expect(isOpen()).toBe(true));
    await user.click(trigger);
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await waitFor(() => expect(isOpen()).toBe(true));
    await user.click(screen.getByRole('button', { name: '下一行' }));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(screen.getByRole('button', { name: '下一行' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '删除甲' })).toBe(trigger);
  });
});
