import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { createMockApp, type MockApp } from '../../../mock/app';
import { filledPaper } from '../../../mock/contract/caseRecordFixtures';
import { changeRow } from '../../../mock/counselling/rows';
import type { ConsultOrder } from '../../../mock/counselling/types';
import { formatDate } from '../../../mock/core/time';
import { templateInUse } from '../../../mock/form-template/formSource';
import { http } from '@/shared/request/http';
import { maskMobile } from '@/shared/utils/format';
import { dialogWith, expectTexts } from '@/test/storyQueries';
import { renderPage } from '@/test/renderPage';

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
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('危机个案须登记紧急联系人');
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
