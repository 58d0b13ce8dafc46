/**
 * Measurement-based care in Chromium against the production build (issue 30 §2): admin01 sets a
 * plan of PHQ-9 before every session for a visitor of expert01's; QA submits three results (8,
 * 11, 16) as the visitor; the chart draws the line over its bands with the sessions marked; the
 * third raises the 测评预警 to-do; expert01 sees 16 (+8) in 完成咨询.
 */
import assert from 'node:assert/strict';
import { chooseInDialog, chooseOption, cstDay, openFirstOrder } from './counsellingSteps';
import {
  clientSideTo,
  e2eSuite,
  enterShell,
  eventually,
  expectHidden,
  expectText,
  expectVisible,
  SHOWN_PAGE,
  spaced,
  logOut,
} from './harness';

const { e2eTest, baseUrl } = e2eSuite();

const MAIN_ORG = '星辰心理健康综合服务中心';
const EXPERT_NAME = '陈思远'; // expert01
const PHQ9 = '970001';

/** PHQ-9 answers summing to `score`, item 9 left at 0, as the helper takes them. */
function phq(score: number): string {
  let left = score;
  const answers = Array.from({ length: 8 }, () => {
    const chosen = Math.min(3, left);
    left -= chosen;
    return chosen;
  });
  return [...answers, 0].join(',');
}

/** The visitor's answers, as QA submits them for the mini-program (POST /__mock__/measure). */
async function submitAsVisitor(cusUserId: string, orderId: string, score: number) {
  const query = new URLSearchParams({ cusUserId, formId: PHQ9, answers: phq(score), orderId });
  const response = await fetch(`${baseUrl()}/__mock__/measure?${query.toString()}`, {
    method: 'POST',
  });
  const answer = (await response.json()) as { code: number; data: { score: number } };
  assert.equal(answer.code, 0, `the visitor's PHQ-9 of ${score} is taken`);
  assert.equal(answer.data.score, score);
}

e2eTest(
  'a PHQ-9 plan before every session, three results charted over the bands, the 测评预警 to-do, 16 (+8) in 完成咨询',
  async ({ page }) => {
    const admin = await enterShell(page, 'admin01', 'Admin@123', { orgName: MAIN_ORG });
    // expert01's first 待咨询 order of the last two weeks: its session started, so it can be completed.
    const { id: orderId, cusUserId } = await openFirstOrder(page, {
      tab: /^待咨询/,
      range: [cstDay(-14), cstDay(-1)],
      expert: EXPERT_NAME,
    });

    // admin01 sets the plan on the visitor's chart.
    await clientSideTo(page, `/consult/customers/${cusUserId}?tab=measures`);
    const shown = page.locator(SHOWN_PAGE);
    await shown.getByRole('button', { name: '新增计划' }).click();
    const dialog = page.getByRole('dialog');
    await chooseInDialog(page, '量表', '抑郁症筛查量表 PHQ-9');
    await expectVisible(
      dialog.locator('.ant-select-content-has-value', { hasText: '每次咨询前' }),
      'before every session, the default',
    );
    await dialog.getByRole('button', { name: spaced('确定') }).click();
    // The measure goes out at once for each of the visitor's sessions still to come: the first
    // order found depends on the day (after 16:00 UTC its visitor has a later booking), so either.
    await expectText(page, /^保存成功(，已发送\d+条测评短信)?$/);
    const plans = shown.getByRole('region', { name: '测评计划' });
    await expectVisible(plans.getByText('抑郁症筛查量表 PHQ-9'), 'the plan on the chart');
    await expectVisible(plans.getByText('每次咨询前'), 'its moment');

    // QA submits the visitor's three results before the session.
    for (const score of [8, 11, 16]) await submitAsVisitor(cusUserId, orderId, score);
    await page.reload();

    // The chart: the line over the bands (their labels drawn), the sessions marked, the figures.
    const chart = shown.getByRole('img', { name: 'PHQ-9得分趋势' });
    await expectVisible(chart, 'the PHQ-9 chart');
    for (const band of ['无', '轻度', '中度', '中重度', '重度'])
      await expectVisible(chart.locator('svg text', { hasText: new RegExp(`^${band}$`) }), band);
    const figures = shown.getByRole('table', { name: /^PHQ-9得分趋势/ });
    await eventually(async () => {
      const caption = await figures.locator('caption').innerText();
      const sessions = Number(/咨询(\d+)次/.exec(caption)?.[1] ?? 0);
      assert.ok(sessions >= 1, `the sessions counted on the time axis: ${caption}`);
      // Each session a dashed line on the time axis.
      const dashed = await chart.locator('svg path[stroke-dasharray]').count();
      assert.ok(dashed >= sessions, `${dashed} dashed session lines for ${sessions} sessions`);
    });
    const scores = await figures.locator('tbody td:first-of-type').allInnerTexts();
    assert.deepEqual(scores, ['8', '11', '16']);
    const results = shown.getByRole('region', { name: '测评结果' });
    await expectVisible(results.getByText('+8（恶化）'), 'the third result’s change');
    await expectVisible(results.getByText('首次'), 'the first result');

    // The third raised 测评预警 for the administrators.
    await clientSideTo(page, '/consult/todos');
    await chooseOption(page, '待办类型', '测评预警');
    await page.getByRole('search').getByRole('button', { name: '查询', exact: true }).click();
    await expectVisible(
      page.locator(SHOWN_PAGE).getByText(/^测评预警：.*PHQ-9 16（\+8）中重度，较首次可靠恶化/),
      'the 测评预警 to-do',
    );
    await logOut(page, admin.answer.data?.name ?? '');

    // The counsellor sees 16 (+8) on the order and in 完成咨询.
    await enterShell(page, 'expert01', 'Expert@123', { to: `/service/orders/${orderId}` });
    await expectVisible(
      page.locator(SHOWN_PAGE).getByText('测评预警：PHQ-9 16（+8）中重度，较首次可靠恶化'),
      'the order marked',
    );
    await page.getByRole('button', { name: spaced('完成咨询') }).click();
    const completing = page
      .getByRole('dialog')
      .filter({ has: page.getByText('完成咨询', { exact: true }) });
    await expectVisible(completing.getByText('PHQ-9 16（+8）中重度'), '16 (+8) in 完成咨询');
    // Left without completing (the case paper is caseRecord.e2e.ts's story).
    await completing.getByRole('button', { name: '关闭' }).click();
    await expectHidden(completing, 'the 完成咨询 dialog closed');
  },
);
