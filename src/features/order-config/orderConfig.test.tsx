import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';

test('订单设置 shows the organisation config, checks its fields and saves', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/consult/config', { account: 'admin01' });
  const window = await screen.findByLabelText('可预约范围（天）');
  expect(window).toHaveValue('14');
  await user.clear(window);
  await user.type(window, '1');
  const mobiles = screen.getByLabelText('危机通知手机号');
  await user.clear(mobiles);
  await user.type(mobiles, '13800138000{enter}12345');
  await user.click(screen.getByRole('button', { name: '保存' }));
  await expectTexts(document.body, ['可预约天数须大于提前预约天数', '危机通知手机号格式不正确']);

  await user.clear(window);
  await user.type(window, '21');
  await user.clear(mobiles);
  await user.type(mobiles, '13800138000{enter}13700137000');
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(mock.db.counselling.tables.configs.get(mock.db.qaOrgs.comprehensive)).toMatchObject({
    bookingWindowDays: 21,
    crisisNotifyMobiles: ['13800138000', '13700137000'],
  });
});

test('without the 保存 code the config is read only', async () => {
  await renderPage('/consult/config', { account: 'admin01', withoutCodes: ['06-01-09-01'] });
  expect(await screen.findByLabelText('接单超时（分钟）')).toBeDisabled();
  expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
});
