import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useRouteHandles } from '@/app/AppRoutes';
import { HEADING_TAB_SWITCH_STATE } from '@/app/focusOnRouteChange';
import { baseApi } from '@/shared/request/baseApi';
import { onPageSaved } from '@/shared/request/pageRequests';
import { finishedPath } from '@/shared/routing/finishPage';
import { selectUserDetails } from '@/shared/session/sessionSlice';
import {
  HOME_PATH,
  closeTabs,
  readVisitedTabs,
  visitTab,
  writeVisitedTabs,
  type TabAction,
} from './tabList';
import { TAB_SWITCH_STATE } from './tabSwitch';
import { KeptTabsContext, SHOWN_HEADING } from './KeptPages';
import { UnsavedInput, unsavedQuestion } from './unsavedInput';

type MenuAction = TabAction | 'refresh';

const ACTION_LABEL: Record<Exclude<MenuAction, 'close'>, string> = {
  refresh: '刷新',
  closeOthers: '关闭其他',
  closeRight: '关闭右侧',
  closeAll: '关闭全部',
};

function Bar({ children }: { children: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const title = useRouteHandles().at(-1)?.title;
  const [tabs, setTabs] = useState(readVisitedTabs);
  // How often each tab was refreshed: 刷新 draws that page anew (KeptPages keys it by the count).
  const [refreshed, setRefreshed] = useState<ReadonlyMap<string, number>>(new Map());
  const [unsaved] = useState(() => new UnsavedInput());
  // A save on the page shown leaves nothing of it unsaved.
  useEffect(() => onPageSaved(() => unsaved.clear(pathname)), [unsaved, pathname]);
  // Each tab's last history state, in memory only: a list keeps its personal filters there
  // (docs/decisions/0009), the rest of its state is in the tab's URL.
  const [states] = useState(() => new Map<string, unknown>());
  useEffect(() => {
    states.set(pathname, state);
  }, [states, pathname, state]);
  // The tab that has (or is to get) focus; null until the bar is used by keyboard or mouse.
  const [focusTo, setFocusTo] = useState<string | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  // A tab to move focus to once it is drawn: after an arrow key, or a close.
  const [moveFocus, setMoveFocus] = useState<{ path: string } | null>(null);
  function focusTab(path: string) {
    setFocusTo(path);
    setMoveFocus({ path });
  }

  // Each page arrived at gets its tab (or brings its tab's URL up to date), once per arrival:
  // a tab closed while its page is still leaving does not come back.
  const arrival = title ? `${title} ${pathname}${search}` : null;
  const [arrived, setArrived] = useState<string | null>(null);
  if (title && arrival !== arrived) {
    setArrived(arrival);
    // A page's address, not a call (the contract's coverage scan reads `url: \`…\`` as one).
    const url = `${pathname}${search}`;
    const visited = visitTab(tabs, { path: pathname, url, title });
    // A form saved or cancelled (useFinishPage) closes its tab as it leaves.
    const finished = finishedPath(state);
    setTabs(
      finished ? visited.filter((tab) => tab.path !== finished || tab.path === pathname) : visited,
    );
  }

  useEffect(() => writeVisitedTabs(tabs), [tabs]);

  /** Opens the tab's page; answers whether it was another page than the one shown. */
  function switchTo(path: string, switchState: object = TAB_SWITCH_STATE): boolean {
    const tab = tabs.find((open) => open.path === path);
    if (!tab || path === pathname) return false;
    const kept = states.get(path);
    void navigate(tab.url, { state: { ...(typeof kept === 'object' && kept), ...switchState } });
    return true;
  }

  /**
   * A tab action. From the tab menu (`toHeading`), focus goes to the heading of the page shown
   * then: the new page's (the route change asks for it, `focusOnRouteChange`), or the same page's,
   * drawn again or not, once the menu has closed.
   */
  function act(action: MenuAction, path: string, toHeading = false, onDone?: () => void) {
    const losing =
      action === 'refresh'
        ? tabs.filter((tab) => tab.path === path)
        : tabs.filter((tab) => !closeTabs(tabs, action, path, pathname).tabs.includes(tab));
    const unsavedTitles = losing.filter((tab) => unsaved.has(tab.path)).map((tab) => tab.title);
    const run = () => {
      apply(action, path, toHeading);
      onDone?.();
    };
    if (unsavedTitles.length === 0) run();
    else
      modal.confirm({
        title: action === 'refresh' ? '刷新页签' : '关闭页签',
        content: unsavedQuestion(unsavedTitles, action === 'refresh'),
        okText: action === 'refresh' ? '刷新' : '关闭',
        cancelText: '取消',
        onOk: run,
      });
  }

  function apply(action: MenuAction, path: string, toHeading: boolean) {
    const switchState = toHeading ? HEADING_TAB_SWITCH_STATE : TAB_SWITCH_STATE;
    let moved: boolean;
    if (action === 'refresh') {
      moved = switchTo(path, switchState);
      dispatch(baseApi.util.resetApiState());
      unsaved.clear(path);
      setRefreshed((counts) => new Map(counts).set(path, (counts.get(path) ?? 0) + 1));
    } else {
      const { tabs: next, go } = closeTabs(tabs, action, path, pathname);
      tabs
        .filter((tab) => !next.includes(tab))
        .forEach((tab) => {
          states.delete(tab.path);
          unsaved.clear(tab.path);
        });
      setTabs(next);
      if (go) void navigate(go, { state: switchState });
      moved = go !== null;
    }
    if (!toHeading) return;
    setFocusTo(null);
    if (moved) return;
    setTimeout(() => {
      const active = document.activeElement;
      if (active === null || active === document.body || active.closest('.visited-tabs'))
        document.querySelector<HTMLElement>(SHOWN_HEADING)?.focus();
    });
  }

  function menuFor(path: string): MenuProps {
    const at = tabs.findIndex((tab) => tab.path === path);
    return {
      items: (Object.keys(ACTION_LABEL) as (keyof typeof ACTION_LABEL)[]).map((action) => ({
        key: action,
        label: ACTION_LABEL[action],
        disabled:
          (action === 'closeRight' && at === tabs.length - 1) ||
          (action === 'closeOthers' &&
            tabs.every((tab) => tab.path === path || tab.path === HOME_PATH)),
      })),
      onClick: ({ key }) => act(key as MenuAction, path, true),
    };
  }

  /** × or Delete: the tab closes and focus goes to the tab taking its place (工作台 stays). */
  function close(path: string) {
    const at = tabs.findIndex((tab) => tab.path === path);
    const neighbour = tabs[at + 1] ?? tabs[at - 1];
    act('close', path, false, () => {
      if (neighbour) focusTab(neighbour.path);
    });
  }

  const kept = useMemo(
    () => ({ paths: tabs.map((tab) => tab.path), refreshed, unsaved }),
    [tabs, refreshed, unsaved],
  );

  const activeKey = tabs.some((tab) => tab.path === pathname) ? pathname : '';
  // One Tab stop for the list (the shown tab, or the one the arrows moved to); arrows move along.
  const current = tabs.some((tab) => tab.path === focusTo) ? focusTo : activeKey || HOME_PATH;

  function onTabKeyDown(event: KeyboardEvent<HTMLAnchorElement>, path: string) {
    const at = tabs.findIndex((tab) => tab.path === path);
    const next: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (event.key in next) {
      event.preventDefault();
      const target = tabs[Math.min(Math.max(next[event.key], 0), tabs.length - 1)];
      focusTab(target.path);
    } else if (event.key === 'Delete' && path !== HOME_PATH) {
      event.preventDefault();
      close(path);
    }
  }

  useEffect(() => {
    if (moveFocus) links.current.get(moveFocus.path)?.focus();
  }, [moveFocus]);

  return (
    <>
      <nav aria-label="已打开的页面" className="visited-tabs">
        <ul
          className="visited-tabs-list"
          // Once focus has left the tabs, their Tab stop is the shown tab's again.
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocusTo(null);
          }}
        >
          {tabs.map((tab) => {
            const active = tab.path === activeKey;
            const stop = tab.path === current ? 0 : -1;
            return (
              <li
                key={tab.path}
                className={active ? 'visited-tab visited-tab-active' : 'visited-tab'}
              >
                {/* A right click (or Shift+F10 / the menu key on a focused tab) opens its menu. */}
                <Dropdown trigger={['contextMenu']} menu={menuFor(tab.path)}>
                  <a
                    ref={(link) => {
                      if (link) links.current.set(tab.path, link);
                      else links.current.delete(tab.path);
                    }}
                    href={tab.url}
                    tabIndex={stop}
                    aria-current={active ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      setFocusTo(tab.path);
                      switchTo(tab.path);
                    }}
                    onFocus={() => setFocusTo(tab.path)}
                    onKeyDown={(event) => onTabKeyDown(event, tab.path)}
                  >
                    {tab.title}
                  </a>
                </Dropdown>
                {tab.path !== HOME_PATH && (
                  <button
                    type="button"
                    className="visited-tab-close"
                    tabIndex={stop}
                    aria-label={`关闭 ${tab.title}`}
                    title="关闭 (Delete)"
                    onClick={() => close(tab.path)}
                  >
                    <CloseOutlined aria-hidden />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <Dropdown trigger={['click']} menu={menuFor(activeKey || HOME_PATH)}>
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label="页签操作" />
        </Dropdown>
      </nav>
      <KeptTabsContext value={kept}>{children}</KeptTabsContext>
    </>
  );
}

/**
 * The visited-page tabs above the content (issue 15): one per page opened, kept for this browser
 * tab, started again for each identity (the store clears the stored list when one is chosen).
 */
export function VisitedTabs({ children }: { children: ReactNode }) {
  const identityId = useAppSelector(selectUserDetails)?.identityId ?? '';
  return <Bar key={identityId}>{children}</Bar>;
}
