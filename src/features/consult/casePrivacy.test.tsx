import { screen } from '@testing-library/react';
import { createMockApp } from '../../../mock/app';
import { templateInUse } from '../../../mock/routes/formSource';
import { call, loginAs } from '../../../mock/testing';
import { templateQuestions } from '@/shared/forms/templateRules';
import { PERM } from '@/shared/session/permissions';
import { renderPage } from '@/test/renderPage';

const SECRET = '来访者自述有自伤念头';

test('an administrator sees that a counsellor holds an unsubmitted case-record draft, not what it says', async () => {
  const mock = createMockApp();
  const expert01 = [...mock.db.accounts.values()].find((row) => row.username === 'expert01')!;
  const order = [...mock.db.counselling.tables.orders.values()].find(
    (o) => o.expertId === expert01.id && o.orgId === mock.db.qaOrgs.comprehensive && o.status === 1,
  )!;
  const template = templateInUse(mock.db, order.orgId, 'case');
  const text = templateQuestions(template.questionList).find((q) => q.questionType === 2)!;
  const { token } = await loginAs(mock, 'expert01');
  const saved = await call<{ savedTime: string }>(mock, {
    method: 'POST',
    path: '/server-platform/api/consult/caseRecord/draft',
    body: {
      orderId: order.id,
      formId: template.id,
      answers: [{ code: text.code, values: [SECRET] }],
    },
    token,
  });
  expect(saved.code).toBe(0);

  await renderPage(`/consult/orders/${order.id}`, { account: 'admin01', mock });
  expect(
    await screen.findByText(
      `${expert01.name}有未提交的个案记录草稿（保存于 ${saved.data.savedTime}），内容仅本人可见`,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '查看个案' })).not.toBeInTheDocument();
});

test('咨询订单 offers 导出个案答案 only with 个案查看 as well as 个案导出; 导出满意度答案 stays', async () => {
  await renderPage('/consult/orders', { account: 'admin01', withoutCodes: [PERM.caseView] });
  expect(await screen.findByRole('button', { name: /导出满意度答案$/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /导出个案答案$/ })).not.toBeInTheDocument();
});
