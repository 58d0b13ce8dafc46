import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Crumb } from '@/shared/menu/routeTrail';
import { RouteTrailContext } from '@/shared/routing/routeTrailContext';
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

function renderWithTrail(trail: Crumb[]) {
  return render(
    <MemoryRouter initialEntries={['/consult/orders/12']}>
      <RouteTrailContext value={trail}>
        <Routes>
          <Route path="/consult/orders" element={<h1>咨询订单列表</h1>} />
          <Route path="/consult/orders/:id" element={<PageTitle title="订单 12" back />} />
        </Routes>
      </RouteTrailContext>
    </MemoryRouter>,
  );
}

test('the breadcrumb: a nav named 当前位置, steps above the page as links, the page as aria-current text', async () => {
  renderWithTrail([
    { title: '咨询管理' },
    { title: '咨询订单', path: '/consult/orders' },
    { title: '订单详情' },
  ]);
  const nav = screen.getByRole('navigation', { name: '当前位置' });
  const items = within(nav)
    .getAllByRole('listitem')
    .filter((item) => item.textContent !== '/');
  expect(items.map((item) => item.textContent)).toEqual(['咨询管理', '咨询订单', '订单详情']);
  // The group is not a page: text, no link.
  expect(within(nav).queryByRole('link', { name: '咨询管理' })).not.toBeInTheDocument();
  const current = within(nav).getByText('订单详情');
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(within(nav).queryByRole('link', { name: '订单详情' })).not.toBeInTheDocument();
  expect(within(nav).getAllByRole('link')).toHaveLength(1);
  // The title is still the page's one h1, below its trail.
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await userEvent.click(within(nav).getByRole('link', { name: '咨询订单' }));
  expect(await screen.findByRole('heading', { name: '咨询订单列表' })).toBeInTheDocument();
});

test('no breadcrumb for a trail of the page alone, nor outside the shell', () => {
  const { unmount } = renderWithTrail([{ title: '订单详情' }]);
  expect(screen.getByRole('heading', { level: 1, name: '订单 12' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  unmount();
  renderAt();
  expect(screen.getByRole('heading', { name: '任务详情' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
