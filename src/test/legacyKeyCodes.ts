/**
 * user-event's key presses carry `key` and `code` but no `keyCode`, which browsers still send and
 * rc-menu and rc-dropdown read (`which` / `keyCode`): without it antd's menus ignore the keyboard
 * under jsdom. Importing this gives keyboard events the codes a browser gives them, so a test can
 * drive a menu by keyboard as a user does.
 */
const KEY_CODES: Record<string, number> = {
  Tab: 9,
  Enter: 13,
  Escape: 27,
  ' ': 32,
  End: 35,
  Home: 36,
  ArrowLeft: 37,
  ArrowUp: 38,
  ArrowRight: 39,
  ArrowDown: 40,
};

function addKeyCode(event: KeyboardEvent): void {
  const code = KEY_CODES[event.key];
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the legacy field is what this helper supplies
  if (code === undefined || event.keyCode) return;
  Object.defineProperty(event, 'keyCode', { value: code });
  Object.defineProperty(event, 'which', { value: code });
}

// Capture on window: before any listener of the page (React's on its root, rc-dropdown's on window).
for (const type of ['keydown', 'keyup'] as const) window.addEventListener(type, addKeyCode, true);
