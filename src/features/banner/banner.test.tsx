import '@/test/imageCropUnderJest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_MESSAGES } from '@/shared/counselling/operateCodes';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';
import { PNG_1PX } from '../../../mock/testing';

afterEach(() => jest.restoreAllMocks());

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

test('轮播图: 新增 with an image (crop stubbed) and a 网址 link saves; the list grows by one; its thumbnail comes from /files/', async () => {
  // jsdom neither loads images nor draws: the crop step gets a drawing context that draws nothing
  // and a canvas that answers a PNG. The real crop stays in the 全部量表 and 新建任务 browser stories.
  const context = new Proxy({}, { get: () => () => undefined, set: () => true });
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation((() => context) as unknown as HTMLCanvasElement['getContext']);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback) => callback(new Blob([PNG_1PX], { type: 'image/png' })));
  const user = userEvent.setup();
  const { mock } = await renderPage('/operate/banner', { account: 'admin01' });
  expect(await screen.findByText('共22条数据')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '新增' }));
  const add = dialogTitled('新增轮播图');
  const title = '页面测试轮播图';
  await user.type(within(add).getByLabelText('标题'), title);
  await user.upload(
    within(add).getByLabelText<HTMLInputElement>('图片'),
    new File([PNG_1PX], 'banner.png', { type: 'image/png' }),
  );
  const crop = await waitFor(() => dialogTitled('裁剪图片'));
  fireEvent.load(within(crop).getByRole('img'));
  await user.click(within(crop).getByRole('button', { name: /确\s?定|OK/ }));
  await user.click(within(add).getByRole('radio', { name: '网址' }));
  await user.type(within(add).getByLabelText('跳转链接'), 'https://www.example.com/page');
  await waitFor(() => expect(within(add).getByRole('button', { name: /确\s?定/ })).toBeEnabled());
  await user.click(within(add).getByRole('button', { name: /确\s?定/ }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  expect(await screen.findByText('共23条数据')).toBeInTheDocument();
  const saved = [...mock.db.banners.values()].find((row) => row.title === title);
  expect(saved).toMatchObject({ link: 'https://www.example.com/page' });
  const thumbnail = await screen.findByRole('img', { name: title });
  expect(thumbnail).toHaveAttribute('src', expect.stringMatching(/^\/files\//));
  expect(thumbnail).toHaveAttribute('src', saved?.image);
});
