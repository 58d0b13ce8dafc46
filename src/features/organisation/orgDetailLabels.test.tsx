/** 机构详情 shows 地区 by name and 主题色 as a named swatch, never the code string or the JSON (issue 27, point 20). */
import { screen } from '@testing-library/react';
import { createMockApp } from '../../../mock/app';
import { renderPage } from '@/test/renderPage';

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
