import '@/test/polyfillMessageChannel';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { expectTexts } from '@/test/storyQueries';
import { ExpertPriceForm } from './ExpertPriceForm';
import type { ExpertPriceValue } from './expertPriceModel';

const ADDRESS = '440000-440300-440305-科技园1号';

function renderForm(onSubmit: (value: ExpertPriceValue) => Promise<unknown> | void) {
  render(
    <App>
      <ExpertPriceForm
        serviceTypes={[0, 1]}
        waysByType={{ 1: [0, 4] }}
        faceAddresses={[{ address: ADDRESS }]}
        onSubmit={onSubmit}
      />
    </App>,
  );
}

test('shows every rule message and submits only valid input', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderForm(onSubmit);
  await user.click(screen.getByRole('button', { name: '保存' }));
  // Both groups' messages: they may come in separate renders (storyQueries.ts, expectTexts).
  await waitFor(() => expect(screen.getAllByText('请至少选择一种咨询方式')).toHaveLength(2));
  expect(onSubmit).not.toHaveBeenCalled();

  const psych = screen.getByRole('group', { name: '心理咨询' });
  const legal = screen.getByRole('group', { name: '法律咨询' });
  await user.click(within(psych).getByRole('checkbox', { name: '面对面咨询' }));
  await user.click(within(legal).getByRole('checkbox', { name: '文字咨询' }));
  await user.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => {
    expect(screen.getAllByText('选择咨询方式后请填写对应价格')).toHaveLength(2);
    expect(screen.getByText('请选择面询地址')).toBeInTheDocument();
  });

  await user.type(screen.getByLabelText('面对面咨询价格（元）'), '3.5');
  await user.type(screen.getByLabelText('文字咨询价格（元）'), '80');
  await user.click(screen.getByRole('button', { name: '保存' }));
  await expectTexts(document.body, ['请输入正整数']);

  await user.clear(screen.getByLabelText('面对面咨询价格（元）'));
  await user.type(screen.getByLabelText('面对面咨询价格（元）'), '300');
  await user.click(screen.getByRole('combobox', { name: '面询地址' }));
  await user.click(await screen.findByText('广东省 深圳市 南山区 科技园1号'));
  await user.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() =>
    expect(onSubmit).toHaveBeenCalledWith({
      serviceTypes: [0, 1],
      list: [
        {
          serviceType: 0,
          consultWays: [3],
          consultPrices: [{ consultWay: 3, price: 300 }],
          faceAddress: ADDRESS,
        },
        { serviceType: 1, consultWays: [4], consultPrices: [{ consultWay: 4, price: 80 }] },
      ],
    }),
  );
});

test('a table: a row per service type, a column per way with its price, the face address beside; 4-8 under their counselling names', async () => {
  const user = userEvent.setup();
  render(
    <App>
      <ExpertPriceForm
        serviceTypes={[0, 1, 6]}
        waysByType={{ 1: [0, 4], 6: [1] }}
        faceAddresses={[{ address: ADDRESS }]}
        value={{
          serviceTypes: [0, 6],
          list: [
            { serviceType: 6, consultWays: [1], consultPrices: [{ consultWay: 1, price: 120 }] },
          ],
        }}
        onSubmit={jest.fn()}
      />
    </App>,
  );
  // The header row: service type, the six ways (type 0 offers all of them), the face address.
  expect(screen.getByText('服务类型')).toBeInTheDocument();
  for (const head of ['电话咨询', '在线语音', '在线视频', '面对面咨询', '文字咨询', '邮件咨询'])
    expect(screen.getByText(head)).toBeInTheDocument();
  expect(screen.getByText('面询地址')).toBeInTheDocument();
  const rows = ['心理咨询', '法律咨询', '个案跟进'].map((name) =>
    screen.getByRole('group', { name }),
  );
  // Each row: the ways its type offers, in column order; a dash in the others' cells.
  const names = (row: HTMLElement) =>
    within(row)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label'));
  expect(names(rows[0])).toEqual([
    '电话咨询',
    '在线语音',
    '在线视频',
    '面对面咨询',
    '文字咨询',
    '邮件咨询',
  ]);
  expect(names(rows[1])).toEqual(['电话咨询', '文字咨询']);
  expect(names(rows[2])).toEqual(['在线语音']);
  expect(within(rows[1]).getAllByText('—')).toHaveLength(4 + 1);
  // The stored 个案跟进 price is in its row, in the 在线语音 column.
  expect(within(rows[2]).getByLabelText('在线语音价格（元）')).toHaveValue('120');
  // Ticking face to face by keyboard puts the address choice in the same row, beside the ways.
  within(rows[0]).getByRole('checkbox', { name: '面对面咨询' }).focus();
  await user.keyboard(' ');
  expect(within(rows[0]).getByLabelText('面对面咨询价格（元）')).toBeInTheDocument();
  expect(within(rows[0]).getByRole('combobox', { name: '面询地址' })).toBeInTheDocument();
  expect(within(rows[1]).queryByRole('combobox')).not.toBeInTheDocument();
});
