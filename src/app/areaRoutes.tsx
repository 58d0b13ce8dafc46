import type { RouteObject } from 'react-router-dom';
import { MENU_TREE } from '@/shared/layout/menuTree';
import { LazyNotOpenPage } from '@/shared/layout/lazyPages';
import type { RouteHandle } from './routeHandle';
import { scaleDataRoutes } from '@/features/scale-data/routes';
import { recommendRoutes } from '@/features/recommend/routes';
import { categoryRoutes } from '@/features/category/routes';
import { distributionRoutes } from '@/features/distribution/routes';
import { tagRoutes } from '@/features/tag/routes';
import { questionnaireRoutes } from '@/features/questionnaire/routes';
import { taskRoutes } from '@/features/task/routes';
import { scaleRoutes } from '@/features/scale/routes';
import { accountRoutes } from '@/features/account/routes';
import { organisationRoutes } from '@/features/organisation/routes';
import { roleRoutes } from '@/features/role/routes';
import { cooperationRoutes } from '@/features/cooperation/routes';
import { expertRoutes } from '@/features/expert/routes';
import { consultRoutes } from '@/features/consult/routes';
import { customerRoutes } from '@/features/customer/routes';
import { problemTypeRoutes } from '@/features/problem-type/routes';
import { consultEntryRoutes } from '@/features/consult-entry/routes';
import { scheduleRoutes } from '@/features/schedule/routes';
import { hotlineRoutes } from '@/features/hotline/routes';
import { todoRoutes } from '@/features/todo/routes';
import { followUpRoutes } from '@/features/follow-up/routes';
import { orderConfigRoutes } from '@/features/order-config/routes';
import { bannerRoutes } from '@/features/banner/routes';
import { smsLogRoutes } from '@/features/sms-log/routes';
import { partnerRoutes } from '@/features/partner/routes';
import { feeRoutes } from '@/features/fee/routes';
import { formTemplateRoutes } from '@/features/form-template/routes';
import { customFieldRoutes } from '@/features/custom-field/routes';
import { statisticsRoutes } from '@/features/statistics/routes';

/** Every area's routes, joined here; each area exports its own from `features/<area>/routes.tsx`. */
const builtAreas: RouteObject[] = [
  ...scaleDataRoutes,
  ...recommendRoutes,
  ...categoryRoutes,
  ...distributionRoutes,
  ...tagRoutes,
  ...scaleRoutes,
  ...accountRoutes,
  ...organisationRoutes,
  ...roleRoutes,
  ...questionnaireRoutes,
  ...taskRoutes,
  ...cooperationRoutes,
  ...expertRoutes,
  ...consultRoutes,
  ...customerRoutes,
  ...problemTypeRoutes,
  ...consultEntryRoutes,
  ...scheduleRoutes,
  ...hotlineRoutes,
  ...todoRoutes,
  ...followUpRoutes,
  ...orderConfigRoutes,
  ...bannerRoutes,
  ...smsLogRoutes,
  ...partnerRoutes,
  ...feeRoutes,
  ...formTemplateRoutes,
  ...customFieldRoutes,
  ...statisticsRoutes,
];

function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [route.path ?? '', ...pathsOf(route.children ?? [])]);
}

/** Menu pages no area has built yet answer a page saying so, rather than a 404. */
function notOpenRoutes(built: RouteObject[]): RouteObject[] {
  const builtPaths = new Set(pathsOf(built).map((path) => `/${path.replace(/^\//, '')}`));
  return MENU_TREE.flatMap((top) => top.childrens ?? [])
    .filter((page) => page.path !== '/' && !builtPaths.has(page.path))
    .map((page) => {
      const handle: RouteHandle = { title: page.name, perm: page.code, menuCode: page.code };
      return { path: page.path.slice(1), handle, element: <LazyNotOpenPage title={page.name} /> };
    });
}

export const areaRoutes: RouteObject[] = [...builtAreas, ...notOpenRoutes(builtAreas)];
