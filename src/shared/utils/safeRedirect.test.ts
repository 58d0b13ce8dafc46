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
    ['javascript:alert(1)', '/'],
    ['/login', '/'],
  ])('%p → %p', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
