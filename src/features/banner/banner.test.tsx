import '@/test/imageCropUnderJest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_MESSAGES } from '@/shared/counselling/operateCodes';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';

const dataRows = () => screen.getAllByRole('row').slice(1);
const dialogTitled = (title: string) => {
  const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(title));
  if (!dialog) throw new Error(`no ${title} dialog`);
  return dialog;
};

test('轮播图: the seeded banners with their images; 新增 checks its fields; 编辑 checks the link; 删除 asks first', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/operate/banner', { account: 'admin01' });
  expect(await screen.findByText('共22条数据')).toBeInTheDocument();
  const orgId = mock.db.qaOrgs.comprehensive;
  const own = () => [...mock.db.banners.values()].filter((row) => row.orgId === orgId);
  const [first, , last] = own().sort((a, b) => a.sort - b.sort);
  expect(within(dataRows()[0]).getByRole('img', { name: first.title })).toHaveAttribute(
    'src',
    first.image,
  );
  expect(
    within(dataRows()[0]).getByText(`${first.startTime} 至 ${first.endTime}`),
  ).toBeInTheDocument();
  expect(within(dataRows()[2]).getByText('停用')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '新增' }));
  const add = dialogTitled('新增轮播图');
  await user.click(within(add).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(add, [BANNER_MESSAGES.titleRequired, BANNER_MESSAGES.imageRequired]);
  await user.click(within(add).getByRole('radio', { name: '网址' }));
  await user.click(within(add).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(add, [BANNER_MESSAGES.linkRequired]);
  await user.click(within(add).getByRole('button', { name: /取\s?消/ }));
  expect(own()).toHaveLength(22);

  await user.click(within(dataRows()[0]).getByRole('button', { name: '编辑' }));
  const edit = dialogTitled('编辑轮播图');
  expect(within(edit).getByLabelText('标题')).toHaveValue(first.title);
  await user.clear(within(edit).getByLabelText('跳转链接'));
  await user.type(within(edit).getByLabelText('跳转链接'), 'ftp://example.com/a');
  await user.click(within(edit).getByRole('button', { name: /确\s?定/ }));
  await expectTexts(edit, [BANNER_MESSAGES.linkUrl]);
  await user.clear(within(edit).getByLabelText('跳转链接'));
  await user.type(within(edit).getByLabelText('跳转链接'), 'https://www.example.com/may');
  await user.clear(within(edit).getByLabelText('排序'));
  await user.type(within(edit).getByLabelText('排序'), '7');
  await user.click(within(edit).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('编辑成功')).toBeInTheDocument();
  expect(mock.db.banners.get(first.id)).toMatchObject({
    link: 'https://www.example.com/may',
    sort: 7,
    image: first.image,
  });

  const lastRow = await waitFor(() => {
    const row = dataRows().find((r) => within(r).queryByText(last.title));
    if (!row) throw new Error('the last banner is not listed');
    return row;
  });
  await user.click(within(lastRow).getByRole('button', { name: '删除' }));
  expect(await screen.findByText(`确定删除轮播图「${last.title}」吗？`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /取\s?消/ }));
  expect(mock.db.banners.has(last.id)).toBe(true);
  await user.click(within(lastRow).getByRole('button', { name: '删除' }));
  await user.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  expect(mock.db.banners.has(last.id)).toBe(false);
  expect(await screen.findByText('共21条数据')).toBeInTheDocument();
});
