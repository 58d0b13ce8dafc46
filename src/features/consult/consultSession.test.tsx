import { screen, waitFor, within } from '@testing-library/react';
import { createMockApp, type MockApp } from '../../../mock/app';
import { type ConsultOrder } from '../../../mock/counselling/types';
import { slotTime } from '@/shared/counselling/slotRule';
import { renderPage } from '@/test/renderPage';
import userEvent from '@testing-library/user-event';
import { changeRow } from '../../../mock/counselling/rows';
import { formatDate } from '../../../mock/core/time';
import { dialogWith, rowWith, expectTexts } from '@/test/storyQueries';
import { call, loginAs } from '../../../mock/testing';
import { openFirstFreeSlots } from '@/test/counsellingStory';
import { PERM } from '@/shared/session/permissions';
import { type AxiosAdapter } from 'axios';
import { filledPaper } from '../../../mock/contract/caseRecordFixtures';
import { templateInUse } from '../../../mock/form-template/formSource';
import { http } from '@/shared/request/http';
import { maskMobile } from '@/shared/utils/format';

/** A session from the counsellor's side and the order's: when it may start, the first session's consent, the measures shown on it, and the counsellor's own 改期. */
describe('a session', () => {
  const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
  const hasStarted = (order: ConsultOrder) =>
    slotTime(order.appointDate, order.startTime) <= Date.now();

  /** The seed's 待咨询 orders that `keep` picks: the first not yet started, and the first started. */
  function waitingOrders(mock: MockApp, keep: (order: ConsultOrder) => boolean) {
    const waiting = [...mock.db.counselling.tables.orders.values()].filter(
      (order) => order.status === 1 && keep(order),
    );
    return {
      upcoming: waiting.find((order) => !hasStarted(order))!,
      started: waiting.find(hasStarted)!,
    };
  }

  const expectOffered = async (offered: string[], withheld: string[]) => {
    for (const name of offered)
      expect(await screen.findByRole('button', { name: label(name) })).toBeInTheDocument();
    for (const name of withheld)
      expect(screen.queryByRole('button', { name: label(name) })).not.toBeInTheDocument();
  };

  test('我的订单: a 待咨询 session still to come offers no 完成咨询 or 爽约; one that has started offers both', async () => {
    const mock = createMockApp();
    const expertId = [...mock.db.accounts.values()].find((a) => a.username === 'expert01')?.id;
    const { upcoming, started } = waitingOrders(mock, (order) => order.expertId === expertId);

    const view = await renderPage(`/service/orders/${upcoming.id}`, { account: 'expert01', mock });
    expect(await screen.findByText(upcoming.orderNo)).toBeInTheDocument();
    await expectOffered(['改期'], ['完成咨询', '爽约']);
    view.unmount();

    await renderPage(`/service/orders/${started.id}`, { account: 'expert01', mock });
    expect(await screen.findByText(started.orderNo)).toBeInTheDocument();
    await expectOffered(['改期', '完成咨询', '爽约'], []);
  });

  test('咨询订单: an admin is offered 爽约 only once the session has started', async () => {
    const mock = createMockApp();
    const { upcoming, started } = waitingOrders(
      mock,
      (order) => order.orgId === mock.db.qaOrgs.comprehensive,
    );

    const view = await renderPage(`/consult/orders/${upcoming.id}`, { account: 'admin01', mock });
    expect(await screen.findByText(upcoming.orderNo)).toBeInTheDocument();
    await expectOffered(['改期', '转介', '取消订单'], ['爽约']);
    view.unmount();

    await renderPage(`/consult/orders/${started.id}`, { account: 'admin01', mock });
    expect(await screen.findByText(started.orderNo)).toBeInTheDocument();
    await expectOffered(['改期', '转介', '取消订单', '爽约'], []);
  });

  test('完成咨询 of a visitor’s first session asks for consent first: 取消 records nothing; 登记并继续 records paper consent by the counsellor, then the case record opens', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const t = mock.db.counselling.tables;
    const expert = [...mock.db.accounts.values()].find((row) => row.username === 'expert01')!;
    // A visitor registered today, booked with expert01 for a session that began yesterday.
    const order = [...t.orders.values()].find(
      (o) => o.expertId === expert.id && o.orgId === mock.db.qaOrgs.comprehensive && o.status === 1,
    )!;
    const visitor = {
      ...t.cusUsers.get(order.cusUserId)!,
      id: '990002',
      name: '首访者',
      consultCount: 1,
    };
    t.cusUsers.set(visitor.id, visitor);
    changeRow(t.orders, order, {
      cusUserId: visitor.id,
      visitorName: visitor.name,
      appointDate: formatDate(Date.now() - 86_400_000),
    });
    const recordsBefore = t.consentRecords.length;
    await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });

    await user.click(await screen.findByRole('button', { name: label('完成咨询') }));
    let dialog = await dialogWith('知情同意');
    expect(
      within(dialog).getByText('首访者尚未同意当前版本的知情同意书，首次咨询完成前须登记'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: '知情同意书 v1' })).toHaveTextContent(
      '一、保密原则',
    );
    await user.click(within(dialog).getByRole('button', { name: label('取消') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t.consentRecords).toHaveLength(recordsBefore);

    await user.click(screen.getByRole('button', { name: label('完成咨询') }));
    dialog = await dialogWith('知情同意');
    await user.click(within(dialog).getByRole('button', { name: '来访者已签署，登记并继续' }));
    expect(await screen.findByText('知情同意已登记')).toBeInTheDocument();
    expect(t.consentRecords.at(-1)).toMatchObject({
      cusUserId: visitor.id,
      version: 1,
      how: 'paper',
      recordedBy: expert.name,
    });
    const paper = await dialogWith('完成咨询');
    expect(await within(paper).findByRole('region', { name: '指导语' })).toBeInTheDocument();
    expect(
      screen.queryByText('首访者尚未同意当前版本的知情同意书，首次咨询完成前须登记'),
    ).not.toBeInTheDocument();
  });

  /** PHQ-9 answers summing to `score` (item 9 left at 0). */
  function phq(score: number): string {
    let left = score;
    const answers = Array.from({ length: 8 }, () => {
      const chosen = Math.min(3, left);
      left -= chosen;
      return chosen;
    });
    return [...answers, 0].join(',');
  }

  /** expert01's first started 待咨询 session whose visitor has no result yet. */
  function startedSession(mock: MockApp): ConsultOrder {
    const t = mock.db.counselling.tables;
    const expertId = [...mock.db.accounts.values()].find((a) => a.username === 'expert01')?.id;
    const order = [...t.orders.values()].find(
      (row) =>
        row.status === 1 &&
        row.expertId === expertId &&
        slotTime(row.appointDate, row.startTime) <= Date.now() &&
        !t.measureResults.some((result) => result.cusUserId === row.cusUserId),
    );
    if (!order) throw new Error('expert01 has no started 待咨询 session');
    return order;
  }

  async function submitPhq(mock: MockApp, order: ConsultOrder, score: number) {
    const answer = await call(mock, {
      method: 'POST',
      path: '/__mock__/measure',
      query: {
        cusUserId: order.cusUserId,
        formId: '970001',
        answers: phq(score),
        orderId: order.id,
      },
    });
    expect(answer.code).toBe(0);
  }

  test('the order and 完成咨询 show the latest PHQ-9 with its change, and the 测评预警 it raised', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const order = startedSession(mock);
    for (const score of [8, 11, 16]) await submitPhq(mock, order, score);

    await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
    expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
    expect(screen.getByText('PHQ-9 16（+8）中重度')).toBeInTheDocument();
    expect(screen.getByText('测评预警：PHQ-9 16（+8）中重度，较首次可靠恶化')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: label('完成咨询') }));
    const dialog = await screen.findByRole('dialog', { name: '完成咨询' });
    expect(await within(dialog).findByText('PHQ-9 16（+8）中重度')).toBeInTheDocument();
    expect(within(dialog).getByText(/^最近测评/)).toBeInTheDocument();
  });

  test('a visitor with no result shows none, and no alert', async () => {
    const mock = createMockApp();
    const order = startedSession(mock);
    await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
    expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
    expect(screen.getByText('最近测评')).toBeInTheDocument();
    expect(screen.queryByText(/PHQ-9/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^测评预警/)).not.toBeInTheDocument();
  });

  test('我的订单: expert01 reschedules its own upcoming order to one of its free slots', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const expertId = [...mock.db.accounts.values()].find((a) => a.username === 'expert01')?.id;
    const today = formatDate(Date.now());
    const order = [...mock.db.counselling.tables.orders.values()].find(
      (o) => o.expertId === expertId && o.status === 1 && o.appointDate > today,
    )!;
    await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
    await user.click(await screen.findByRole('button', { name: label('改期') }));
    const dialog = await dialogWith('改期');
    // The first day with a free slot within the booking window.
    const options = await openFirstFreeSlots(user, dialog);
    expect(options.length).toBeGreaterThan(0);
    const picked = options[0].getAttribute('title') ?? '';
    await user.click(options[0]);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('改期成功')).toBeInTheDocument();
    // The mock stored the moved order as a new row in the old one's place.
    const moved = mock.db.counselling.tables.orders.get(order.id)!;
    expect(`${moved.startTime}-${moved.endTime}`).toBe(picked);
    expect(moved.logs.at(-1)).toMatchObject({ action: 'reschedule', from: 1, to: 1 });
  });
});

describe('recommendations after a session', () => {
  const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

  /** A 已完成 order of the main organisation with no recommendation yet. */
  const completedOrder = (mock: MockApp) => {
    const t = mock.db.counselling.tables;
    return [...t.orders.values()].find(
      (o) =>
        o.orgId === mock.db.qaOrgs.comprehensive &&
        o.status === 3 &&
        !t.recommendations.some((r) => r.orderId === o.id),
    )!;
  };

  test('推荐 on a 已完成 order: pick a published scale, give a reason, the row appears', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const order = completedOrder(mock);
    const scale = [...mock.db.scaleArea.scales.values()].find(
      (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 1,
    )!;
    await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
    await user.click(await screen.findByRole('button', { name: label('推荐') }));
    const dialog = await dialogWith('推荐类型');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByText('请选择推荐对象')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: '推荐对象' }), scale.name);
    await user.click(await screen.findByTitle(scale.name));
    await user.type(within(dialog).getByLabelText('推荐理由'), '建议两周后复测');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('推荐成功')).toBeInTheDocument();
    const rows = mock.db.counselling.tables.recommendations.filter((r) => r.orderId === order.id);
    expect(rows).toMatchObject([
      { type: 'scale', targetId: scale.id, targetName: scale.name, reason: '建议两周后复测' },
    ]);
    const row = await rowWith('建议两周后复测');
    expect(within(row).getByText('量表')).toBeInTheDocument();
    expect(within(row).getByText(scale.name)).toBeInTheDocument();
  });

  test("the order's counsellor recommends from 我的订单, and the row names them as 推荐人", async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const expert = [...mock.db.accounts.values()].find((a) => a.username === 'expert01')!;
    const order = [...mock.db.counselling.tables.orders.values()].find(
      (o) => o.expertId === expert.id && o.status === 2,
    )!;
    const scale = [...mock.db.scaleArea.scales.values()].find(
      (row) => row.orgId === order.orgId && row.status === 1,
    )!;
    await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
    await user.click(await screen.findByRole('button', { name: label('推荐') }));
    const dialog = await dialogWith('推荐类型');
    await user.type(within(dialog).getByRole('combobox', { name: '推荐对象' }), scale.name);
    await user.click(await screen.findByTitle(scale.name));
    await user.type(within(dialog).getByLabelText('推荐理由'), '下次咨询前完成');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('推荐成功')).toBeInTheDocument();
    const row = await rowWith('下次咨询前完成');
    expect(within(row).getByText(scale.name)).toBeInTheDocument();
    expect(within(row).getByText(expert.name)).toBeInTheDocument();
  });

  test('without 06-01-01-13 the detail offers no 推荐', async () => {
    const mock = createMockApp();
    const order = completedOrder(mock);
    await renderPage(`/consult/orders/${order.id}`, {
      account: 'admin01',
      mock,
      withoutCodes: [PERM.consultRecommend],
    });
    expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: label('推荐') })).not.toBeInTheDocument();
  });
});

describe('supervision notes', () => {
  const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

  /** expert01's case in admin01's organisation, with a supervision note by admin01. */
  async function supervisedCase(mock: MockApp) {
    const t = mock.db.counselling.tables;
    const expert = [...mock.db.accounts.values()].find((row) => row.username === 'expert01')!;
    const order = [...t.orders.values()].find(
      (o) =>
        o.orgId === mock.db.qaOrgs.comprehensive &&
        o.expertId === expert.id &&
        t.cusUsers.get(o.cusUserId)?.archived === 0,
    )!;
    const { token } = await loginAs(mock, 'admin01', '星辰心理健康综合服务中心');
    await call(mock, {
      method: 'POST',
      path: '/server-platform/api/supervision/save',
      token,
      body: { orderId: order.id, text: '注意来访者的自伤风险。' },
    });
    return order;
  }

  test('the case’s counsellor reads the supervision note in 我的订单 and replies in the thread; it writes none', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const order = await supervisedCase(mock);
    await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
    const thread = await screen.findByRole('region', { name: '督导记录' });
    expect(await within(thread).findByText('注意来访者的自伤风险。')).toBeInTheDocument();
    expect(screen.queryByLabelText('督导意见')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '督导记录查看记录' })).not.toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: label('回复') }));
    await expectTexts(thread, ['请输入回复内容']);
    await user.type(within(thread).getByLabelText('回复'), '收到，下次会谈先做风险评估。');
    await user.click(within(thread).getByRole('button', { name: label('回复') }));
    expect(await screen.findByText('回复成功')).toBeInTheDocument();
    expect(await within(thread).findByText('收到，下次会谈先做风险评估。')).toBeInTheDocument();
    expect(within(thread).getByText('咨询师')).toBeInTheDocument();
    const [note] = mock.db.casework.notes.values();
    expect(note.replies).toEqual([
      expect.objectContaining({ role: '咨询师', text: '收到，下次会谈先做风险评估。' }),
    ]);
    expect(mock.db.casework.views.map((view) => view.account)).toContain('expert01');
  });

  test('an administrator writes a note on the order detail; an identity without 督导 is not shown the card and asks nothing', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const order = await supervisedCase(mock);
    const { unmount } = await renderPage(`/consult/orders/${order.id}`, {
      account: 'admin01',
      mock,
    });
    expect(await screen.findByText('注意来访者的自伤风险。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交督导意见' }));
    await expectTexts(document.body, ['请输入督导意见']);
    await user.type(screen.getByLabelText('督导意见'), '下次会谈前完成风险评估量表。');
    await user.click(screen.getByRole('button', { name: '提交督导意见' }));
    expect(await screen.findByText('督导意见已保存')).toBeInTheDocument();
    expect(await screen.findByText('下次会谈前完成风险评估量表。')).toBeInTheDocument();
    expect(mock.db.casework.notes.size).toBe(2);
    await waitFor(() => expect(screen.getByLabelText('督导意见')).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: '督导记录查看记录' }));
    const log = await dialogWith('督导记录查看记录');
    const reading = await rowWith('admin01', log);
    expect(within(reading).getByText('订单详情')).toBeInTheDocument();
    expect(within(reading).getByText('管理员')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: '关闭' }));
    unmount();

    const readingsBefore = mock.db.casework.views.length;
    await renderPage(`/consult/orders/${order.id}`, {
      account: 'operator01',
      mock,
      withoutCodes: [PERM.supervision],
    });
    expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
    expect(screen.queryByText('督导记录')).not.toBeInTheDocument();
    expect(screen.queryByText('注意来访者的自伤风险。')).not.toBeInTheDocument();
    expect(mock.db.casework.views).toHaveLength(readingsBefore);
  });

  test('外部转介 from the order detail: the referral names the order and is listed on it', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const order = await supervisedCase(mock);
    const partner = [...mock.db.counselling.tables.partners.values()].find(
      (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 1,
    )!;
    await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
    await user.click(await screen.findByRole('button', { name: '外部转介' }));
    const dialog = await dialogWith(`外部转介（${order.visitorName}）`);
    await user.type(within(dialog).getByRole('combobox', { name: '转介机构' }), partner.name);
    await user.click(await screen.findByTitle(partner.name));
    await user.type(within(dialog).getByLabelText('转介原因'), '需药物评估');
    await user.type(within(dialog).getByLabelText('转介摘要'), '摘要');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('转介已发起')).toBeInTheDocument();
    const row = await rowWith(partner.name);
    expect(within(row).getByText(order.orderNo)).toBeInTheDocument();
    expect([...mock.db.casework.referrals.values()][0]).toMatchObject({
      orderId: order.id,
      cusUserId: order.cusUserId,
      urgency: '一般',
    });
  });
});

describe('the emergency contact', () => {
  const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
  const crisisOrder = (mock: MockApp) =>
    [...mock.db.counselling.tables.orders.values()].find(
      (o) => o.orgId === mock.db.qaOrgs.comprehensive && o.mentalStatus === 2 && o.emergencyMobile,
    )!;

  test('紧急查看联系人: a reason, then the number once, and the look in 操作记录; focus back on the button', async () => {
    const user = userEvent.setup();
    const mock = createMockApp();
    const order = crisisOrder(mock);
    await renderPage(`/consult/orders/${order.id}`, { account: 'operator01', mock });
    expect(await screen.findByText(maskMobile(order.emergencyMobile))).toBeInTheDocument();
    const button = screen.getByRole('button', { name: label('紧急查看联系人') });
    await user.click(button);
    const ask = await dialogWith('查看原因');
    await user.click(within(ask).getByRole('button', { name: label('查看') }));
    expect(await within(ask).findByText('请输入查看原因')).toBeInTheDocument();

    await user.type(within(ask).getByLabelText('查看原因'), '来访者失联，需联系家属');
    await user.click(within(ask).getByRole('button', { name: label('查看') }));
    const shown = await dialogWith('紧急联系人手机号');
    expect(within(shown).getByText(order.emergencyMobile)).toBeInTheDocument();
    expect(await screen.findByText(/来访者失联，需联系家属/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: /close|关闭/i }));
    expect(screen.queryByText(order.emergencyMobile)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: label('紧急查看联系人') })).toHaveFocus();
  });

  test('a holder of the contact code sees the number and needs no break-glass', async () => {
    const mock = createMockApp();
    const order = crisisOrder(mock);
    await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
    expect(await screen.findByText(order.emergencyMobile)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: label('紧急查看联系人') })).not.toBeInTheDocument();
  });

  describe('完成咨询 of a crisis case (风险等级 高) asks for the emergency contact the order lacks', () => {
    const expertId = (mock: MockApp) =>
      [...mock.db.accounts.values()].find((account) => account.username === 'expert01')!.id;
    const now = (mock: MockApp, order: ConsultOrder) =>
      mock.db.counselling.tables.orders.get(order.id)!;

    /**
     * expert01's 待咨询 order, its session begun yesterday, with `contact` as its emergency contact
     * and a server draft of the whole case record at risk level `risk` (typing it all is the
     * consult detail story's part).
     */
    function preparedOrder(
      mock: MockApp,
      contact: Pick<ConsultOrder, 'emergencyName' | 'emergencyRelation' | 'emergencyMobile'>,
      risk: '中' | '高',
    ) {
      const [order] = [...mock.db.counselling.tables.orders.values()].filter(
        (o) => o.expertId === expertId(mock) && o.status === 1,
      );
      const ready = changeRow(mock.db.counselling.tables.orders, order, {
        appointDate: formatDate(Date.now() - 86_400_000),
        ...contact,
      });
      const template = templateInUse(mock.db, order.orgId, 'case');
      mock.db.caseRecords.drafts.set({
        orderId: order.id,
        formId: template.id,
        answers: filledPaper(template.questionList, risk),
        authorId: order.expertId,
        savedTime: '2025-06-30 09:00:00',
      });
      return ready;
    }

    /** The bodies of 完成咨询 the console sends from now on. */
    function completions(): Record<string, unknown>[] {
      const sent: Record<string, unknown>[] = [];
      const send = http.defaults.adapter as AxiosAdapter;
      http.defaults.adapter = (config) => {
        if (config.url?.endsWith('/consult/updateStatus'))
          sent.push(JSON.parse(config.data as string) as Record<string, unknown>);
        return send(config);
      };
      return sent;
    }

    async function openPaper(user: ReturnType<typeof userEvent.setup>, order: ConsultOrder) {
      expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: label('完成咨询') }));
      const dialog = await dialogWith('完成咨询');
      const risk = await within(dialog).findByRole('radiogroup', { name: '风险等级' });
      return { dialog, risk };
    }

    test('the three fields come with 高 only; each says what is missing, the refusal keeps every field, and the contact goes with the record', async () => {
      const user = userEvent.setup();
      const mock = createMockApp();
      const none = { emergencyName: '', emergencyRelation: '', emergencyMobile: '' };
      const order = preparedOrder(mock, none, '中');
      await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
      const sent = completions();
      const { dialog, risk } = await openPaper(user, order);
      expect(within(risk).getByRole('radio', { name: '中' })).toBeChecked();
      expect(within(dialog).queryByLabelText('紧急联系人')).not.toBeInTheDocument();

      await user.click(within(risk).getByRole('radio', { name: '高' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        '危机个案须登记紧急联系人',
      );
      await user.click(within(dialog).getByRole('button', { name: label('提交') }));
      await expectTexts(dialog, [
        '请输入紧急联系人',
        '请输入与来访者关系',
        '紧急联系人手机号不能为空',
      ]);
      expect(sent).toEqual([]);

      await user.type(within(dialog).getByLabelText('紧急联系人'), '林秀英');
      await user.type(within(dialog).getByLabelText('与来访者关系'), '母亲');
      await user.type(within(dialog).getByLabelText('紧急联系人手机号'), '1381234');
      await user.click(within(dialog).getByRole('button', { name: label('提交') }));
      await expectTexts(dialog, ['紧急联系人手机号格式不正确']);
      expect(sent).toEqual([]);
      await user.clear(within(dialog).getByLabelText('紧急联系人手机号'));
      await user.type(within(dialog).getByLabelText('紧急联系人手机号'), '13812345678');

      // Back to 中 the fields go (a calmer case needs none); at 高 again they hold what was typed.
      await user.click(within(risk).getByRole('radio', { name: '中' }));
      await waitFor(() =>
        expect(within(dialog).queryByLabelText('紧急联系人')).not.toBeInTheDocument(),
      );
      await user.click(within(risk).getByRole('radio', { name: '高' }));
      expect(await within(dialog).findByLabelText('紧急联系人')).toHaveValue('林秀英');

      // Meanwhile the order changed: the save is refused and nothing typed is lost.
      changeRow(mock.db.counselling.tables.orders, order, { version: order.version + 1 });
      await user.click(within(dialog).getByRole('button', { name: label('提交') }));
      expect(await screen.findByText('订单已被他人处理，请刷新后重试')).toBeInTheDocument();
      expect(now(mock, order).status).toBe(1);
      expect(within(risk).getByRole('radio', { name: '高' })).toBeChecked();
      expect(within(dialog).getByLabelText('紧急联系人')).toHaveValue('林秀英');
      expect(within(dialog).getByLabelText('与来访者关系')).toHaveValue('母亲');
      expect(within(dialog).getByLabelText('紧急联系人手机号')).toHaveValue('13812345678');

      await user.click(within(dialog).getByRole('button', { name: label('提交') }));
      expect(await screen.findByText('完成咨询成功')).toBeInTheDocument();
      expect(sent.at(-1)).toMatchObject({
        action: 'complete',
        id: order.id,
        version: order.version + 1,
        emergencyName: '林秀英',
        emergencyRelation: '母亲',
        emergencyMobile: '13812345678',
      });
      expect(now(mock, order)).toMatchObject({
        status: 2,
        mentalStatus: 2,
        emergencyName: '林秀英',
        emergencyRelation: '母亲',
        emergencyMobile: '13812345678',
      });
    });

    test('an order with a whole contact is completed at 高 without the fields, and sends none', async () => {
      const user = userEvent.setup();
      const mock = createMockApp();
      const contact = {
        emergencyName: '李晨',
        emergencyRelation: '父亲',
        emergencyMobile: '13700000001',
      };
      const order = preparedOrder(mock, contact, '高');
      await renderPage(`/service/orders/${order.id}`, { account: 'expert01', mock });
      const sent = completions();
      const { dialog, risk } = await openPaper(user, order);
      expect(within(risk).getByRole('radio', { name: '高' })).toBeChecked();
      expect(within(dialog).queryByLabelText('紧急联系人')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: label('提交') }));
      expect(await screen.findByText('完成咨询成功')).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(sent[0]).not.toHaveProperty('emergencyName');
      expect(now(mock, order)).toMatchObject({ ...contact, status: 2, mentalStatus: 2 });
    });
  });
});
