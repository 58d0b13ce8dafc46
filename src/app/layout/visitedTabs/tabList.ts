import { STORAGE_KEYS } from '@/shared/session/storage';

/**
 * One visited page: its path (the tab's key), the URL it was last seen at (query included, so
 * switching back opens it as it was) and its route title. Never page data: paths and titles only.
 */
export interface VisitedTab {
  path: string;
  url: string;
  title: string;
}

export const HOME_PATH = '/';
export const HOME_TAB: VisitedTab = { path: HOME_PATH, url: HOME_PATH, title: '工作台' };
/** The most tabs kept; opening one more closes the oldest (工作台 stays). */
export const MAX_TABS = 20;

export type TabAction = 'close' | 'closeOthers' | 'closeRight' | 'closeAll';

/** 工作台 first, always: it cannot be closed. */
function withHome(tabs: VisitedTab[]): VisitedTab[] {
  return tabs[0]?.path === HOME_PATH
    ? tabs
    : [HOME_TAB, ...tabs.filter((tab) => tab.path !== HOME_PATH)];
}

/** The list after visiting a page: its tab is added at the end, or brought up to date in place. */
export function visitTab(tabs: VisitedTab[], tab: VisitedTab): VisitedTab[] {
  const at = tabs.findIndex((open) => open.path === tab.path);
  if (at >= 0) {
    const open = tabs[at];
    if (open.url === tab.url && open.title === tab.title) return tabs;
    return tabs.map((other, index) => (index === at ? tab : other));
  }
  const next = withHome([...tabs, tab]);
  // The oldest opened tab after 工作台 closes.
  return next.length > MAX_TABS ? [next[0], ...next.slice(2)] : next;
}

/**
 * The list after a close action on the tab at `path`, and where to go when the active tab
 * (`activePath`) closed with it: the closed tab's neighbour, the kept tab, or 工作台.
 */
export function closeTabs(
  tabs: VisitedTab[],
  action: TabAction,
  path: string,
  activePath: string,
): { tabs: VisitedTab[]; go: string | null } {
  const at = tabs.findIndex((tab) => tab.path === path);
  let next: VisitedTab[];
  switch (action) {
    case 'close':
      next = path === HOME_PATH || at < 0 ? tabs : tabs.filter((tab) => tab.path !== path);
      break;
    case 'closeOthers':
      next = withHome(tabs.filter((tab) => tab.path === path));
      break;
    case 'closeRight':
      next = at < 0 ? tabs : tabs.slice(0, at + 1);
      break;
    case 'closeAll':
      next = [HOME_TAB];
      break;
  }
  if (next.some((tab) => tab.path === activePath)) return { tabs: next, go: null };
  const fallback =
    action === 'close' ? (tabs[at + 1] ?? tabs[at - 1]) : next.find((tab) => tab.path === path);
  return { tabs: next, go: (fallback ?? next[0]).url };
}

function isVisitedTab(value: unknown): value is VisitedTab {
  const tab = value as VisitedTab | null;
  return (
    typeof tab === 'object' &&
    tab !== null &&
    typeof tab.title === 'string' &&
    typeof tab.path === 'string' &&
    typeof tab.url === 'string' &&
    // Internal paths only: the list only ever sends the user where the console itself went.
    tab.path.startsWith('/') &&
    !tab.url.startsWith('//') &&
    tab.url.startsWith(tab.path)
  );
}

/** The list kept for this browser tab (sessionStorage); 工作台 alone when missing or corrupt. */
export function readVisitedTabs(): VisitedTab[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.visitedTabs) ?? 'null');
    if (!Array.isArray(parsed)) return [HOME_TAB];
    const tabs = parsed.filter(isVisitedTab).map(({ path, url, title }) => ({ path, url, title }));
    return withHome(tabs).slice(0, MAX_TABS);
  } catch {
    return [HOME_TAB];
  }
}

export function writeVisitedTabs(tabs: VisitedTab[]): void {
  const stored = tabs.map(({ path, url, title }) => ({ path, url, title }));
  sessionStorage.setItem(STORAGE_KEYS.visitedTabs, JSON.stringify(stored));
}
