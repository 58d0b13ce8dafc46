/**
 * Renders one page as the shell would hold it, without the shell: the real store logged in
 * through the real calls, the real providers and router, the shell's own page table (every
 * area, so a page's links to its neighbours work) behind the same permission gate, and no
 * header, menu or visited tabs. A page's filters, dialogs, messages, payloads and permissions
 * by code are tested here; a flow through the shell is a browser story (docs/testing.md).
 */
import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
// The shell's locale for moment, which its pages' date pickers and labels read.
import 'moment/locale/zh-cn';
import AppFrame from '@/app/AppFrame';
import { loadAppRoutes, withLazyElements } from '@/app/AppRoutes';
import { PermissionGate } from '@/app/layout/PermissionGate';
import { buildShellPages } from '@/app/shellRoutes';
import { RequireIdentity } from '@/shared/session/guards';
import { renderRoutes, type RenderAppOptions, type RenderedApp } from './renderApp';

/** The page's place in the shell: what HomeShell wraps around its outlet, minus the frame. */
function PageOnly() {
  return (
    <Suspense fallback={null}>
      <PermissionGate />
    </Suspense>
  );
}

let pageTable: RouteObject[] | undefined;

/** The shell's pages under `/`; /login stands for the login page a page may send the user to. */
function pageRoutes(): RouteObject[] {
  pageTable ??= withLazyElements([
    {
      element: <AppFrame />,
      children: [
        {
          path: '/',
          element: <RequireIdentity />,
          children: [{ element: <PageOnly />, children: buildShellPages() }],
        },
        { path: '/login', element: <h1>登录</h1> },
        { path: '/loginChoose', element: <h1>选择登录身份</h1> },
      ],
    },
  ]);
  return pageTable;
}

function PageRoutes() {
  return useRoutes(pageRoutes());
}

export async function renderPage(
  route: string,
  options: Omit<RenderAppOptions, 'route'> = {},
): Promise<RenderedApp> {
  // The permission gate reads the route handles from the console's whole table.
  await loadAppRoutes();
  return renderRoutes(<PageRoutes />, { ...options, route });
}
