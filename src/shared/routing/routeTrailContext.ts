import { createContext, useContext } from 'react';
import type { Crumb } from '@/shared/menu/routeTrail';

/**
 * The current route's breadcrumb (`routeTrail`), handed down by the shell's page gate to the
 * page's header (`PageTitle`). Empty outside the shell: the login chooser and the registration
 * pages are pages of their own, without a place in the menu.
 */
export const RouteTrailContext = createContext<readonly Crumb[]>([]);

export const useRouteTrail = (): readonly Crumb[] => useContext(RouteTrailContext);
