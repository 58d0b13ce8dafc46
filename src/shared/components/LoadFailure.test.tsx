import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailure, loadFailureKind } from './LoadFailure';

test.each([
  [undefined, 'notFound'],
  [{ kind: 'business', code: 10404, msg: '任务不存在' }, 'notFound'],
  [{ kind: 'business', code: 10400, msg: '任务ID不能为空' }, 'notFound'],
  [{ kind: 'business', code: 10403, msg: '无权限执行该操作' }, 'forbidden'],
  [{ kind: 'auth', code: 10001, msg: '登录已失效，请重新登录' }, 'forbidden'],
  [{ kind: 'network', msg: '网络异常，请稍后再试' }, 'network'],
  [{ kind: 'timeout', msg: '网络异常，请稍后再试' }, 'network'],
  [{ name: 'TypeError', message: 'x is undefined' }, 'network'],
])('%o is %s', (error, kind) => {
  expect(loadFailureKind(error)).toBe(kind);
});

test('not found shows the page title given; no permission says so; neither offers 重试', () => {
  const { rerender } = render(
    <LoadFailure error={undefined} notFound="量表不存在" onRetry={jest.fn()} />,
  );
  expect(screen.getByText('量表不存在')).toBeInTheDocument();
  rerender(
    <LoadFailure
      error={{ kind: 'business', code: 10403, msg: '无权限执行该操作' }}
      notFound="量表不存在"
      onRetry={jest.fn()}
    />,
  );
  expect(screen.getByText('无权查看')).toBeInTheDocument();
  expect(screen.queryByText('量表不存在')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
});

test('a network failure says 网络异常，请稍后再试 and 重试 asks again', async () => {
  const retry = jest.fn();
  render(
    <LoadFailure error={{ kind: 'timeout', msg: '' }} notFound="量表不存在" onRetry={retry} />,
  );
  expect(screen.getByText('网络异常，请稍后再试')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
