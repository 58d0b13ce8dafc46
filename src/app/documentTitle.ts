import { useEffect } from 'react';
import { PLATFORM_NAME } from '@/shared/brand/brand';

/** The browser tab's title: the page's route title, then the platform's name (登录 - 心理服务管理平台). */
function documentTitle(routeTitle: string | undefined): string {
  return routeTitle ? `${routeTitle} - ${PLATFORM_NAME}` : PLATFORM_NAME;
}

/** Keeps `document.title` on the current route's title, on every page (login and chooser too). */
export function useDocumentTitle(routeTitle: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(routeTitle);
  }, [routeTitle]);
}
