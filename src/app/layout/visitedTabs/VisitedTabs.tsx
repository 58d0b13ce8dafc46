import { Fragment, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useRouteHandles } from '@/app/AppRoutes';
import { baseApi } from '@/shared/request/baseApi';
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
  const title = useRouteHandles().at(-1)?.title;
  const [tabs, setTabs] = useState(readVisitedTabs);
  const [refreshed, setRefreshed] = useState(0);
  // Each tab's last history state, in memory only: a list keeps its personal filters there
  // (docs/decisions/0009), the rest of its state is in the tab's URL.
  const [states] = useState(() => new Map<string, unknown>());
  useEffect(() => {
    states.set(pathname, state);
  }, [states, pathname, state]);

  // Each page arrived at gets its tab (or brings its tab's URL up to date), once per arrival:
  // a tab closed while its page is still leaving does not come back.
  const arrival = title ? `${title} ${pathname}${search}` : null;
  const [arrived, setArrived] = useState<string | null>(null);
  if (title && arrival !== arrived) {
    setArrived(arrival);
    // A page's address, not a call (the contract's coverage scan reads `url: \`…\`` as one).
    const url = `${pathname}${search}`;
    setTabs(visitTab(tabs, { path: pathname, url, title }));
  }

  useEffect(() => writeVisitedTabs(tabs), [tabs]);

  function switchTo(path: string) {
    const tab = tabs.find((open) => open.path === path);
    if (tab && path !== pathname) {
      const kept = states.get(path);
      void navigate(tab.url, {
        state: { ...(typeof kept === 'object' && kept), ...TAB_SWITCH_STATE },
      });
    }
  }

  function act(action: MenuAction, path: string) {
    if (action === 'refresh') {
      switchTo(path);
      dispatch(baseApi.util.resetApiState());
      setRefreshed((count) => count + 1);
      return;
    }
    const { tabs: next, go } = closeTabs(tabs, action, path, pathname);
    tabs.filter((tab) => !next.includes(tab)).forEach((tab) => states.delete(tab.path));
    setTabs(next);
    if (go) void navigate(go, { state: TAB_SWITCH_STATE });
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
      onClick: ({ key }) => act(key as MenuAction, path),
    };
  }

  const items = tabs.map((tab) => ({
    key: tab.path,
    label: tab.title,
    closable: tab.path !== HOME_PATH,
  }));
  const activeKey = tabs.some((tab) => tab.path === pathname) ? pathname : '';

  return (
    <>
      <nav aria-label="已打开的页面" className="visited-tabs">
        <Tabs
          type="editable-card"
          hideAdd
          locale={{ removeAriaLabel: '关闭页签', dropdownAriaLabel: '更多页签' }}
          size="small"
          items={items}
          activeKey={activeKey}
          onChange={switchTo}
          onEdit={(target, action) => {
            if (action === 'remove' && typeof target === 'string') act('close', target);
          }}
          // A right click (or Shift+F10 / the menu key on a focused tab) opens the tab's menu.
          renderTabBar={(props, DefaultTabBar) => (
            <DefaultTabBar {...props}>
              {(node: ReactElement) => (
                <Dropdown key={node.key} trigger={['contextMenu']} menu={menuFor(String(node.key))}>
                  {node}
                </Dropdown>
              )}
            </DefaultTabBar>
          )}
          tabBarExtraContent={
            <Dropdown trigger={['click']} menu={menuFor(activeKey || HOME_PATH)}>
              <Button type="text" size="small" icon={<MoreOutlined />} aria-label="页签操作" />
            </Dropdown>
          }
        />
      </nav>
      <Fragment key={refreshed}>{children}</Fragment>
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
