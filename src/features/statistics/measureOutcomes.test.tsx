import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import * as XLSX from 'xlsx';
import { createMockApp } from '../../../mock/app';
import { call } from '../../../mock/testing';
import { renderPage } from '@/test/renderPage';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

const readBlob = (blob: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

test('咨询统计 shows 测评结局 per counsellor and in all, a deterioration counted, and exports it', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const t = mock.db.counselling.tables;
  // A visitor measured twice, 8 then 13 on PHQ-9: reliably worse.
  const order = [...t.orders.values()].find(
    (row) =>
      row.orgId === mock.db.qaOrgs.comprehensive &&
      row.status === 1 &&
      !t.measureResults.some((result) => result.cusUserId === row.cusUserId),
  );
  if (!order) throw new Error('no 待咨询 order of an unmeasured visitor');
  for (const answers of ['3,3,2,0,0,0,0,0,0', '3,3,3,3,1,0,0,0,0']) {
    const answer = await call(mock, {
      method: 'POST',
      path: '/__mock__/measure',
      query: { cusUserId: order.cusUserId, formId: '970001', answers, orderId: order.id },
    });
    expect(answer.code).toBe(0);
  }
  const expertName = mock.db.accounts.get(order.expertId)?.name ?? '';

  await renderPage('/stat/consult', {
    account: 'admin01',
    mock,
    identity: (identity: { orgName: string }) => identity.orgName === '星辰心理健康综合服务中心',
  });
  const card = await screen.findByRole('region', { name: '测评结局' });
  const total = await within(card).findByRole('row', { name: /^合计/ });
  const cells = within(total)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  const visitors = Number(cells[1]);
  expect(visitors).toBeGreaterThan(1);
  // The seed's visitors improve or stay unchanged; the one above is the only deterioration.
  expect(cells[4]).toBe(`1（${((1 / visitors) * 100).toFixed(1)}%）`);
  const counsellor = within(card).getByRole('row', { name: new RegExp(`^${expertName}`) });
  expect(within(counsellor).getAllByRole('cell')[4]).toHaveTextContent(/^1（\d+\.\d%）$/);

  await user.click(within(card).getByRole('button', { name: /导出结局$/ }));
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
  const [blob, name] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
  expect(name).toMatch(/^测评结局-\d{8}-\d{4}\.xlsx$/);
  const book = XLSX.read(await readBlob(blob), { type: 'array' });
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
  });
  expect(sheet[0]).toEqual(['咨询师', '测评≥2次人数', '好转', '无变化', '恶化']);
  expect(sheet.at(-1)).toEqual(['合计', visitors, cells[2], cells[3], cells[4]]);
});
