/**
 * Supervision notes and who may read them, in Chromium against the production build (issue 30
 * §4): admin01 writes a note on a case of expert01's; another counsellor (expert02) opening that
 * order is refused and sees nothing of it; expert01, the case's counsellor, reads it and replies;
 * operator01, QA's supervisor (督导), reads the thread with the reply.
 */
import assert from 'node:assert/strict';
import {
  e2eSuite,
  enterShell,
  expectText,
  expectVisible,
  SHOWN_PAGE,
  spaced,
  logOut,
} from './harness';
import { openFirstOrder } from './counsellingSteps';

const { e2eTest } = e2eSuite();

const MAIN_ORG = '星辰心理健康综合服务中心';
const NOTE = '来访者提到近期有自伤念头，下次会谈前先做风险评估并确认紧急联系人。';
const REPLY = '收到，下次会谈开始即做风险评估，紧急联系人已确认。';

e2eTest(
  'a supervisor’s note: another counsellor is refused, the case’s counsellor reads and replies',
  async ({ page }) => {
    const admin = await enterShell(page, 'admin01', 'Admin@123', { orgName: MAIN_ORG });
    // expert01's newest order.
    const { orderNo, id: orderId } = await openFirstOrder(page, { expert: '陈思远' });
    const path = new URL(page.url()).pathname;
    const shown = page.locator(SHOWN_PAGE);
    const thread = shown.getByRole('region', { name: '督导记录' });
    await expectVisible(thread.getByText('暂无督导记录'), 'an empty thread');
    await thread.getByRole('button', { name: '提交督导意见' }).click();
    await expectVisible(thread.getByText('请输入督导意见'), 'the empty note refused');
    await thread.getByLabel('督导意见').fill(NOTE);
    await thread.getByRole('button', { name: '提交督导意见' }).click();
    await expectText(page, '督导意见已保存');
    await expectVisible(thread.getByText(NOTE), 'the note in the thread');
    await logOut(page, admin.answer.data?.name ?? '');

    // Another counsellor: the order is not theirs to open, and nothing of the note shows.
    const stranger = (
      await enterShell(page, 'expert02', 'Test@1234', { to: `/service/orders/${orderId}` })
    ).answer;
    await expectVisible(
      page.locator(SHOWN_PAGE).getByText('订单不存在', { exact: true }),
      'the refusal',
    );
    assert.equal(await page.getByText(NOTE).count(), 0, 'the note is nowhere on the page');
    await logOut(page, stranger.data?.name ?? '');

    // The case's counsellor reads it and replies in the thread; it cannot write a note.
    const expert = (
      await enterShell(page, 'expert01', 'Expert@123', { to: `/service/orders/${orderId}` })
    ).answer;
    await expectText(page, orderNo);
    const own = page.locator(SHOWN_PAGE).getByRole('region', { name: '督导记录' });
    await expectVisible(own.getByText(NOTE), 'the note for the case’s counsellor');
    assert.equal(await own.getByLabel('督导意见').count(), 0, 'no note box for the counsellor');
    await own.getByLabel('回复').fill(REPLY);
    await own.getByRole('button', { name: spaced('回复') }).click();
    await expectText(page, '回复成功');
    await expectVisible(own.getByText(REPLY), 'the reply in the thread');
    await logOut(page, expert.data?.name ?? '');

    // operator01 holds 督导: it reads the thread, the reply marked as the counsellor's.
    await enterShell(page, 'operator01', 'Oper@1234', { to: path });
    const supervisor = page.locator(SHOWN_PAGE).getByRole('region', { name: '督导记录' });
    await expectVisible(supervisor.getByText(NOTE), 'the note for the supervisor');
    await expectVisible(supervisor.getByText(REPLY), 'the reply for the supervisor');
    await expectVisible(supervisor.getByText('咨询师', { exact: true }), 'who replied');
  },
);
