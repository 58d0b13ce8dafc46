/** A call's 地区 by name and its 0-10 ratings with their scale, never the code string or a bare number (issue 27, point 20). */
import { screen, within } from '@testing-library/react';
import { createMockApp } from '../../../mock/app';
import { changeRow } from '../../../mock/db/counselling/rows';
import { renderPage } from '@/test/renderPage';

const callOf = (mock: ReturnType<typeof createMockApp>) => {
  const t = mock.db.counselling.tables;
  const call = [...t.hotlines.values()]
    .filter((row) => row.orgId === mock.db.qaOrgs.comprehensive)
    .sort((a, b) => b.callStart.localeCompare(a.callStart))[0];
  return changeRow(t.hotlines, call, {
    areaCode: '440000-440100-440103',
    suicideIntent: 7,
    hopelessness: 4,
  });
};

test('the detail: 地区 广东省 广州市 荔湾区, 自杀意念 7 / 10, 无望感 4 / 10', async () => {
  const mock = createMockApp();
  const call = callOf(mock);
  await renderPage(`/consult/hotline/${call.id}`, { account: 'admin01', mock });
  expect(await screen.findByText('广东省 广州市 荔湾区')).toBeInTheDocument();
  expect(screen.getByText('7 / 10')).toBeInTheDocument();
  expect(screen.getByText('4 / 10')).toBeInTheDocument();
  expect(screen.queryByText('440000-440100-440103')).not.toBeInTheDocument();
});

test('the list: 自杀意念 with its scale', async () => {
  const mock = createMockApp();
  const call = callOf(mock);
  await renderPage('/consult/hotline', { account: 'admin01', mock });
  const row = await screen.findByRole('row', { name: new RegExp(call.hotlineNo) });
  expect(within(row).getByText('7 / 10')).toBeInTheDocument();
});
