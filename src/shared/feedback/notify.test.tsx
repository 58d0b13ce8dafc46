import { act, render, screen } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { RootMessages } from './RootMessages';
import { toastError } from './notify';

const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

test('a second error replaces the first and stays for its own full time', async () => {
  render(
    <StyleProvider mock="server">
      <RootMessages>
        <p>页面</p>
      </RootMessages>
    </StyleProvider>,
  );
  act(() => toastError('角色名称已存在'));
  expect(await screen.findByText('角色名称已存在')).toBeInTheDocument();
  await wait(2500);
  act(() => toastError('该角色下存在用户，不能删除'));
  await wait(1500);
  // Past the first toast's 3 s: the second is still there, alone.
  expect(screen.getByText('该角色下存在用户，不能删除')).toBeInTheDocument();
  expect(screen.queryByText('角色名称已存在')).not.toBeInTheDocument();
}, 20000);
