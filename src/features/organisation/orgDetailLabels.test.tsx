/** 机构详情 shows 地区 by name and 主题色 as a named swatch, never the code string or the JSON (issue 27, point 20). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApp } from '../../../mock/app';
import { renderPage } from '@/test/renderPage';
import { dialogWith } from '@/test/storyQueries';
import { sentQueries } from '@/test/sentQueries';

test('地区 广东省 广州市 荔湾区 and 主题色 #ff5722 named 颜色 rgb(255, 87, 34)', async () => {
  const mock = createMockApp();
  const child = [...mock.db.orgs.values()].find(
    (org) => org.parentId === mock.db.qaOrgs.comprehensive,
  )!;
  const themeColor = JSON.stringify({ r: 255, g: 87, b: 34 });
  mock.db.orgs.set(child.id, { ...child, areaCode: '440000-440100-440103', themeColor });
  await renderPage(`/om/om-query-details/om-details/${child.id}/true`, {
    account: 'admin01',
    mock,
  });
  expect(await screen.findByText('广东省 广州市 荔湾区')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '颜色 rgb(255, 87, 34)' })).toHaveTextContent('#ff5722');
  expect(screen.queryByText('440000-440100-440103')).not.toBeInTheDocument();
  expect(screen.queryByText(themeColor)).not.toBeInTheDocument();
});

test('主体类型 is named from the body_type dictionary, loaded once for the detail and its edit dialog and kept for the identity after the page leaves', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const child = [...mock.db.orgs.values()].find(
    (org) => org.parentId === mock.db.qaOrgs.comprehensive,
  )!;
  mock.db.orgs.set(child.id, { ...child, bodyType: '1' });
  const handle = jest.spyOn(mock, 'handle');
  const dictionaryCalls = () =>
    handle.mock.calls.filter(([req]) => req.path === '/server-platform/api/dict/getDictByCode')
      .length;
  const { store, unmount } = await renderPage(`/om/om-query-details/om-details/${child.id}/false`, {
    account: 'admin01',
    mock,
  });
  expect(await screen.findByText('主体类型')).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '企业' })).toBeInTheDocument();

  for (let open = 0; open < 2; open += 1) {
    await user.click(screen.getByRole('button', { name: '编辑机构' }));
    const dialog = await dialogWith('编辑机构');
    expect(within(dialog).getByTitle('企业')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
  expect(dictionaryCalls()).toBe(1);

  // The page leaves; RTK's default would drop an unused answer after 60 s, the dictionary stays.
  jest.useFakeTimers();
  try {
    unmount();
    jest.advanceTimersByTime(10 * 60 * 1000);
    const queries = () => Object.values(store.getState().api?.queries ?? {});
    const kept = queries().filter((entry) => entry?.endpointName === 'getDictionary');
    expect(kept).toEqual([expect.objectContaining({ data: mock.db.dicts.get('body_type') })]);
    expect(queries().some((entry) => entry?.endpointName === 'getOrgInfo')).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

test('the detail header (机构概要) names the organisation, its type, status, region, level and parent over 基本信息, 应用 and 人员, asked for once', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const own = mock.db.orgs.get(mock.db.qaOrgs.comprehensive)!;
  const child = mock.db.orgs.get(mock.db.qaOrgs.customer)!;
  // 人员's first row: the organisation's newest person.
  const [person] = [...mock.db.people.values()]
    .filter((row) => row.orgId === child.id)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
  const asked = sentQueries(mock, '/api/org/getOrgInfo');
  const { currentPath } = await renderPage(`/om/om-query-details/om-details/${child.id}/false`, {
    account: 'admin01',
    mock,
  });
  const summary = await screen.findByRole('region', { name: '机构概要' }, { timeout: 30000 });
  const expectSummary = () => {
    expect(within(summary).getByRole('heading', { level: 2, name: child.name })).toBeVisible();
    for (const text of ['客户机构', '正常', '广东省 深圳市 南山区', '第2级', own.name])
      expect(within(summary).getByText(text)).toBeInTheDocument();
  };
  expectSummary();
  expect(screen.getByRole('heading', { level: 1, name: '机构详情' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '基本信息', selected: true })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: '应用' }));
  expect(currentPath()).toBe(`/om/om-query-details/om-details/${child.id}/false?tab=apps`);
  expect(await screen.findByRole('region', { name: '应用' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '机构概要' })).toBe(summary);
  await user.click(screen.getByRole('tab', { name: '人员' }));
  expect(await screen.findByRole('cell', { name: person.name })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '基本信息' }));
  expect(screen.getByRole('region', { name: '机构概要' })).toBe(summary);
  expectSummary();
  expect(asked).toEqual([{ orgId: child.id }]);
});
