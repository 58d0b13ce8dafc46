/**
 * Roles end to end: the administrator takes a button and a menu away from the 运营人员 role;
 * operator01 sees them gone after logging in again. And the administrator gives the role 个案导出
 * without 个案查看: operator01 exports the satisfaction answers, never the case answers, since
 * exporting case records is reading them (issue 27).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import {
  e2eSuite,
  enterShell,
  expectHidden,
  expectText,
  expectVisible,
  exportNames,
  logOut,
} from './harness';

const { e2eTest } = e2eSuite();

const OPERATOR = { account: 'operator01', password: 'Oper@1234' };
const ADMIN = { account: 'admin01', password: 'Admin@123' };
const MAIN_ORG = '星辰心理健康综合服务中心';

e2eTest(
  'a role with fewer buttons and menus: its user sees them gone after logging in again',
  async ({ page }) => {
    const operator = await enterShell(page, OPERATOR.account, OPERATOR.password, {
      to: '/questManagement',
    });
    const menu = page.getByRole('menu', { name: '主菜单' });
    await expectVisible(menu.getByText('量表管理'), 'the menu 量表管理 before');
    await expectVisible(
      page.getByRole('button', { name: /下载模板/ }),
      'the button 下载模板 before',
    );
    await logOut(page, operator.answer.data?.name ?? '');

    const admin = await enterShell(page, ADMIN.account, ADMIN.password, {
      orgName: MAIN_ORG,
      to: '/role/list',
    });
    const roleRow = page.getByRole('row').filter({ hasText: '运营人员' });
    await roleRow.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑角色' });
    const tree = dialog.getByRole('tree', { name: '菜单权限' });
    await expectVisible(tree, 'the menu checkbox tree');
    await tree
      .locator('.ant-tree-treenode')
      .filter({ hasText: '下载模板（按钮）' })
      .locator('.ant-tree-checkbox')
      .click();
    // 量表管理 is half ticked (the role holds some of its buttons): one click ticks it all, the next clears it.
    const scaleMenu = tree
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^量表管理$/ })
      .locator('.ant-tree-checkbox')
      .first();
    await scaleMenu.click();
    await scaleMenu.click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectText(page, '保存成功');
    await logOut(page, admin.answer.data?.name ?? '');

    await enterShell(page, OPERATOR.account, OPERATOR.password, { to: '/questManagement' });
    await expectVisible(menu.getByText('问卷管理'), 'the menu 问卷管理 kept');
    await expectHidden(menu.getByText('量表管理'), 'the menu 量表管理 gone');
    await expectVisible(page.getByText(/共\d+条数据/), 'the questionnaire list');
    await expectHidden(page.getByRole('button', { name: /下载模板/ }), 'the button 下载模板 gone');
  },
);

/** What the export of form answers answers (GET /server-platform/api/form/answers/export). */
interface AnswersExport {
  code: number;
  msg: string;
  data: { kind: string; rows: { orderNo: string }[] } | null;
}

e2eTest(
  '个案导出 without 个案查看: its user exports the satisfaction answers, never the case answers',
  async ({ page }) => {
    const admin = await enterShell(page, ADMIN.account, ADMIN.password, {
      orgName: MAIN_ORG,
      to: '/role/list',
    });
    await page
      .getByRole('row')
      .filter({ hasText: '运营人员' })
      .getByRole('button', { name: '编辑' })
      .click();
    const dialog = page.getByRole('dialog', { name: '编辑角色' });
    const tree = dialog.getByRole('tree', { name: '菜单权限' });
    await expectVisible(tree, 'the menu checkbox tree');
    const treeNode = (title: string) =>
      tree.locator('.ant-tree-treenode').filter({ hasText: new RegExp(`^${title}$`) });
    await treeNode('个案导出（按钮）').locator('.ant-tree-checkbox').click();
    await expectVisible(
      treeNode('个案导出（按钮）').locator('.ant-tree-checkbox-checked'),
      '个案导出 ticked',
    );
    assert.equal(
      await treeNode('个案查看（按钮）').locator('.ant-tree-checkbox-checked').count(),
      0,
      '个案查看 stays unticked',
    );
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectText(page, '保存成功');
    await logOut(page, admin.answer.data?.name ?? '');

    await enterShell(page, OPERATOR.account, OPERATOR.password);
    const exportCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/form/answers/export')) exportCalls.push(url.search);
    });
    await page.goto('/consult/orders');
    const satisfaction = page.getByRole('button', { name: /导出满意度答案$/ });
    await expectVisible(satisfaction, 'the button 导出满意度答案');
    assert.equal(
      await page.getByRole('button', { name: /导出个案答案/ }).count(),
      0,
      'no 导出个案答案 without 个案查看',
    );

    const askedAt = Date.now();
    const [download, response] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.waitForResponse((answer) =>
        new URL(answer.url()).pathname.endsWith('/form/answers/export'),
      ),
      satisfaction.click(),
    ]);
    const answer = (await response.json()) as AnswersExport;
    assert.equal(answer.code, 0, `the export answered ${answer.code} ${answer.msg}`);
    assert.equal(answer.data?.kind, 'satisfaction');
    const name = download.suggestedFilename();
    assert.ok(exportNames('满意度答案', 'xlsx', askedAt).includes(name), name);
    const book = XLSX.read(readFileSync(await download.path()));
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    assert.deepEqual(rows[0].slice(0, 4), ['订单号', '来访者', '咨询师', '日期']);
    assert.ok((answer.data?.rows.length ?? 0) > 0, 'the seed has satisfaction answers to export');
    assert.deepEqual(
      rows.slice(1).map((row) => row[0]),
      answer.data?.rows.map((row) => row.orderNo),
      'one row per answer sheet the server sent',
    );
    assert.deepEqual(
      exportCalls,
      ['?kind=satisfaction'],
      'only the satisfaction answers asked for',
    );
  },
);
