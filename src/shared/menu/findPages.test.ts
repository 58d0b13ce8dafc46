import { allMenuCodes, MENU_TREE } from './menuTree';
import { findPages } from './findPages';
import { MENU_INITIALS } from './menuInitials';
import { visibleMenu } from './visibleMenu';

const ALL = allMenuCodes();
const names = (typed: string, codes = ALL, orgType = 0) =>
  findPages(visibleMenu(MENU_TREE, codes, orgType), typed).map((hit) => hit.name);

test('every page title of the menu tree has its pinyin initials, and nothing else is listed', () => {
  const titles = new Set(
    MENU_TREE.flatMap((top) => (top.childrens ?? []).filter((page) => page.isShow)).map(
      (page) => page.name,
    ),
  );
  expect([...titles].filter((title) => !(title in MENU_INITIALS))).toEqual([]);
  expect(Object.keys(MENU_INITIALS).filter((title) => !titles.has(title))).toEqual([]);
  for (const [title, initials] of Object.entries(MENU_INITIALS))
    expect(initials).toMatch(new RegExp(`^[a-z]{${[...title].length}}$`));
});

test('a part of the title or of its initials finds the page, in any case; the start of either ranks first', () => {
  expect(names('费用')).toEqual(['费用列表', '费用明细']);
  expect(names('fy')).toEqual(['费用列表', '费用明细']);
  expect(names('FYLB')).toEqual(['费用列表']);
  expect(names(' 明细 ')).toEqual(['费用明细']);
  // lb starts 轮播图 (lbt), 量表标签 (lbbq) and 量表数据 (lbsj); 费用列表 (fylb) and 全部量表 (qblb) hold it.
  expect(names('lb')).toEqual(['轮播图', '量表标签', '量表数据', '费用列表', '全部量表']);
  expect(names('没有这一页')).toEqual([]);
  expect(names('')).toHaveLength(
    visibleMenu(MENU_TREE, ALL, 0).flatMap((top) => top.childrens ?? []).length,
  );
});

test('only the pages the identity can open: a code not held, or a menu of another organisation type', () => {
  expect(
    names(
      '费用',
      ALL.filter((code) => code !== '08-01-01'),
    ),
  ).toEqual(['费用明细']);
  // 我的合作机构 is the experts' (type 3) menu.
  expect(names('wdhzjg')).toEqual([]);
  expect(names('wdhzjg', ALL, 3)).toEqual(['我的合作机构']);
});
