/**
 * Kept on renderApp: besides the 登记来电 form, this story asserts the side menu's badges (menu 06
 * and 待办) follow a crisis call, which only the shell draws.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockApp } from '../../../mock/app';
import { renderApp } from '@/test/renderApp';
import { expectTexts, showColumns } from '@/test/storyQueries';

/** The first audienter cooperating with the QA organisation. */
function listenerName(mock: MockApp): string {
  const id = mock.db.cooperApplies
    .filter((a) => a.orgId === mock.db.qaOrgs.comprehensive && a.status === 1)
    .map((a) => a.expertUserId)
    .find((expertId) => mock.db.expertProfiles.get(expertId)?.expertType === 1);
  return mock.db.accounts.get(id ?? '')?.name ?? '';
}

const openCrisisTodos = (mock: MockApp) =>
  mock.db.counselling.tables.todos.filter(
    (todo) =>
      todo.orgId === mock.db.qaOrgs.comprehensive && todo.type === '危机跟进' && todo.status === 0,
  );

test('record a crisis call: the form checks its fields, the crisis hint shows, the 危机跟进 to-do and the menu badge follow', async () => {
  const user = userEvent.setup();
  const { mock } = await renderApp({ route: '/consult/hotline', account: 'admin01' });
  expect(await screen.findByText(/^共\d+条数据$/)).toBeInTheDocument();
  const before = openCrisisTodos(mock).length;
  const pending = [...mock.db.counselling.tables.orders.values()].filter(
    (order) => order.orgId === mock.db.qaOrgs.comprehensive && order.status === 0,
  ).length;
  // menu 06 counts open crisis to-dos and 待接单 orders; 06-01-01 the orders alone
  expect((await screen.findAllByTitle(String(before + pending))).length).toBeGreaterThan(0);

  const callsBefore = mock.db.counselling.tables.hotlines.size;
  await user.click(screen.getByRole('button', { name: '登记来电' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(dialog, ['请输入来电号码', '请选择接线员', '请输入通话摘要']);
  expect(within(dialog).queryByLabelText('紧急联系人')).not.toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('来电号码'), '12345');
  await expectTexts(dialog, ['来电号码格式不正确']);
  await user.clear(within(dialog).getByLabelText('来电号码'));
  await user.type(within(dialog).getByLabelText('来电号码'), '13612345678');
  const listener = listenerName(mock);
  await user.click(within(dialog).getByRole('combobox', { name: '接线员' }));
  await user.click(await screen.findByTitle(listener));
  await user.type(within(dialog).getByLabelText('通话摘要'), '来电者表达轻生念头，已稳定情绪');
  expect(within(dialog).queryByText(/危机来电/)).not.toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('自杀意念'));
  await user.type(within(dialog).getByLabelText('自杀意念'), '8');
  expect(
    await within(dialog).findByText('危机来电：保存后将生成危机跟进待办，并短信通知危机联系人'),
  ).toBeInTheDocument();
  // a crisis asks for the emergency contact in the same form (issue 27 point 7)
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(dialog, ['请输入紧急联系人', '请输入与来访者关系', '紧急联系人手机号不能为空']);
  expect(mock.db.counselling.tables.hotlines.size).toBe(callsBefore);
  await user.type(within(dialog).getByLabelText('紧急联系人'), '林秀英');
  await user.type(within(dialog).getByLabelText('与来访者关系'), '母亲');
  await user.type(within(dialog).getByLabelText('紧急联系人手机号'), '12712345679');
  await expectTexts(dialog, ['紧急联系人手机号格式不正确']);
  await user.clear(within(dialog).getByLabelText('紧急联系人手机号'));
  await user.type(within(dialog).getByLabelText('紧急联系人手机号'), '13812345678');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();

  const saved = [...mock.db.counselling.tables.hotlines.values()].find(
    (call) => call.summary === '来电者表达轻生念头，已稳定情绪',
  );
  expect(saved).toMatchObject({
    suicideIntent: 8,
    callerMobile: '13612345678',
    emergencyName: '林秀英',
    emergencyRelation: '母亲',
    emergencyMobile: '13812345678',
  });
  expect(openCrisisTodos(mock).map((todo) => todo.bizId)).toContain(saved?.id);
  expect(await screen.findByTitle(String(before + pending + 1))).toBeInTheDocument();
  const todoMenu = screen.getByRole('menuitem', { name: /待办/ });
  expect(within(todoMenu).getByTitle(String(before + 1))).toBeInTheDocument();
  // the new call heads the list, masked (in 来电号码, shown through 列设置: the list starts
  // without it), with its crisis tag in words
  await screen.findByText(saved?.hotlineNo ?? '');
  await showColumns(user, '来电号码');
  const row = screen.getAllByRole('row').find((r) => within(r).queryByText(saved?.hotlineNo ?? ''));
  if (!row) throw new Error('the new call is not listed');
  expect(within(row).getByText('136****5678')).toBeInTheDocument();
  expect(within(row).getByText('危机')).toBeInTheDocument();
});
