import '@/test/polyfillMessageChannel';
import { App, Button } from 'antd';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
