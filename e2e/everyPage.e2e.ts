/**
 * Every page of the menu, opened as its link opens it and checked by axe on arrival (WCAG 2.1
 * AA, see e2e/axeCheck.ts), as admin01 in 星辰心理健康综合服务中心 and as expert01: the menu
 * each sees is the one visibleMenu() makes of the menu tree with the codes and organisation type
 * its identity was given. A page counts as seen once its heading shows, no spinner turns, and axe
 * has looked at it still; a story per few menu groups, so a failure names the area.
 *
 * The page stories of the areas were once the only visitors of some pages; since their assertions
 * live in the Jest page tests (docs/testing.md, "What moved where"), this file keeps the pages'
 * accessibility checked, plus the pages only a story's click reached (an organisation's details,
 * the form editor, 量表分发) and the expert price form a removed story ended on.
 */
import assert from 'node:assert/strict';
import { MENU_TREE, type MenuNode } from '../src/shared/menu/menuTree';
import { checkedOnArrival } from './axeCheck';
import {
  clientSideTo,
  e2eSuite,
  enterWithMenu,
  expectPageSettled,
  expectVisible,
  SHOWN_PAGE,
  type E2EArgs,
} from './harness';

const { e2eTest } = e2eSuite();

interface Account {
  account: string;
  password: string;
  orgName?: string;
}

const ADMIN: Account = {
  account: 'admin01',
  password: 'Admin@123',
  orgName: '星辰心理健康综合服务中心',
};
const EXPERT: Account = { account: 'expert01', password: 'Expert@123' };

/**
 * Opens `path` in the app, as a link does (30 menu pages in 13 s, against 31 s by URL: a `goto`
 * loads the whole app again), and waits until the page has settled and axe has looked at it: its
 * `h1`, no spinner or skeleton left in the main area, and the arrival check done (by this story or
 * an earlier one of the run). A refused or failed page (an antd Result) fails the story.
 */
async function visit({ page, axe }: Pick<E2EArgs, 'page' | 'axe'>, path: string, name: string) {
  const what = `${name} (${path})`;
  await clientSideTo(page, path);
  await expectPageSettled(page, what);
  const main = page.locator(SHOWN_PAGE);
  await axe.settled();
  assert.equal(
    await main.locator('.ant-result').count(),
    0,
    `${what} shows a result page: ${await main.innerText()}`,
  );
  const here = new URL(page.url());
  assert.ok(
    checkedOnArrival(here.pathname + here.search),
    `axe looked at ${what} on arrival (it kept changing under every look)`,
  );
}

/** Visits every page of the menu groups `codes` that the identity sees, in menu order. */
async function visitGroups(args: E2EArgs, menu: MenuNode[], who: Account, codes: string[]) {
  for (const code of codes) {
    const group = menu.find((node) => node.code === code);
    const named = MENU_TREE.find((node) => node.code === code)?.name ?? code;
    assert.ok(group, `${who.account} sees the menu group ${named}`);
    for (const child of group.childrens ?? []) await visit(args, child.path, child.name);
  }
}

e2eTest(
  'every page: 首页, 机构管理 (and an organisation’s details), 角色权限, 平台运营',
  async (args) => {
    const menu = await enterWithMenu(args.page, ADMIN);
    await visitGroups(args, menu, ADMIN, ['01', '02', '03', '04']);
    // The details of a direct child (editable, …/false) and of a third-level one (read only, …/true).
    await visit(args, '/om/om-query', '机构查询');
    const details = await args.page
      .getByRole('link', { name: '详情' })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const kind of ['false', 'true']) {
      const href = details.find((one) => one.endsWith(`/${kind}`));
      assert.ok(href, `the first page of 机构查询 links to a detail …/${kind}`);
      await visit(args, href, `机构详情 …/${kind}`);
    }
  },
);

e2eTest('every page: 咨询订单', async (args) => {
  const menu = await enterWithMenu(args.page, ADMIN);
  await visitGroups(args, menu, ADMIN, ['06']);
});

e2eTest(
  'every page: 专家合作, 表单管理 (and the form editor), 费用管理, 合作伙伴',
  async (args) => {
    const menu = await enterWithMenu(args.page, ADMIN);
    await visitGroups(args, menu, ADMIN, ['05', '07', '08', '10']);
    await visit(args, '/forms/case/new', '新建个案表单');
  },
);

e2eTest('every page: 数据统计, 运营配置, 问卷管理, 任务管理', async (args) => {
  const menu = await enterWithMenu(args.page, ADMIN);
  await visitGroups(args, menu, ADMIN, ['11', '12', '15', '16']);
});

e2eTest(
  'every page: 量表管理 (and 量表分发), 个人中心, 专家管理 ending on its 设置 dialog',
  async (args) => {
    const { page } = args;
    const menu = await enterWithMenu(page, ADMIN);
    await visitGroups(args, menu, ADMIN, ['17', '19']);
    // Not in the menu (isShow false), reached from 量表标签.
    await visit(args, '/selfScale/distribution', '量表分发');
    await visitGroups(args, menu, ADMIN, ['18']);
    // The story ends on the expert price form, which axe then checks (the end-of-story check).
    await page.getByRole('row').nth(1).getByRole('button', { name: '设置' }).click();
    await expectVisible(
      page.getByRole('dialog').getByRole('button', { name: '保存' }),
      'the 设置 dialog with its price form',
    );
  },
);

e2eTest('every page of expert01: 首页, 咨询服务, 合作机构, 个人中心', async (args) => {
  const menu = await enterWithMenu(args.page, EXPERT);
  assert.deepEqual(
    menu.map((group) => group.name),
    ['首页', '咨询服务', '合作机构', '个人中心'],
    'the menu groups of an expert',
  );
  await visitGroups(
    args,
    menu,
    EXPERT,
    menu.map((group) => group.code),
  );
});
