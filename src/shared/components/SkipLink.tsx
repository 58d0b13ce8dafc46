import type { MouseEvent } from 'react';
import './skipLink.css';

/** The id of the shell's `<main>`, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 跳到主要内容: the shell's first Tab stop, visible only while focused (WCAG 2.4.1). It moves
 * focus itself instead of following the `#` address, which would change the URL of the page.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      跳到主要内容
    </a>
  );
}
