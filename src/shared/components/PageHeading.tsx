import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { takeHeadingFocus } from './pageHeadingFocus';

export interface PageHeadingProps {
  children: ReactNode;
  /** Looks like its surroundings by default; `PageTitle`, its one user, gives it its own size. */
  style?: CSSProperties;
}

/**
 * The page's one `h1`, rendered by the page header (`PageTitle`). It takes focus when it mounts after a route change, so keyboard and
 * screen-reader users start at the new page's title (issue 15); `tabIndex={-1}` lets it be focused
 * without adding a Tab stop.
 */
export function PageHeading({ children, style }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeHeadingFocus()) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} style={{ margin: 0, font: 'inherit', color: 'inherit', ...style }}>
      {children}
    </h1>
  );
}
