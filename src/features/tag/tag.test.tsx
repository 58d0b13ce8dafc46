import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';

// The machine is shared: give the lazily loaded pages and dialogs time to appear.

/** The first table row showing `text`. */
async function rowWith(text: string): Promise<HTMLElement> {
  await screen.findAllByText(text);
  const row = screen.getAllByRole('row').find((r) => within(r).queryAllByText(text).length > 0);
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

test('add a tag (its rules first), find it, delete it with its relations', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/selfScale/scaleLabel', { account: 'admin01' });
  await user.click(await screen.findByRole('button', { name: '新增标签' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('标签名称'), '   ');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(dialog, ['不能为纯空格', '标签简介不能为空']);

  await user.clear(within(dialog).getByLabelText('标签名称'));
  await user.type(within(dialog).getByLabelText('标签名称'), '正念');
  await user.type(within(dialog).getByLabelText('标签简介'), '正念练习相关量表');
  await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();

  const row = await rowWith('正念');
  expect(within(row).getByText('自定义')).toBeInTheDocument();
  await user.click(within(row).getByText('删除'));
  // The Popconfirm's OK (found by text: a role query over the whole table is slow here).
  await user.click((await screen.findAllByText(/^(确\s?定|OK)$/)).at(-1) as HTMLElement);
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('link', { name: '正念' })).not.toBeInTheDocument());
  expect([...mock.db.scaleArea.tags.values()].some((tag) => tag.name === '正念')).toBe(false);
});

test('a quoted tag offers only 关联分类; operator01 sees no buttons at all', async () => {
  await renderPage('/selfScale/scaleLabel', { account: 'admin01' });
  const quoted = await rowWith('引用');
  expect(
    within(quoted)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['关联分类']);
});

test('operator01 sees the tags without any action', async () => {
  await renderPage('/selfScale/scaleLabel', { account: 'operator01' });
  expect(await screen.findByText(/^共\d+条数据$/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '新增标签' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '关联分类' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
});

test('标签详情: 使用机构 names how many organisations use the tag (getTagReOrg), and lists them', async () => {
  const user = userEvent.setup();
  // The seed is the same in every store: the tag is chosen from one before the page's own.
  const area = (await import('../../../mock/app')).createMockApp().db.scaleArea;
  const used = [...area.tags.values()].find((tag) =>
    area.tagOrgs.some((pair) => pair.tagId === tag.id),
  );
  if (!used) throw new Error('no seeded tag is used by an organisation');
  const { mock } = await renderPage(`/selfScale/scaleLabel/detail/${used.id}`, {
    account: 'admin01',
  });
  const count = mock.db.scaleArea.tagOrgs.filter((pair) => pair.tagId === used.id).length;
  const tab = await screen.findByRole('tab', { name: `使用机构（${count}）` });
  await user.click(tab);
  const orgNames = mock.db.scaleArea.tagOrgs
    .filter((pair) => pair.tagId === used.id)
    .map((pair) => mock.db.orgs.get(pair.orgId)?.name ?? '');
  expect(await screen.findByText(orgNames[0])).toBeInTheDocument();
});
