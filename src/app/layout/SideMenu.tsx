import { useMemo, useState } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import { byName as menuIcons } from './menuIcons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { useRouteHandles } from '@/app/AppRoutes';
import { prefetchMenuGroup, useIdlePrefetch } from '@/app/prefetchAreas';
import { selectBtnCodes, selectUserDetails } from '@/shared/session/sessionSlice';
import { MENU_TREE } from '@/shared/menu/menuTree';
import { readOpenMenuKey, writeOpenMenuKey } from './menuState';
import { useMenuBadges } from './useMenuBadges';
import { menuPlace } from '@/shared/menu/routeTrail';
import { visibleMenu } from '@/shared/menu/visibleMenu';

function label(name: string, count: number | undefined) {
  return count ? (
    <span className="menu-label">
      {name} <Badge count={count} size="small" overflowCount={9999} />
    </span>
  ) : (
    name
  );
}

/** A page of the console in a new browser tab (same origin: its session is this tab's). */
const openInNewTab = (path: string) => window.open(path, '_blank', 'noopener');

/**
 * The 200px accordion menu: one group open at a time, remembered across visits. Collapsed (a
 * narrow window) it shows icons with pop-up groups, which open and close on their own.
 */
export function SideMenu({ collapsed = false }: { collapsed?: boolean }) {
  const codes = useAppSelector(selectBtnCodes);
  const orgType = useAppSelector(selectUserDetails)?.orgType;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const badges = useMenuBadges(orgType);
  const menu = useMemo(() => visibleMenu(MENU_TREE, codes, orgType), [codes, orgType]);
  // The page's own menu item, or for a detail or edit page the list it belongs to (its route's
  // menu code: 机构详情 lights up 机构查询 though its path is not below it).
  const current = menuPlace(menu, useRouteHandles(), pathname);
  const currentGroup = current?.top.code;
  const [openKey, setOpenKey] = useState(() => currentGroup ?? readOpenMenuKey());
  // Arriving at a page (a link, a visited tab, 查找页面) opens its group, unless a group was opened
  // by hand meanwhile: a page still loading when the user opened another group arrives after it
  // (the switch is a transition), and must not close what the user just opened.
  const [arrivedAt, setArrivedAt] = useState(pathname);
  const [openedByHand, setOpenedByHand] = useState(false);
  if (pathname !== arrivedAt) {
    setArrivedAt(pathname);
    setOpenedByHand(false);
    if (currentGroup && !openedByHand) setOpenKey(currentGroup);
  }
  useIdlePrefetch(menu, openKey);

  const items: MenuProps['items'] = menu.map((top) => {
    const Icon = top.icons ? menuIcons[top.icons] : undefined;
    return {
      key: top.code,
      icon: Icon ? <Icon /> : undefined,
      label: label(top.name, badges[top.code]),
      children: (top.childrens ?? []).map((page) => ({
        key: page.code,
        // Middle click opens the page in a new browser tab, as a link would. (The items are not
        // links: an anchor inside antd's menu items lost the arrow keys' focus in Chromium.)
        label: (
          <span
            className="menu-page"
            onAuxClick={(event) => {
              if (event.button === 1) openInNewTab(page.path);
            }}
          >
            {label(page.name, badges[page.code])}
          </span>
        ),
        // Ctrl/⌘/Shift+click opens it in a new browser tab too; a plain click or Enter here.
        onClick: ({ domEvent }) => {
          if (domEvent.ctrlKey || domEvent.metaKey || domEvent.shiftKey) openInNewTab(page.path);
          else void navigate(page.path);
        },
      })),
    };
  });

  function onOpenChange(keys: string[]) {
    const next = keys.find((key) => key !== openKey) ?? '';
    setOpenKey(next);
    setOpenedByHand(true);
    writeOpenMenuKey(next);
    prefetchMenuGroup(menu, next);
  }

  return (
    <Menu
      mode="inline"
      aria-label="主菜单"
      items={items}
      {...(collapsed ? {} : { openKeys: openKey ? [openKey] : [], onOpenChange })}
      selectedKeys={current ? [current.page.code] : []}
      style={{ height: '100%', borderInlineEnd: 0 }}
    />
  );
}
