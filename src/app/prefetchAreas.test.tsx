import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { SideMenu } from '@/app/layout/SideMenu';
import { useListBusy } from '@/shared/components/SearchTable';
import { MENU_TREE, type MenuNode } from '@/shared/menu/menuTree';
import { visibleMenu } from '@/shared/menu/visibleMenu';
import { initialSessionState } from '@/shared/session/sessionSlice';
import type { UserDetails } from '@/shared/session/types';
import { areaRoutes } from './areaRoutes';
import {
  browserIdle,
  menuPageLoaders,
  PREFETCH_BATCH,
  prefetchMenuGroup,
  prefetchWhenIdle,
  type IdleScheduler,
} from './prefetchAreas';
import { makeStore } from './store';

const evaluated: string[] = [];
jest.mock('@/features/scale-data/ScaleDataListPage', () => {
  evaluated.push('量表数据');
  return { __esModule: true, default: () => null };
});

const group = (code: string, paths: string[]): MenuNode => ({
  id: code,
  code,
  name: code,
  path: `/${code}`,
  isShow: true,
  childrens: paths.map((path) => ({ id: path, code: path, name: path, path, isShow: true })),
});

function routesWith(paths: string[]): { routes: RouteObject[]; loaders: jest.Mock[] } {
  const loaders = paths.map(() => jest.fn(() => Promise.resolve({ element: null })));
  return { routes: paths.map((path, i) => ({ path: path.slice(1), lazy: loaders[i] })), loaders };
}

test('a menu group stands for the lazy loaders of its pages, the very ones the route table holds', () => {
  const assessment = MENU_TREE.filter((node) => node.code === '17');
  const loaders = menuPageLoaders(assessment);
  const scaleData = areaRoutes.find((route) => route.path === 'selfScale/scaleData');
  expect(loaders).toContain(scaleData?.lazy);
  expect(loaders).toHaveLength(assessment[0].childrens?.length ?? 0);
});

test('pages load in idle periods, a few at a time, each once, and stop when told', async () => {
  const paths = ['/a', '/b', '/c', '/d', '/e', '/f', '/g'];
  const { routes, loaders } = routesWith(paths);
  const idle: Array<() => void> = [];
  const schedule: IdleScheduler = (task) => {
    idle.push(task);
    return () => idle.splice(idle.indexOf(task), 1);
  };
  // The group of '/b' was opened from the menu before the browser went idle.
  prefetchMenuGroup([group('y', ['/b'])], 'y', routes);
  const stop = prefetchWhenIdle(menuPageLoaders([group('x', paths)], routes), schedule);
  expect(loaders.map((loader) => loader.mock.calls.length)).toEqual([0, 1, 0, 0, 0, 0, 0]);
  idle.shift()?.();
  expect(PREFETCH_BATCH).toBe(3);
  expect(loaders.map((loader) => loader.mock.calls.length)).toEqual([1, 1, 1, 0, 0, 0, 0]);
  await waitFor(() => expect(idle).toHaveLength(1));
  idle.shift()?.();
  expect(loaders.map((loader) => loader.mock.calls.length)).toEqual([1, 1, 1, 1, 1, 1, 0]);
  await waitFor(() => expect(idle).toHaveLength(1));
  stop();
  expect(idle).toHaveLength(0);
  expect(loaders[6]).not.toHaveBeenCalled();
});

test('opening a group in the side menu starts loading its pages', async () => {
  const user = userEvent.setup();
  const codes = ['17', '17-01-06'];
  const customerOrg = { id: 'u1', name: '测试', userType: 1, orgType: 2 } as UserDetails;
  const store = makeStore({
    ...initialSessionState(),
    userDetails: customerOrg,
    btnCodeList: codes,
    codesLoaded: true,
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <SideMenu />
      </MemoryRouter>
    </Provider>,
  );
  expect(evaluated).toEqual([]);
  const menu = screen.getByRole('menu', { name: '主菜单' });
  await user.click(within(menu).getByRole('menuitem', { name: /量表管理/ }));
  await waitFor(() => expect(evaluated).toEqual(['量表数据']));
  // Opened again: nothing is asked twice.
  prefetchMenuGroup(visibleMenu(MENU_TREE, codes, 2), '17');
  expect(evaluated).toEqual(['量表数据']);
});

test('an idle period while a list loads or hands out rows waits for the list, then for another', () => {
  const periods: Array<() => void> = [];
  const { requestIdleCallback, cancelIdleCallback } = window;
  window.requestIdleCallback = (callback) => periods.push(() => callback({} as IdleDeadline));
  window.cancelIdleCallback = () => {};
  function List({ busy }: { busy: boolean }) {
    useListBusy(busy);
    return null;
  }
  try {
    const { rerender } = render(<List busy />);
    const task = jest.fn();
    browserIdle(task);
    periods.shift()?.();
    expect(task).not.toHaveBeenCalled();
    expect(periods).toHaveLength(0);
    rerender(<List busy={false} />);
    expect(task).not.toHaveBeenCalled();
    periods.shift()?.();
    expect(task).toHaveBeenCalledTimes(1);
  } finally {
    window.requestIdleCallback = requestIdleCallback;
    window.cancelIdleCallback = cancelIdleCallback;
  }
});
