import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import { type Org } from '../../../mock/core/types';
import { PERM } from '@/shared/session/permissions';
import { expectHeaderSort } from '@/test/headerSort';
import { renderPage } from '@/test/renderPage';
import {
  cellsOf,
  dialogWith,
  expectFieldError,
  rowWith,
  searchBy,
  showColumns,
  tableRows,
} from '@/test/storyQueries';
import { type MockRequest } from '../../../mock/core/http';

describe('organisations', () => {
  /** Shell spec §3: the status names, by status 0-5. */
  const SPEC_STATUS = ['待审核', '未通过', '正常', '已到期', '已冻结', '未激活'];

  /** Every organisation under `orgId`, at every level. */
  function descendants(mock: MockApp, orgId: string): Org[] {
    const children = [...mock.db.orgs.values()].filter((org) => org.parentId === orgId);
    return children.flatMap((child) => [child, ...descendants(mock, child.id)]);
  }

  const root = (mock: MockApp): Org => {
    const org = mock.db.orgs.get(mock.db.qaOrgs.comprehensive);
    if (!org) throw new Error('the QA organisation is missing from the seed');
    return org;
  };

  /** The words every name ends with (the seed's organisations of each status share one). */
  function commonSuffix(names: string[]): string {
    let suffix = names[0] ?? '';
    while (suffix && !names.every((name) => name.endsWith(suffix))) suffix = suffix.slice(1);
    return suffix;
  }

  /** The QA organisation's children of each status 0-5 (orgstate01's identities). */
  const byStatusOrgs = (mock: MockApp) =>
    mock.db.qaOrgs.byStatus.map((id) => {
      const org = mock.db.orgs.get(id);
      if (!org) throw new Error(`organisation ${id} is missing from the seed`);
      return { id, name: org.name, status: org.status };
    });

  /** The expand/collapse switcher of the tree node titled `title`. */
  function treeSwitcher(tree: HTMLElement, title: string): HTMLElement {
    const node = within(tree)
      .getAllByRole('treeitem', { hidden: true })
      .find((item) => within(item).queryByText(title, { exact: true }) !== null);
    // antd's tree switcher is a bare span with no role or name: there is no accessible way to reach it.
    // eslint-disable-next-line testing-library/no-node-access
    const switcher = node?.querySelector<HTMLElement>('.ant-tree-switcher');
    if (!switcher) throw new Error(`the tree node ${title} has no switcher`);
    return switcher;
  }

  /** Which of the spec's status names the open drop-down offers (each option carries its label as title). */
  const offeredStatuses = (): string[] =>
    SPEC_STATUS.filter((name) => screen.queryByTitle(name) !== null);

  test('the tree and the list under a node; the name filter narrows the count (共N条数据)', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const own = root(mock);
    const under = descendants(mock, own.id);
    await renderPage('/om/om-query', { account: 'admin01', mock });
    expect(
      await screen.findByText(`共${under.length}条数据`, {}, { timeout: 30000 }),
    ).toBeInTheDocument();

    const tree = screen.getByRole('tree', { name: '机构树' });
    expect(within(tree).getByText(own.name)).toBeInTheDocument();
    const direct = [...mock.db.orgs.values()].filter((org) => org.parentId === own.id);
    for (const child of direct) expect(within(tree).getByText(child.name)).toBeInTheDocument();

    const word = commonSuffix(byStatusOrgs(mock).map((org) => org.name));
    expect(word.length).toBeGreaterThan(1);
    await searchBy(user, '机构名称', word);
    const named = under.filter((org) => org.name.includes(word));
    expect(named.length).toBeGreaterThan(0);
    expect(await screen.findByText(`共${named.length}条数据`)).toBeInTheDocument();

    // A second-level node with children: its whole subtree, the filter reset.
    const parent = direct.find((org) => descendants(mock, org.id).length > 0);
    if (!parent) throw new Error('no second-level organisation with children');
    await user.click(screen.getByRole('button', { name: '重置' }));
    await user.click(within(tree).getByText(parent.name));
    const sub = descendants(mock, parent.id);
    expect(await screen.findByText(`共${sub.length}条数据`)).toBeInTheDocument();
    // 上级机构 waits in 列设置 beside the tree (the default columns fit at 1440).
    await showColumns(user, '上级机构');
    const firstRow = tableRows()[1];
    expect(cellsOf(firstRow)[2]).toHaveTextContent(parent.name);
  });

  test('details: a direct child opens at /…/{id}/false, is edited and sent its activation mail; a third-level one is read only', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const own = root(mock);
    const child = [...mock.db.orgs.values()].find(
      (org) => org.parentId === own.id && org.status === 5 && !org.contactMail,
    );
    const third = descendants(mock, own.id).find((org) => org.level === 3);
    if (!child || !third)
      throw new Error('the seed lacks a 未激活 direct child or a third-level organisation');
    const { currentPath, unmount } = await renderPage('/om/om-query', { account: 'admin01', mock });
    await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });
    await searchBy(user, '机构名称', child.name);
    await user.click(within(await rowWith(child.name)).getByRole('link', { name: '详情' }));
    expect(await screen.findByRole('button', { name: '编辑机构' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/om/om-query-details/om-details/${child.id}/false`);
    expect(screen.getByText(child.name)).toBeInTheDocument();
    expect(screen.getByText('未激活')).toBeInTheDocument();
    expect(screen.queryByText('第三级机构或非直属下级机构仅可查看。')).not.toBeInTheDocument();

    // No administrator mail yet: the platform says so, and nothing is sent.
    await user.click(screen.getByRole('button', { name: '发送激活邮件' }));
    expect(await screen.findByText('请先填写机构管理员邮箱')).toBeInTheDocument();
    expect(mock.db.outbox).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '编辑机构' }));
    const dialog = await dialogWith('编辑机构');
    expect(within(dialog).getByLabelText('机构名称')).toHaveValue(child.name);
    await user.type(within(dialog).getByLabelText('管理员邮箱'), 'admin-of-child@example');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await expectFieldError(dialog, '管理员邮箱', '邮箱格式不正确');
    await user.type(within(dialog).getByLabelText('管理员邮箱'), '.com');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    expect(mock.db.orgs.get(child.id)).toMatchObject({
      name: child.name,
      contactMail: 'admin-of-child@example.com',
    });

    await user.click(screen.getByRole('button', { name: '发送激活邮件' }));
    expect(await screen.findByText('发送成功')).toBeInTheDocument();
    expect(mock.db.outbox).toEqual([
      expect.objectContaining({
        channel: 'mail',
        to: 'admin-of-child@example.com',
        purpose: 'activate',
      }),
    ]);
    unmount();

    await renderPage(`/om/om-query-details/om-details/${third.id}/true`, {
      account: 'admin01',
      mock,
    });
    expect(
      await screen.findByText('第三级机构或非直属下级机构仅可查看。', {}, { timeout: 30000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(third.name)).toBeInTheDocument();
    expect(screen.getByText('第3级')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑机构' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送激活邮件' })).not.toBeInTheDocument();
  });

  test('the colour field shows the colour that will be painted; the chosen one is what is saved', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const own = root(mock);
    const child = [...mock.db.orgs.values()].find(
      (org) => org.parentId === own.id && org.status === 2,
    );
    if (!child) throw new Error('the seed lacks a 正常 direct child');
    child.themeColor = JSON.stringify({ r: 71, g: 151, b: 247 });
    await renderPage(`/om/om-query-details/om-details/${child.id}/false`, {
      account: 'admin01',
      mock,
    });
    await user.click(await screen.findByRole('button', { name: '编辑机构' }, { timeout: 30000 }));
    const dialog = await dialogWith('编辑机构');
    const colour = within(dialog).getByLabelText('主题色');
    expect(colour).toHaveValue('#4797f7');
    expect(
      within(dialog).getByText('实际显示颜色 #0967d6，白色文字对比度 5.35:1（所选颜色已加深）'),
    ).toBeInTheDocument();

    fireEvent.change(colour, { target: { value: '#003264' } });
    expect(
      await within(dialog).findByText('实际显示颜色 #003264，白色文字对比度 12.80:1'),
    ).toBeInTheDocument();

    fireEvent.change(colour, { target: { value: '#fff59d' } });
    expect(
      await within(dialog).findByText(
        '实际显示颜色 #776b00，白色文字对比度 5.40:1（所选颜色已加深）',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    expect(JSON.parse(mock.db.orgs.get(child.id)?.themeColor ?? '')).toEqual({
      r: 255,
      g: 245,
      b: 157,
    });
  });

  test('create a child organisation: the empty submit names every rule; the saved one is 未激活 one level down', async () => {
    const user = userEvent.setup();
    const { mock } = await renderPage('/om/om-query', { account: 'admin01' });
    const own = root(mock);
    const before = mock.db.orgs.size;
    await user.click(await screen.findByRole('button', { name: '新增机构' }, { timeout: 30000 }));
    const dialog = await dialogWith('新增机构');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await expectFieldError(dialog, '机构名称', '机构名称不能为空');
    await expectFieldError(dialog, '主体类型', '请选择主体类型');
    // The region picker does not pass aria-describedby on: its message is found by text.
    expect(within(dialog).getByText('地区不能为空')).toBeInTheDocument();
    expect(mock.db.orgs.size).toBe(before);

    // A name taken anywhere (here by another top-level organisation) is refused by saveOrgValidParam.
    const taken = [...mock.db.orgs.values()].find((org) => org.level === 1 && org.id !== own.id);
    if (!taken) throw new Error('no other top-level organisation');
    await user.type(within(dialog).getByLabelText('机构名称'), taken.name);
    await user.click(within(dialog).getByLabelText('主体类型'));
    await user.click(await screen.findByTitle('企业'));
    await user.click(within(dialog).getByRole('combobox', { name: '所在地区' }));
    await user.click(await screen.findByText('广东省'));
    await user.click(await screen.findByText('深圳市'));
    await user.click(await screen.findByText('福田区'));
    expect(within(dialog).getByTitle('广东省 / 深圳市 / 福田区')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('管理员手机号'), '1391234');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await expectFieldError(dialog, '管理员手机号', '手机号格式不正确');
    await user.type(within(dialog).getByLabelText('管理员手机号'), '5678');
    await user.type(within(dialog).getByLabelText('管理员邮箱'), 'nanshan@example.com');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('机构名称已存在')).toBeInTheDocument();
    expect(mock.db.orgs.size).toBe(before);

    // The region is found by typing its district into the picker's search, as the removed browser
    // story picked it: the one result 广东省 / 深圳市 / 南山区 replaces 福田区.
    const region = within(dialog).getByRole('combobox', { name: '所在地区' });
    await user.click(region);
    await user.type(region, '南山区');
    await user.click(
      await screen.findByText(
        (_, element) =>
          element?.matches('.ant-cascader-menu-item') === true &&
          /深圳市.*南山区/.test(element.textContent ?? ''),
      ),
    );
    expect(within(dialog).getByTitle('广东省 / 深圳市 / 南山区')).toBeInTheDocument();

    const name = '星辰南山分中心';
    await user.clear(within(dialog).getByLabelText('机构名称'));
    await user.type(within(dialog).getByLabelText('机构名称'), name);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const saved = [...mock.db.orgs.values()].find((org) => org.name === name);
    expect(saved).toMatchObject({
      parentId: own.id,
      level: own.level + 1,
      status: 5,
      orgType: 0,
      bodyType: '1',
      areaCode: '440000-440300-440305',
      contactMobile: '13912345678',
      contactMail: 'nanshan@example.com',
    });
    await searchBy(user, '机构名称', name);
    expect(within(await rowWith(name)).getByText('未激活')).toBeInTheDocument();
    // Its parent, in 上级机构: a column the list starts without (the default columns fit at 1440).
    await showColumns(user, '上级机构');
    expect(within(await rowWith(name)).getByText(own.name)).toBeInTheDocument();

    // Below a third-level node nothing can be added: the platform refuses with its reason.
    const tree = screen.getByRole('tree', { name: '机构树' });
    const third = descendants(mock, own.id).find((org) => org.level === 3);
    const thirdParent = mock.db.orgs.get(third?.parentId ?? '');
    if (!third || !thirdParent) throw new Error('no third-level organisation');
    await user.click(treeSwitcher(tree, thirdParent.name));
    await user.click(await within(tree).findByText(third.name));
    await user.click(screen.getByRole('button', { name: '新增机构' }));
    const below = await dialogWith('新增机构');
    await user.type(within(below).getByLabelText('机构名称'), '星辰南山第四级');
    await user.click(within(below).getByLabelText('主体类型'));
    await user.click(await screen.findByTitle('学校'));
    await user.click(within(below).getByRole('combobox', { name: '所在地区' }));
    await user.click(
      await screen.findByText('北京市', { selector: '.ant-cascader-menu-item-content' }),
    );
    await user.click(
      (await screen.findAllByText('北京市', { selector: '.ant-cascader-menu-item-content' }))[1],
    );
    await user.click(await screen.findByText('朝阳区'));
    const count = mock.db.orgs.size;
    await user.click(within(below).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('第三级机构不能再新增下级机构')).toBeInTheDocument();
    expect(mock.db.orgs.size).toBe(count);
  });

  test('status change: the spec names, only the allowed targets offered, a refused change keeps the status; focus returns to 状态变更', async () => {
    const user = userEvent.setup();
    const { mock } = await renderPage('/om/om-query', { account: 'admin01' });
    const byStatus = byStatusOrgs(mock);
    expect(byStatus.map((org) => org.status)).toEqual([0, 1, 2, 3, 4, 5]);
    await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });
    await searchBy(user, '机构名称', commonSuffix(byStatus.map((org) => org.name)));
    // 状态 is the third of the columns the list starts with (机构名称, 机构类型, 状态).
    for (const org of byStatus) {
      expect(cellsOf(await rowWith(org.name))[2]).toHaveTextContent(SPEC_STATUS[org.status]);
    }

    // 未激活 → 正常 is the only change offered; it is saved.
    const inactive = byStatus.find((org) => org.status === 5);
    if (!inactive) throw new Error('no 未激活 organisation');
    const opener = within(await rowWith(inactive.name)).getByRole('button', { name: '状态变更' });
    // 取消 gives focus back to the button that opened the dialog.
    await user.click(opener);
    let dialog = await dialogWith('状态变更');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    await user.click(opener);
    dialog = await dialogWith('状态变更');
    expect(dialog).toHaveTextContent(`${inactive.name}：当前状态 未激活`);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await expectFieldError(dialog, '变更为', '请选择状态');
    await user.click(within(dialog).getByLabelText('变更为'));
    await waitFor(() => expect(offeredStatuses()).toEqual(['正常']));
    await user.click(await screen.findByTitle('正常'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('状态变更成功')).toBeInTheDocument();
    expect(mock.db.orgs.get(inactive.id)?.status).toBe(2);
    // So does a save.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    await waitFor(async () =>
      expect(cellsOf(await rowWith(inactive.name))[2]).toHaveTextContent('正常'),
    );

    // 待审核 offers 正常 and 未通过; meanwhile another administrator refuses the organisation
    // (未通过), so the 正常 chosen on the stale row is refused by the platform with its reason.
    const pending = byStatus.find((org) => org.status === 0);
    if (!pending) throw new Error('no 待审核 organisation');
    await user.click(within(await rowWith(pending.name)).getByRole('button', { name: '状态变更' }));
    dialog = await dialogWith('状态变更');
    await user.click(within(dialog).getByLabelText('变更为'));
    await waitFor(() => expect(offeredStatuses()).toEqual(['未通过', '正常']));
    const stale = mock.db.orgs.get(pending.id);
    if (!stale) throw new Error('the 待审核 organisation is gone');
    stale.status = 1;
    await user.click(await screen.findByTitle('正常'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('未通过的机构不能变更为正常')).toBeInTheDocument();
    expect(mock.db.orgs.get(pending.id)?.status).toBe(1);
    expect(dialog).toBeInTheDocument();
  });

  test('delete: a childless second-level organisation goes; one with children and a third-level one are refused with the reason', async () => {
    const user = userEvent.setup();
    const { mock } = await renderPage('/om/om-query', { account: 'admin01' });
    const own = root(mock);
    const under = descendants(mock, own.id);
    const childCount = (org: Org) => under.filter((row) => row.parentId === org.id).length;
    const leaf = under.find((org) => org.level === 2 && childCount(org) === 0);
    const parent = under.find((org) => org.level === 2 && childCount(org) > 0);
    const third = under.find((org) => org.level === 3);
    if (!leaf || !parent || !third) throw new Error('the seed lacks an organisation to delete');
    await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });

    await searchBy(user, '机构名称', parent.name);
    await user.click(within(await rowWith(parent.name)).getByRole('button', { name: '删除' }));
    let refusal = await dialogWith('不能删除');
    expect(refusal).toHaveTextContent('该机构存在下级机构，不能删除');
    await user.click(within(refusal).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(refusal).not.toBeInTheDocument());
    expect(mock.db.orgs.has(parent.id)).toBe(true);

    await searchBy(user, '机构名称', third.name);
    await user.click(within(await rowWith(third.name)).getByRole('button', { name: '删除' }));
    refusal = await dialogWith('不能删除');
    expect(refusal).toHaveTextContent('第三级机构不能删除，仅可删除第三级以上的机构');
    await user.click(within(refusal).getByRole('button', { name: '知道了' }));
    expect(mock.db.orgs.has(third.id)).toBe(true);

    await searchBy(user, '机构名称', leaf.name);
    await user.click(within(await rowWith(leaf.name)).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(`确定删除“${leaf.name}”吗？`)).toBeInTheDocument();
    const confirm = screen.getByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(mock.db.orgs.has(leaf.id)).toBe(false);
    await waitFor(() =>
      expect(screen.queryByText(leaf.name, { selector: 'td' })).not.toBeInTheDocument(),
    );
  });

  test('without their codes 删除 and 代理操作 are gone from the organisation list; 新增机构 stays', async () => {
    const user = userEvent.setup();
    const { mock } = await renderPage('/om/om-query', {
      account: 'admin01',
      withoutCodes: [PERM.orgDelete, PERM.orgAgent],
    });
    // A normal direct child: with the codes its row offers 代理操作 and 删除 (the stories above).
    const child = mock.db.orgs.get(mock.db.qaOrgs.resource);
    if (!child) throw new Error('the QA resource organisation is missing from the seed');
    await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });
    await searchBy(user, '机构名称', child.name);
    const actions = within(await rowWith(child.name));
    expect(actions.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: '状态变更' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: '代理操作' })).not.toBeInTheDocument();
    expect(actions.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增机构' })).toBeInTheDocument();
  });

  // 创建时间 and 层级 start hidden on 机构查询 (the tree beside it shows the levels): 状态 is shown.
  test('机构查询 sorts by 状态 from its header: the call asks the mock for it and the address keeps it', () =>
    expectHeaderSort({
      route: '/om/om-query',
      as: { account: 'admin01' },
      call: '/getChildOrgPage',
      column: /状态/,
      field: 'status',
    }));

  test('客户机构 sorts by 状态 from its header: the call asks the mock for it and the address keeps it', () =>
    expectHeaderSort({
      route: '/om/customer-org',
      as: { account: 'admin01' },
      call: '/getCustomOrgPage',
      column: /状态/,
      field: 'status',
    }));
});

describe('the scope a list asks for', () => {
  /** The queries the console sent to each path, in order. */
  function recordQueries(mock: ReturnType<typeof createMockApp>) {
    const sent = new Map<string, Array<Record<string, unknown>>>();
    const handle = mock.handle.bind(mock);
    mock.handle = (req: MockRequest) => {
      sent.set(req.path, [...(sent.get(req.path) ?? []), { ...req.query }]);
      return handle(req);
    };
    return sent;
  }

  test('部门与人员 and 客户机构 send the current organisation as orgId (shell spec §7)', async () => {
    const mock = createMockApp();
    const sent = recordQueries(mock);
    const orgId = mock.db.qaOrgs.comprehensive;
    const view = await renderPage('/om/dept-people', { account: 'admin01', mock });
    await screen.findByRole('tree', { name: '部门树' }, { timeout: 30000 });
    await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });
    view.unmount();
    await renderPage('/om/customer-org', { account: 'admin01', mock });
    await screen.findByText(/共\d+条数据/, {}, { timeout: 30000 });
    for (const path of [
      '/server-platform/api/dept/getDeptTree',
      '/server-platform/api/org/getOrgOperatorPage',
      '/server-platform/api/org/getCustomOrgPage',
    ]) {
      const queries = sent.get(path) ?? [];
      expect([path, queries.length > 0]).toEqual([path, true]);
      for (const query of queries) expect([path, query.orgId]).toEqual([path, orgId]);
    }
  });
});
