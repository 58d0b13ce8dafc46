import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/renderPage';
import { cellsOf, rowWith, tableRows } from '@/test/storyQueries';
import { regionNames } from '@/shared/regions/regionNames';

/** The organisation table's rows, without its header. */
const bodyRows = () =>
  tableRows().filter((row) => within(row).queryAllByRole('cell', { hidden: true }).length > 0);

test('the wizard needs tags, then organisations, assigns one of page 1 and one of page 2, and re-select clears everything', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/selfScale/distribution', { account: 'admin01' });
  const sleep = [...mock.db.scaleArea.tags.values()].find((tag) => tag.name === '睡眠');
  const assigned = () => mock.db.scaleArea.tagOrgs.filter((p) => p.tagId === sleep?.id).length;
  const before = assigned();
  await user.click(await screen.findByRole('button', { name: '下一步' }));
  expect(await screen.findByText('请选择标签')).toBeInTheDocument();
  // checkable tags (assessment spec §2 step 1), by keyboard too: Space ticks and unticks
  const sleepTag = screen.getByRole('checkbox', { name: '睡眠' });
  expect(sleepTag).toHaveClass('ant-tag-checkable');
  sleepTag.focus();
  await user.keyboard(' ');
  expect(sleepTag).toBeChecked();
  await user.keyboard(' ');
  expect(sleepTag).not.toBeChecked();
  await user.click(sleepTag);
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await user.click(await screen.findByRole('button', { name: '分配' }));
  expect(await screen.findByText('请选择机构')).toBeInTheDocument();

  // 所在地 (the location column) shows each organisation's region as names, once the tree is in.
  const orgOf = (row: HTMLElement) => cellsOf(row)[2].textContent ?? '';
  const first = await rowWith('1');
  expect(bodyRows()).toHaveLength(10);
  for (const row of bodyRows()) {
    const region = await regionNames(mock.db.orgs.get(orgOf(row))?.areaCode);
    expect(region).toMatch(/[省市区]/);
    await waitFor(() => expect(cellsOf(row)[4]).toHaveTextContent(new RegExp(`^${region}$`)));
  }
  const picked = [orgOf(first)];
  await user.click(within(first).getByRole('checkbox'));
  expect(await screen.findByText('已选择1个机构')).toBeInTheDocument();
  // Page 2 goes on numbering from page 1's ten; its first row joins the one ticked there.
  await user.click(screen.getByTitle('2'));
  const eleventh = await rowWith('11');
  expect(bodyRows()[0]).toBe(eleventh);
  picked.push(orgOf(eleventh));
  await user.click(within(eleventh).getByRole('checkbox'));
  expect(await screen.findByText('已选择2个机构')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '分配' }));
  expect(await screen.findByText('添加成功')).toBeInTheDocument();
  expect(assigned()).toBe(before + 2);
  for (const orgId of picked)
    expect(mock.db.scaleArea.tagOrgs).toContainEqual({ tagId: sleep?.id, orgId });

  await user.click(screen.getByRole('button', { name: '重新选择' }));
  expect(await screen.findByRole('checkbox', { name: '睡眠' })).not.toBeChecked();
});

test('operator01 cannot open the wizard', async () => {
  await renderPage('/selfScale/distribution', { account: 'operator01' });
  expect(await screen.findByText(/403|无权限|没有权限/)).toBeInTheDocument();
});

test('the organisation-type filter sends `type`: 客户机构 leaves only customer organisations', async () => {
  const user = userEvent.setup();
  await renderPage('/selfScale/distribution', { account: 'admin01' });
  await user.click(await screen.findByRole('checkbox', { name: '睡眠' }));
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findAllByText('资源服务机构', { selector: 'td' });
  await user.click(screen.getByRole('combobox', { name: '机构类型' }));
  await user.click(await screen.findByTitle('客户机构'));
  await user.click(screen.getByRole('button', { name: '查询' }));
  await waitFor(() =>
    expect(screen.queryByText('资源服务机构', { selector: 'td' })).not.toBeInTheDocument(),
  );
  const types = screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[5]?.textContent);
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(['客户机构']));
});
