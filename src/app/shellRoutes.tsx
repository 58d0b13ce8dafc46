import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { RequireIdentity, RequireToken } from '@/shared/session/guards';
import { LazyNotFoundPage } from '@/app/layout/lazyPages';
import AppFrame from './AppFrame';
import { areaRoutes } from './areaRoutes';
import { menuHandle, routeHandle as handle } from '@/shared/routing/routeHandle';

const page =
  <T,>(load: () => Promise<{ default: React.ComponentType<T> }>, props?: T) =>
  async () => {
    const { default: Component } = await load();
    return { element: <Component {...(props as T & React.JSX.IntrinsicAttributes)} /> };
  };

/** The footer's pages, each an InfoPage whose topic is its path, with their titles. */
const INFO_PAGES = {
  about: '关于我们',
  contact: '联系我们',
  'resource-cooperation': '资源合作',
  feedback: '意见反馈',
};

/**
 * Every page but /login (shell spec §2). AppRoutes loads this module, with the area route
 * tables and the menu tree, the first time a path other than /login is opened, so none of it
 * is in the login page's first load.
 */
export function buildShellRoutes(): RouteObject[] {
  return [
    {
      // antd's App (modal, notification) for every page but /login, in this chunk with the routes.
      element: <AppFrame />,
      children: [
        {
          element: <RequireToken />,
          children: [
            {
              path: '/loginChoose',
              handle: handle('选择登录身份'),
              lazy: page(() => import('@/features/login/LoginChoosePage')),
            },
          ],
        },
        // Registration through this route is not offered (shell spec §2: exists but unused).
        { path: '/register', element: <Navigate to="/login" replace /> },
        {
          path: '/registerStep4',
          handle: handle('注册审核中'),
          lazy: page(() => import('@/features/register/RegisterStatusPage'), {
            variant: 'pending' as const,
          }),
        },
        {
          path: '/registerStep3',
          handle: handle('机构注册'),
          lazy: page(() => import('@/features/register/RegisterStatusPage'), {
            variant: 'rejected-org' as const,
          }),
        },
        {
          path: '/expertStep3',
          handle: handle('专家注册'),
          lazy: page(() => import('@/features/register/RegisterStatusPage'), {
            variant: 'rejected-expert' as const,
          }),
        },
        {
          path: '/retrieve-password/:step?',
          handle: handle('找回密码'),
          lazy: page(() => import('@/features/register/RetrievePasswordPage')),
        },
        {
          path: '/',
          element: <RequireIdentity />,
          children: [
            {
              lazy: async () => ({
                Component: (await import('@/app/layout/HomeShell')).default,
              }),
              children: buildShellPages(),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The pages inside the shell (HomeShell's outlet): the workbench, every area, the pages of the
 * header's menus and 页面不存在. A page test renders them without the shell (src/test/renderPage.tsx).
 */
export function buildShellPages(): RouteObject[] {
  return [
    {
      index: true,
      handle: handle('工作台', { menuCode: '01-01-01' }),
      lazy: page(() => import('@/features/home/WorkbenchPage')),
    },
    ...areaRoutes,
    {
      path: 'grxx/zyjg',
      handle: handle('转移机构', { adminOnly: true }),
      lazy: page(() => import('@/features/organisation/TransferOrgPage')),
    },
    {
      path: 'om/om-query-details/om-details/:id/:flag',
      handle: menuHandle('机构详情', '02-01-01'),
      lazy: page(() => import('@/features/organisation/OrgDetailPage')),
    },
    ...Object.entries(INFO_PAGES).map(([topic, title]) => ({
      path: topic,
      handle: handle(title),
      lazy: page(() => import('@/features/info/InfoPage'), { topic }),
    })),
    { path: '*', handle: handle('页面不存在'), element: <LazyNotFoundPage /> },
  ];
}
