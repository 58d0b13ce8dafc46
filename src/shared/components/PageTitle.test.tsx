import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageTitle } from './PageTitle';

function renderAt(back?: boolean | string) {
  return render(
    <MemoryRouter initialEntries={['/task', '/task/7']} initialIndex={1}>
      <Routes>
        <Route path="/task" element={<h1>任务列表</h1>} />
        <Route path="/home" element={<h1>首页</h1>} />
        <Route
          path="/task/:id"
          element={<PageTitle title="任务详情" back={back} extra={<Button>编辑任务</Button>} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

test('shows the title as a heading and the extra actions', () => {
  renderAt();
  expect(screen.getByRole('heading', { name: '任务详情' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '编辑任务' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /返回/ })).not.toBeInTheDocument();
});

test('返回 goes back one step', async () => {
  renderAt(true);
  await userEvent.click(screen.getByRole('button', { name: /返回/ }));
  expect(await screen.findByRole('heading', { name: '任务列表' })).toBeInTheDocument();
});

test('返回 goes to a given path', async () => {
  renderAt('/home');
  await userEvent.click(screen.getByRole('button', { name: /返回/ }));
  expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
});
