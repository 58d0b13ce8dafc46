/** A `redirect` target after login: internal paths only, anything else goes home. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\'))
    return fallback;
  try {
    const url = new URL(target, 'http://console.invalid');
    if (url.origin !== 'http://console.invalid') return fallback;
    if (url.pathname === '/login' || url.pathname === '/loginChoose') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
