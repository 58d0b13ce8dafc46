import { readOpenMenuKey, writeOpenMenuKey } from './menuState';

test('the open menu key is remembered, 01 by default and after a corrupt value', () => {
  expect(readOpenMenuKey()).toBe('01');
  writeOpenMenuKey('16');
  expect(readOpenMenuKey()).toBe('16');
  localStorage.setItem('MENU_KEYS', '{broken');
  expect(readOpenMenuKey()).toBe('01');
});
