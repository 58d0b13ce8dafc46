import { MENU_TREE } from '@/shared/menu/menuTree';
import { checkedKeysOf, codesToSave, toCheckTree } from './roleMenuTree';

const roleMenu = MENU_TREE.filter((menu) => menu.code === '03');

test('the check tree lists menus, pages and buttons by code', () => {
  const [top] = toCheckTree(roleMenu);
  expect(top.key).toBe('03');
  expect(top.children?.[0].key).toBe('03-01-01');
  expect(top.children?.[0].children?.map((node) => node.key)).toEqual([
    '03-01-01-01',
    '03-01-01-02',
    '03-01-01-03',
  ]);
});

test('only whole subtrees show ticked; a menu with a missing button is half ticked (left to antd)', () => {
  const all = ['03', '03-01-01', '03-01-01-01', '03-01-01-02', '03-01-01-03'];
  expect(checkedKeysOf(all, roleMenu).sort()).toEqual([...all].sort());
  const fewer = all.filter((code) => code !== '03-01-01-03');
  expect(checkedKeysOf(fewer, roleMenu).sort()).toEqual(['03-01-01-01', '03-01-01-02']);
});

test('saving keeps the half-ticked menus above the ticked codes', () => {
  expect(codesToSave(['03-01-01-01'], ['03', '03-01-01'])).toEqual([
    '03-01-01-01',
    '03',
    '03-01-01',
  ]);
});
