import { makeStore } from '@/app/store';
import { identityChosen, sessionEnded } from '@/shared/session/sessionSlice';
import type { IdentitySession } from '@/shared/session/types';
import {
  HOME_TAB,
  MAX_TABS,
  closeTabs,
  readVisitedTabs,
  visitTab,
  writeVisitedTabs,
  type VisitedTab,
} from './tabList';

const tab = (path: string, query = ''): VisitedTab => ({
  path,
  url: `${path}${query}`,
  title: `页面${path}`,
});
const paths = (tabs: VisitedTab[]) => tabs.map((open) => open.path);
const open = (...list: string[]) =>
  list.reduce((tabs, path) => visitTab(tabs, tab(path)), [HOME_TAB]);

beforeEach(() => sessionStorage.clear());

test('visiting adds a tab at the end; visiting it again keeps its place and takes the new URL', () => {
  const tabs = open('/a', '/b');
  expect(paths(tabs)).toEqual(['/', '/a', '/b']);
  expect(visitTab(tabs, tab('/a'))).toBe(tabs);
  const again = visitTab(tabs, tab('/a', '?tab=fill'));
  expect(paths(again)).toEqual(['/', '/a', '/b']);
  expect(again[1].url).toBe('/a?tab=fill');
});

test('at most 20 tabs: the oldest closes, 工作台 stays first', () => {
  const many = Array.from({ length: MAX_TABS }, (_, index) => `/p${index}`);
  const tabs = open(...many);
  expect(tabs).toHaveLength(MAX_TABS);
  expect(paths(tabs).slice(0, 3)).toEqual(['/', '/p1', '/p2']);
  expect(paths(tabs).at(-1)).toBe(`/p${MAX_TABS - 1}`);
});

test('closing the active tab goes to its right neighbour, or its left one when it is the last', () => {
  const tabs = open('/a', '/b', '/c');
  expect(closeTabs(tabs, 'close', '/b', '/b')).toEqual({ tabs: open('/a', '/c'), go: '/c' });
  expect(closeTabs(tabs, 'close', '/c', '/c')).toEqual({ tabs: open('/a', '/b'), go: '/b' });
  // Another tab closes: the page stays.
  expect(closeTabs(tabs, 'close', '/a', '/c')).toEqual({ tabs: open('/b', '/c'), go: null });
});

test('工作台 cannot be closed, by × or by any menu action', () => {
  const tabs = open('/a');
  expect(closeTabs(tabs, 'close', '/', '/').tabs).toBe(tabs);
  expect(paths(closeTabs(tabs, 'closeOthers', '/a', '/a').tabs)).toEqual(['/', '/a']);
  expect(closeTabs(tabs, 'closeAll', '/a', '/a')).toEqual({ tabs: [HOME_TAB], go: '/' });
});

test('关闭其他 keeps 工作台 and the chosen tab, and goes there when the active one closed', () => {
  const tabs = open('/a', '/b', '/c');
  expect(closeTabs(tabs, 'closeOthers', '/b', '/b')).toEqual({ tabs: open('/b'), go: null });
  expect(closeTabs(tabs, 'closeOthers', '/b', '/c')).toEqual({ tabs: open('/b'), go: '/b' });
});

test('关闭右侧 keeps the tabs up to the chosen one', () => {
  const tabs = open('/a', '/b', '/c');
  expect(closeTabs(tabs, 'closeRight', '/a', '/a')).toEqual({ tabs: open('/a'), go: null });
  expect(closeTabs(tabs, 'closeRight', '/a', '/c')).toEqual({ tabs: open('/a'), go: '/a' });
});

test('关闭全部 leaves 工作台 alone and goes there', () => {
  expect(closeTabs(open('/a', '/b'), 'closeAll', '/a', '/b')).toEqual({
    tabs: [HOME_TAB],
    go: '/',
  });
});

test('the list survives a reload: paths, URLs and titles only', () => {
  const tabs = open('/a', '/b');
  writeVisitedTabs([...tabs, { ...tab('/c', '?name=x'), rows: [1] } as VisitedTab]);
  expect(readVisitedTabs()).toEqual([...tabs, tab('/c', '?name=x')]);
});

test('a missing, corrupt or foreign stored list reads as 工作台 alone', () => {
  expect(readVisitedTabs()).toEqual([HOME_TAB]);
  sessionStorage.setItem('VISITED_TABS', '{not json');
  expect(readVisitedTabs()).toEqual([HOME_TAB]);
  sessionStorage.setItem(
    'VISITED_TABS',
    JSON.stringify([{ path: '/a', url: '//evil.example/a', title: 'x' }]),
  );
  expect(readVisitedTabs()).toEqual([HOME_TAB]);
});

test('logout and a change of identity clear the stored list', () => {
  const store = makeStore();
  writeVisitedTabs(open('/a'));
  store.dispatch(sessionEnded({ left: true }));
  expect(readVisitedTabs()).toEqual([HOME_TAB]);

  writeVisitedTabs(open('/a'));
  const session = {
    token: 't',
    user: { identities: [] },
    btnCodeList: [],
  } as unknown as IdentitySession;
  store.dispatch(identityChosen(session));
  expect(readVisitedTabs()).toEqual([HOME_TAB]);
});
