import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp, type MockApp } from '../../../mock/app';
import { type ConsultOrder, type CusUser } from '../../../mock/counselling/types';
import { renderPage } from '@/test/renderPage';
import { sentQueries } from '@/test/sentQueries';
import { call, loginAs } from '../../../mock/testing';
import { referVisitor } from '@/test/counsellingStory';
import { PERM } from '@/shared/session/permissions';
import { dialogWith, expectTexts, rowWith } from '@/test/storyQueries';
import { moment } from '@/shared/utils/dates';

describe('来访者档案', () => {
  const inMainOrg = {
    identity: (identity: { orgName: string }) => identity.orgName === '星辰心理健康综合服务中心',
  };

  test('来访者档案: 概览 counts the care so far and the risk’s changes; 时间线 lists events newest first, filtered by kind, each opening its order', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const byVisitor = new Map<string, ConsultOrder[]>();
    for (const order of mock.db.counselling.tables.orders.values())
      if (order.orgId === mock.db.qaOrgs.comprehensive)
        byVisitor.set(order.cusUserId, [...(byVisitor.get(order.cusUserId) ?? []), order]);
    const [visitorId, orders] = [...byVisitor].sort((a, b) => b[1].length - a[1].length)[0];
    const visitor = mock.db.counselling.tables.cusUsers.get(visitorId)!;
    const done = orders.filter(
      (order) => (order.status === 2 || order.status === 3) && order.isBreakContract === 0,
    ).length;
    const { currentPath } = await renderPage(`/consult/customers/${visitorId}`, {
      account: 'admin01',
      mock,
      ...inMainOrg,
    });
    expect(
      await screen.findByRole('heading', { name: `来访者档案：${visitor.name}` }),
    ).toBeInTheDocument();
    const care = screen.getByRole('region', { name: '咨询概况' });
    expect(within(care).getByText(`${done} 次`)).toBeInTheDocument();
    // 当前风险: only the changes, newest first, each linked to the visitor's own session or call
    const risk = screen.getByRole('region', { name: '当前风险' });
    const riskRows = within(risk).getAllByRole('row').slice(1);
    expect(riskRows.length).toBeGreaterThan(0);
    const cells = riskRows.map((row) => within(row).getAllByRole('cell'));
    const sources = new Set([
      ...orders.map((order) => `/consult/orders/${order.id}`),
      ...[...mock.db.counselling.tables.hotlines.values()]
        .filter((call) => call.cusUserId === visitorId)
        .map((call) => `/consult/hotline/${call.id}`),
      `/consult/customers/${visitorId}?tab=measures`,
    ]);
    cells.forEach(([time, status, source], index) => {
      expect(sources).toContain(within(source).getByRole('link').getAttribute('href'));
      if (index === 0) return;
      const [newer, newerStatus] = cells[index - 1];
      expect(newer.textContent!.localeCompare(time.textContent!)).toBeGreaterThanOrEqual(0);
      expect(status).not.toHaveTextContent(newerStatus.textContent!);
    });

    await user.click(screen.getByRole('tab', { name: '时间线' }));
    expect(currentPath()).toBe(`/consult/customers/${visitorId}?tab=timeline`);
    const kinds = await screen.findByRole('group', { name: '事件类型' });
    const orderKind = within(kinds).getByRole('checkbox', { name: /^订单（\d+）$/ });
    // the newest order's creation is among the first events drawn
    const first = orders.sort((a, b) => b.createTime.localeCompare(a.createTime))[0];
    const created = await screen.findByRole('link', { name: `创建订单 ${first.orderNo}` });
    expect(created).toHaveAttribute('href', `/consult/orders/${first.id}`);

    await user.click(orderKind);
    expect(orderKind).not.toBeChecked();
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: `创建订单 ${first.orderNo}` }),
      ).not.toBeInTheDocument(),
    );
    expect(within(kinds).getByRole('checkbox', { name: /^咨询（\d+）$/ })).toBeChecked();
  });

  test('来访者档案’s header (来访者概要): status, mental status, sex, birthday, mobile, source and care so far over every tab, the visitor asked for once', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const visitor = [...mock.db.counselling.tables.cusUsers.values()].find(
      (row) =>
        row.orgId === mock.db.qaOrgs.comprehensive && row.archived === 0 && row.consultCount > 0,
    )!;
    const asked = sentQueries(mock, '/cusUser/detail');
    await renderPage(`/consult/customers/${visitor.id}`, {
      account: 'admin01',
      mock,
      ...inMainOrg,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: `来访者档案：${visitor.name}` }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '来访者概要' });
    const mental = ['正常', '关注', '危机'][visitor.mentalStatus];
    const expectSummary = () => {
      for (const text of [
        '在册',
        `心理状态 ${mental}`,
        ['男', '女'][visitor.sex],
        visitor.mobile,
        new RegExp(`^${visitor.birthday}（\\d+岁）$`),
        visitor.source,
        String(visitor.consultCount),
      ])
        expect(within(summary).getByText(text)).toBeInTheDocument();
    };
    expectSummary();
    for (const tab of ['时间线', '测评', '知情同意', '概览']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByRole('tab', { name: tab, selected: true })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: '来访者概要' })).toBe(summary);
    }
    expectSummary();
    expect(asked).toEqual([{ id: visitor.id }]);
  });
});

describe("the chart's casework", () => {
  const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

  /** A visitor of admin01's organisation on the books, with an order of expert01's. */
  function visitor(mock: MockApp) {
    const t = mock.db.counselling.tables;
    const expert = [...mock.db.accounts.values()].find((row) => row.username === 'expert01')!;
    const order = [...t.orders.values()].find(
      (o) =>
        o.orgId === mock.db.qaOrgs.comprehensive &&
        o.expertId === expert.id &&
        t.cusUsers.get(o.cusUserId)?.archived === 0,
    )!;
    const partner = [...t.partners.values()].find(
      (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 1,
    )!;
    return { order, customer: t.cusUsers.get(order.cusUserId)!, partner };
  }

  test('外部转介 on the chart: refer the visitor to a partner, then record the result; the to-do follows', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const { customer, partner } = visitor(mock);
    await renderPage(`/consult/customers/${customer.id}`, { account: 'admin01', mock });
    await user.click(await screen.findByRole('tab', { name: '外部转介' }));
    await user.click(await screen.findByRole('button', { name: '发起转介' }));
    const dialog = await dialogWith(`外部转介（${customer.name}）`);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    await expectTexts(dialog, ['请选择转介机构', '请输入转介原因', '请输入转介摘要']);
    expect(mock.db.casework.referrals.size).toBe(0);

    await user.type(within(dialog).getByRole('combobox', { name: '转介机构' }), partner.name);
    await user.click(await screen.findByTitle(partner.name));
    await user.click(within(dialog).getByRole('radio', { name: '紧急' }));
    await user.type(within(dialog).getByLabelText('转介原因'), '需精神科评估');
    await user.type(within(dialog).getByLabelText('转介摘要'), '近两周睡眠差、情绪低落。');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('转介已发起')).toBeInTheDocument();
    const [stored] = mock.db.casework.referrals.values();
    expect(stored).toMatchObject({
      cusUserId: customer.id,
      orderId: '',
      partnerId: partner.id,
      urgency: '紧急',
      status: '待反馈',
    });
    const todo = mock.db.counselling.tables.todos.find((row) => row.bizType === 'referral')!;
    expect(todo).toMatchObject({ type: '转介待反馈', status: 0, bizId: stored.id });

    const row = await rowWith(partner.name);
    expect(within(row).getByText('待反馈')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '记录结果' }));
    const result = await dialogWith(`记录转介结果（${customer.name} → ${partner.name}）`);
    await user.click(within(result).getByRole('button', { name: label('确定') }));
    await expectTexts(result, ['请输入转介结果']);
    await user.type(within(result).getByLabelText('转介结果'), '医院已接诊，开始药物治疗');
    await user.click(within(result).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('转介结果已记录')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('已反馈')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: '记录结果' })).not.toBeInTheDocument();
    expect(mock.db.counselling.tables.todos.find((one) => one.id === todo.id)?.status).toBe(1);
  });

  test('without 外部转介 the chart lists referrals but offers no 发起转介 or 记录结果; 督导记录 only for supervisors', async () => {
    const mock = createMockApp();
    const { customer, order, partner } = visitor(mock);
    await referVisitor(mock, {
      cusUserId: customer.id,
      partnerId: partner.id,
      reason: '需住院评估',
      urgency: '危急',
    });
    const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
    await call(mock, {
      method: 'POST',
      path: '/server-platform/api/supervision/save',
      token,
      body: { orderId: order.id, text: '注意自伤风险' },
    });
    await renderPage(`/consult/customers/${customer.id}`, {
      account: 'operator01',
      mock,
      withoutCodes: [PERM.referralAdd, PERM.supervision],
    });
    await userEvent.click(await screen.findByRole('tab', { name: '外部转介' }));
    const row = await rowWith(partner.name);
    expect(within(row).getByText('危急')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '记录结果' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发起转介' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '督导记录' })).not.toBeInTheDocument();
    expect(mock.db.casework.views).toEqual([]);
  });

  test('a supervisor opens 督导记录 on the chart: the visitor’s notes, each reading logged', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const { customer, order } = visitor(mock);
    const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
    await call(mock, {
      method: 'POST',
      path: '/server-platform/api/supervision/save',
      token,
      body: { orderId: order.id, text: '注意自伤风险' },
    });
    await renderPage(`/consult/customers/${customer.id}`, { account: 'operator01', mock });
    await user.click(await screen.findByRole('tab', { name: '督导记录' }));
    const list = await screen.findByRole('region', { name: '督导记录' });
    expect(await within(list).findByText('注意自伤风险')).toBeInTheDocument();
    expect(within(list).getByText('共1条督导记录')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: `查看订单 ${order.orderNo}` })).toHaveAttribute(
      'href',
      `/consult/orders/${order.id}`,
    );
    expect(mock.db.casework.views).toEqual([
      expect.objectContaining({ account: 'operator01', kind: '来访者档案', orderIds: [order.id] }),
    ]);
  });
});

describe("the chart's 知情同意", () => {
  /** A visitor registered today in admin01's organisation: no order, no consent. */
  function newVisitor(mock: MockApp): CusUser {
    const t = mock.db.counselling.tables;
    const row: CusUser = {
      id: '990001',
      orgId: mock.db.qaOrgs.comprehensive,
      name: '章知情',
      sex: 1,
      birthday: '1994-02-03',
      mobile: '13612349876',
      deptId: '',
      source: '手动录入',
      createTime: moment().format('YYYY-MM-DD HH:mm:ss'),
      lastConsultTime: '',
      consultCount: 0,
      mentalStatus: 0,
      archived: 0,
      archiveTime: '',
      archiveBy: '',
      remark: '',
    };
    t.cusUsers.set(row.id, row);
    return row;
  }

  async function openConsentTab(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('tab', { name: '知情同意' }));
    return screen.findByRole('tabpanel', { name: '知情同意' });
  }

  test('a new visitor is 未签署; 登记知情同意 shows the version in force with its text and records it', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const visitor = newVisitor(mock);
    await renderPage(`/consult/customers/${visitor.id}`, { account: 'admin01', mock });
    // 概览 names the standing too.
    expect(await screen.findByText('未签署')).toBeInTheDocument();
    const panel = await openConsentTab(user);
    expect(await within(panel).findByText('未签署')).toBeInTheDocument();
    expect(
      within(panel).getByText('首次咨询前须登记来访者对当前版本知情同意书的同意'),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/^v1（\d{4}-\d\d-\d\d起生效）$/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: '登记知情同意' }));
    const dialog = await screen.findByRole('dialog', { name: '登记知情同意' });
    expect(within(dialog).getByRole('region', { name: '知情同意书 v1' })).toHaveTextContent(
      '本人已阅读并理解上述内容，同意接受心理咨询。',
    );
    expect(within(dialog).getByRole('radio', { name: '纸质签署，工作人员录入' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '小程序内同意' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('登记成功')).toBeInTheDocument();

    expect(await within(panel).findByText('已同意当前版本')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '登记知情同意' })).not.toBeInTheDocument();
    const row = within(panel).getByRole('row', { name: /小程序内同意/ });
    expect(row).toHaveTextContent('v1');
    expect(row).toHaveTextContent('王立新');
    expect(mock.db.counselling.tables.consentRecords.at(-1)).toMatchObject({
      cusUserId: visitor.id,
      version: 1,
      how: 'miniProgram',
      recordedBy: '王立新',
    });
  });

  test('a seeded visitor agreed to v1; once v2 is in force they stand at the old version and may be recorded again', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const t = mock.db.counselling.tables;
    const record = t.consentRecords.find((row) => row.orgId === mock.db.qaOrgs.comprehensive)!;
    t.consents.push({
      orgId: record.orgId,
      version: 2,
      text: '第二版知情同意书',
      effectiveFrom: moment().format('YYYY-MM-DD'),
      createBy: '王立新',
      createTime: moment().format('YYYY-MM-DD HH:mm:ss'),
    });
    await renderPage(`/consult/customers/${record.cusUserId}`, { account: 'admin01', mock });
    const panel = await openConsentTab(user);
    expect(await within(panel).findByText('同意的是旧版本 v1')).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: new RegExp(record.time) })).toHaveTextContent(
      'v1',
    );
    await user.click(within(panel).getByRole('button', { name: '登记知情同意' }));
    const dialog = await screen.findByRole('dialog', { name: '登记知情同意' });
    expect(within(dialog).getByRole('region', { name: '知情同意书 v2' })).toHaveTextContent(
      '第二版知情同意书',
    );
  });
});

describe("the chart's measures", () => {
  const MAIN_ORG = '星辰心理健康综合服务中心';
  const inMainOrg = { identity: (identity: { orgName: string }) => identity.orgName === MAIN_ORG };

  /** A seeded visitor of the main organisation with PHQ-9 and GAD-7 results. */
  function measuredVisitor(mock: MockApp) {
    const t = mock.db.counselling.tables;
    const withBoth = t.measurePlans.find(
      (plan) =>
        plan.orgId === mock.db.qaOrgs.comprehensive &&
        plan.formId === '970002' &&
        t.measureResults.filter((row) => row.cusUserId === plan.cusUserId).length >= 4,
    );
    if (!withBoth) throw new Error('the seed has no visitor measured on both scales');
    const results = t.measureResults.filter((row) => row.cusUserId === withBoth.cusUserId);
    return { cusUserId: withBoth.cusUserId, results };
  }

  const tableOf = (title: string) => screen.getByRole('region', { name: title });

  test('the 测评 tab charts each scale over its bands with the sessions marked, lists every result and opens its answers', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const { cusUserId, results } = measuredVisitor(mock);
    await renderPage(`/consult/customers/${cusUserId}?tab=measures`, {
      account: 'admin01',
      mock,
      ...inMainOrg,
    });
    expect(await screen.findByRole('tab', { name: '测评', selected: true })).toBeInTheDocument();

    // The plans: the seed's PHQ-9 and GAD-7, before every session.
    const plans = await waitFor(() => tableOf('测评计划'));
    expect(within(plans).getByText('抑郁症筛查量表 PHQ-9')).toBeInTheDocument();
    expect(within(plans).getByText('广泛性焦虑量表 GAD-7')).toBeInTheDocument();
    expect(within(plans).getAllByText('每次咨询前')).toHaveLength(2);

    // One chart per scale: its figures and bands in the text alternative, the sessions counted.
    const phq = await screen.findByRole('img', { name: 'PHQ-9得分趋势' });
    expect(await screen.findByRole('img', { name: 'GAD-7得分趋势' })).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: /^PHQ-9得分趋势/ });
    expect(figures).toHaveTextContent(
      '分段：无 0-4，轻度 5-9，中度 10-14，中重度 15-19，重度 20-27',
    );
    const sessions = [...mock.db.counselling.tables.orders.values()].filter(
      (order) => order.cusUserId === cusUserId && order.status !== 4,
    );
    expect(figures).toHaveTextContent(`咨询${sessions.length}次`);
    const phqResults = results.filter((row) => row.formId === '970001');
    expect(within(figures).getAllByRole('row')).toHaveLength(phqResults.length + 1);
    expect(phq).toHaveAttribute('aria-describedby', figures.id);
    // ECharts drew the bands' labels behind the line (SVG under jsdom).
    await waitFor(() => expect(phq).toHaveTextContent('中重度'));

    // Every result, latest first, ten a page; the first of each scale marked as such, on
    // whichever page it falls (a visitor measured often has them past the first).
    const list = tableOf('测评结果');
    const rowsShown = () => within(list).getAllByRole('row').slice(1);
    expect(rowsShown()).toHaveLength(Math.min(10, results.length));
    let firsts = within(list).queryAllByText('首次').length;
    for (let page = 2; page <= Math.ceil(results.length / 10); page += 1) {
      await user.click(within(list).getByTitle(String(page)));
      expect(rowsShown()).toHaveLength(Math.min(10, results.length - (page - 1) * 10));
      firsts += within(list).queryAllByText('首次').length;
    }
    expect(firsts).toBe(new Set(results.map((row) => row.formId)).size);

    await user.click(within(rowsShown()[0]).getByRole('button', { name: '查看作答' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getAllByRole('row').length).toBeGreaterThan(7));
    expect(drawer).toHaveTextContent(/完全不会|好几天|一半以上的天数|几乎每天/);
    // The view is logged.
    expect(mock.db.counselling.tables.measureViews.map((view) => view.cusUserId)).toEqual([
      cusUserId,
    ]);
  });

  test('admin01 adds a plan every N sessions, edits it and deletes it; the mock holds what the form said', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const { cusUserId } = measuredVisitor(mock);
    await renderPage(`/consult/customers/${cusUserId}?tab=measures`, {
      account: 'admin01',
      mock,
      ...inMainOrg,
    });
    await user.click(await screen.findByRole('button', { name: '新增计划' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('请选择量表')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: '量表' }));
    await user.click(await screen.findByTitle('广泛性焦虑量表 GAD-7'));
    await user.click(within(dialog).getByRole('combobox', { name: '测评时机' }));
    await user.click(await screen.findByTitle('每 N 次咨询'));
    const n = await within(dialog).findByLabelText('间隔次数 N');
    await user.type(n, '3');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText(/^保存成功/)).toBeInTheDocument();
    const t = mock.db.counselling.tables;
    const saved = t.measurePlans.filter((plan) => plan.cusUserId === cusUserId).at(-1);
    expect(saved).toMatchObject({ formId: '970002', when: 'everyNSessions', n: 3, to: '' });
    const plans = tableOf('测评计划');
    expect(await within(plans).findByText('每 3 次咨询')).toBeInTheDocument();

    const rowOf = (text: string) => within(plans).getByRole('row', { name: new RegExp(text) });
    await user.click(within(rowOf('每 3 次咨询')).getByRole('button', { name: '编辑' }));
    const editing = await screen.findByRole('dialog', { name: '编辑测评计划' });
    const every = within(editing).getByLabelText('间隔次数 N');
    expect(every).toHaveValue('3');
    await user.clear(every);
    await user.type(every, '4');
    await user.click(within(editing).getByRole('button', { name: /确\s?定/ }));
    expect(await within(plans).findByText('每 4 次咨询')).toBeInTheDocument();
    // The same plan, changed: no second one.
    expect(t.measurePlans.filter((plan) => plan.id === saved?.id)).toEqual([
      expect.objectContaining({ n: 4, formId: '970002' }),
    ]);

    await user.click(within(rowOf('每 4 次咨询')).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(within(plans).queryByText('每 4 次咨询')).not.toBeInTheDocument());
    expect(t.measurePlans.some((plan) => plan.id === saved?.id)).toBe(false);
  });

  test('operator01 reads the scores but neither writes plans nor opens answers', async () => {
    const mock = createMockApp();
    const { cusUserId } = measuredVisitor(mock);
    await renderPage(`/consult/customers/${cusUserId}?tab=measures`, {
      account: 'operator01',
      mock,
    });
    expect(await screen.findByRole('img', { name: 'PHQ-9得分趋势' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增计划' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看作答' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
