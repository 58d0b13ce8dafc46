import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { createMockApp } from '../../../mock/app';
import { loginAs, pdfkitUnderJsdom, signedFor } from '../../../mock/testing';
import { BIG_SCALE_TESTS } from '../../../mock/scale/scales';
import { renderPage } from '@/test/renderPage';
import { atMinuteStart } from '@/test/shiftClock';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

test('the big scale lists its 10,500 test records; the PDF asks for exactly one respondent', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/selfScale/scaleData', { account: 'admin01' });
  const big = [...mock.db.scaleArea.scales.values()].find((s) => s.testCount === BIG_SCALE_TESTS);
  await user.click((await screen.findAllByRole('link', { name: '测试记录' }))[0]);
  expect(await screen.findByText(`共${BIG_SCALE_TESTS}条数据`)).toBeInTheDocument();
  expect(await screen.findByText(`测试记录：${big?.name}`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /导出PDF$/ }));
  expect(await screen.findByText('请先选择答题人')).toBeInTheDocument();
  const boxes = screen.getAllByRole('checkbox');
  await user.click(boxes[1]);
  await user.click(boxes[2]);
  await user.click(screen.getByRole('button', { name: /导出PDF$/ }));
  expect(await screen.findByText('pdf报告只能选择一个人')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '统计' }));
  expect(await screen.findByText('得分分布（已作答）')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '测试人数（按月）' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: '测试人数（按月）' })).toBeInTheDocument();
});

test('operator01 sees the statistics but no export', async () => {
  await renderPage('/selfScale/scaleData', { account: 'operator01' });
  expect((await screen.findAllByRole('link', { name: '统计' })).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: /导出Excel/ })).not.toBeInTheDocument();
});

test('the personal PDF comes from /web/eval/downloadReportPdf and Excel from the declared export; both are logged', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const scale = [...mock.db.scaleArea.scales.values()].find(
    (s) => s.status === 1 && s.testCount > 3 && s.testCount < 30,
  );
  await renderPage(`/selfScale/scaleData/detail/${scale?.id}`, { account: 'admin01', mock });
  expect(await screen.findByText(`共${scale?.testCount}条数据`)).toBeInTheDocument();
  await screen.findAllByText('已作答');
  const answeredRow = screen
    .getAllByRole('row')
    .find((row) => within(row).queryByText('已作答') !== null);
  await user.click(within(answeredRow as HTMLElement).getByRole('checkbox'));
  const undoPdfkit = pdfkitUnderJsdom();
  await user.click(screen.getByRole('button', { name: /导出PDF$/ }));
  await waitFor(() =>
    expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), expect.stringMatching(/\.pdf$/)),
  );
  undoPdfkit();
  const stamp = atMinuteStart();
  await user.click(screen.getByRole('button', { name: /导出Excel/ }));
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(2));
  expect(saveAs).toHaveBeenLastCalledWith(
    expect.any(Blob),
    `${scale?.name}-测试记录-${stamp}.xlsx`,
  );
  const logged = mock.db.operationLogs.map((row) => row.methodName);
  expect(logged).toContainEqual(expect.stringMatching(/^导出个人数据：个人量表报告（1条，/));
  expect(logged).toContainEqual(
    expect.stringMatching(new RegExp(`^导出个人数据：量表测试记录（${scale?.testCount}条，`)),
  );
});

test('操作日志 shows an export of personal data with what, rows and organisation', async () => {
  const mock = createMockApp();
  const admin = await loginAs(mock, 'admin01');
  const taskId = mock.db.survey.bigTaskId;
  await mock.handle(
    signedFor(mock, { path: '/web/task/exportFillPerson', query: { taskId }, token: admin.token }),
  );
  await renderPage('/grxx/czrz', { account: 'admin01', mock });
  expect(
    await screen.findByText(
      new RegExp(`^导出个人数据：答题人员名单（\\d+条，${admin.user.orgName}）$`),
    ),
  ).toBeInTheDocument();
});
