import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BIG_SCALE_TESTS } from '../../../mock/db/scales';
import { renderApp } from '@/test/renderApp';

jest.setTimeout(300_000);
configure({ asyncUtilTimeout: 30_000 });

test('the big scale lists its 10,500 test records; the PDF asks for exactly one respondent', async () => {
  const user = userEvent.setup();
  const { mock } = await renderApp({ route: '/selfScale/scaleData', account: 'admin01' });
  const big = [...mock.db.scaleArea.scales.values()].find((s) => s.testCount === BIG_SCALE_TESTS);
  await user.click((await screen.findAllByRole('link', { name: '测试记录' }))[0]);
  expect(await screen.findByText(`共${BIG_SCALE_TESTS}条数据`)).toBeInTheDocument();
  expect(await screen.findByText(`测试记录：${big?.name}`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '导出PDF' }));
  expect(await screen.findByText('请先选择答题人')).toBeInTheDocument();
  const boxes = screen.getAllByRole('checkbox');
  await user.click(boxes[1]);
  await user.click(boxes[2]);
  await user.click(screen.getByRole('button', { name: '导出PDF' }));
  expect(await screen.findByText('pdf报告只能选择一个人')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '统计' }));
  expect(await screen.findByText('得分分布（已作答）')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /^测试人数（按月）：/ })).toBeInTheDocument();
});

test('operator01 sees the statistics but no export', async () => {
  await renderApp({ route: '/selfScale/scaleData', account: 'operator01' });
  expect((await screen.findAllByRole('link', { name: '统计' })).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: /导出Excel/ })).not.toBeInTheDocument();
});
