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

  const [psych, legal] = screen.getAllByRole('group');
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
