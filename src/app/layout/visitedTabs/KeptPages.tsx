import {
  createContext,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ContextType,
  type ReactNode,
} from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
} from 'react-router-dom';
import { keepPage } from '@/shared/request/pageRequests';
import { ErrorBoundary } from '../ErrorBoundary';
import { PageTrail, usePageAllowed } from '../PermissionGate';
import { ForbiddenPage } from '../StatusPages';
import { chosenForm, typedForm, UnsavedInput } from './unsavedInput';

/** What the tab bar tells the pages below it: which to keep, how often each was refreshed. */
export interface KeptTabs {
  paths: readonly string[];
  /** 刷新 of a tab draws its page anew: the count is part of the page's key. */
  refreshed: ReadonlyMap<string, number>;
  unsaved: UnsavedInput;
}

/** Without a tab bar (none is drawn before the codes load), only the page shown is drawn. */
export const KeptTabsContext = createContext<KeptTabs>({
  paths: [],
  refreshed: new Map(),
  unsaved: new UnsavedInput(),
});

type LocationValue = ContextType<typeof LocationContext>;

/** A page as it was last drawn: its element (route context included) and its location. */
interface DrawnPage {
  element: ReactNode;
  location: LocationValue;
}

const forbidden = <ForbiddenPage />;

/** The heading of the page shown (the kept ones have theirs too, hidden). */
export const SHOWN_HEADING = '#main-content > .kept-page:not([hidden]) h1';

function KeptPage({
  path,
  shown,
  held,
  unsaved,
  children,
}: {
  path: string;
  shown: boolean;
  held: boolean;
  unsaved: UnsavedInput;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Its calls outlive a switch to another tab; closing the tab aborts them.
  useLayoutEffect(() => (held ? keepPage(path) : undefined), [held, path]);
  const note = (form: HTMLFormElement | null) => {
    if (form) unsaved.note(path, form);
  };
  return (
    <div
      ref={box}
      className="kept-page"
      hidden={!shown}
      // React's events bubble through portals: a dialog's or a popup's input is the page's too.
      onInput={(event) => note(typedForm(event.target))}
      onChange={(event) => note(typedForm(event.target))}
      onClick={(event) => box.current && note(chosenForm(event.nativeEvent, box.current))}
      onKeyDown={(event) => box.current && note(chosenForm(event.nativeEvent, box.current))}
    >
      {children}
    </div>
  );
}

/**
 * The pages of the visited tabs (issue 29, item 7): the shown one, and every other open tab's page
 * as it was left (fields, selection, dialogs), hidden and still mounted (its data stays current,
 * a draft keeps saving; shell.css keeps its layout, so showing it again is cheap), each under the
 * location it was left at, so the address of the page shown never reaches it. Closing a tab
 * unmounts its page.
 */
export function KeptPages({ fallback }: { fallback: ReactNode }) {
  const { paths, refreshed, unsaved } = useContext(KeptTabsContext);
  const { pathname } = useLocation();
  const location = useContext(LocationContext);
  const { outlet } = useContext(RouteContext);
  const element = usePageAllowed() ? outlet : forbidden;

  // The last drawing of each kept page, taken while it was shown.
  const [drawn, setDrawn] = useState<ReadonlyMap<string, DrawnPage>>(new Map());
  const last = drawn.get(pathname);
  const stale = [...drawn.keys()].some((path) => path !== pathname && !paths.includes(path));
  if (last?.element !== element || last.location !== location || stale) {
    const next = new Map([...drawn].filter(([path]) => paths.includes(path)));
    setDrawn(next.set(pathname, { element, location }));
  }

  const order = paths.includes(pathname) ? paths : [...paths, pathname];
  return order.map((path) => {
    const page = path === pathname ? { element, location } : drawn.get(path);
    if (!page) return null;
    return (
      <KeptPage
        key={`${path}#${refreshed.get(path) ?? 0}`}
        path={path}
        shown={path === pathname}
        held={paths.includes(path)}
        unsaved={unsaved}
      >
        <LocationContext.Provider value={page.location}>
          <ErrorBoundary>
            <Suspense fallback={fallback}>
              <PageTrail>{page.element}</PageTrail>
            </Suspense>
          </ErrorBoundary>
        </LocationContext.Provider>
      </KeptPage>
    );
  });
}
