import '@/test/imageCropUnderJest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import type { ScaleRow } from '../../../mock/scale/types';
import { renderPage } from '@/test/renderPage';
import { expectTexts } from '@/test/storyQueries';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

// The machine is shared: give the lazily loaded pages and dialogs time to appear.

const card = (name: string) => screen.findByRole('article', { name });

type Rendered = Awaited<ReturnType<typeof renderPage>>;

/** A published scale on the list's first page (newest first, 10 cards) that passes `test`. */
function onFirstPage(mock: Rendered['mock'], test: (scale: ScaleRow) => boolean, what: string) {
  const found = [...mock.db.scaleArea.scales.values()]
    .filter((s) => s.status === 1)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .slice(0, 10)
    .find(test);
  if (!found) throw new Error(`the first page holds no ${what}`);
  return found;
}

test('published scales show as cards; a title search narrows them; drafts have their own tab', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/selfScale/allScale', { account: 'admin01' });
  const area = mock.db.scaleArea;
  const published = [...area.scales.values()].filter((s) => s.status === 1);
  expect(await screen.findAllByRole('article', {}, { timeout: 30_000 })).toHaveLength(10);
  expect(screen.getByText(`共${published.length}条数据`)).toBeInTheDocument();

  const search = screen.getAllByRole('search')[0];
  await user.type(within(search).getByLabelText('标题'), '匹兹堡睡眠质量指数（简版）');
  await user.click(within(search).getByRole('button', { name: '查询' }));
  expect(await card('匹兹堡睡眠质量指数（简版）')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

  await user.click(screen.getByRole('tab', { name: '草稿' }));
  const drafts = [...area.scales.values()].filter((s) => s.status === 0).length;
  expect(await screen.findByText(`共${drafts}条数据`)).toBeInTheDocument();
});

test('the publish dialog asks for the spreadsheet and the cover of a new scale', async () => {
  const user = userEvent.setup();
  await renderPage('/selfScale/allScale', { account: 'admin01' });
  await user.click(await screen.findByRole('button', { name: '发布量表' }, { timeout: 30_000 }));
  // antd's ids are fixed under Jest, so dialogs are told apart by their text, not their name.
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('发布量表');
  await user.click(within(dialog).getByRole('button', { name: /^发\s?布$/ }));
  await expectTexts(dialog, ['请上传量表文件', '请先上传封面']);
});

test('a published original scale is re-imported without a new spreadsheet and keeps its id', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/selfScale/allScale', { account: 'admin01' });
  const original = onFirstPage(mock, (s) => s.type === 0, 'original scale');
  const before = mock.db.scaleArea.scales.size;
  await user.click(within(await card(original.name)).getByRole('button', { name: '重新导入' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`编辑量表：${original.name}`);
  await user.click(within(dialog).getByRole('button', { name: /^发\s?布$/ }));
  expect(await screen.findByLabelText('测试入口二维码')).toBeInTheDocument();
  expect(screen.queryByText('请上传量表文件')).not.toBeInTheDocument();
  expect(mock.db.scaleArea.scales.size).toBe(before);
  expect(mock.db.scaleArea.scales.get(original.id)?.status).toBe(1);
  // The consultation price is the publish's next step.
  await user.click(screen.getByRole('button', { name: '设置咨询价格' }));
  expect(
    await screen.findByText(`咨询价格：${original.name}`, { selector: '.ant-modal-title' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('group', { name: '咨询方式' })).toBeInTheDocument();
});

test('a quoted scale offers only 关联标签, and relating tags saves them', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/selfScale/allScale', { account: 'admin01' });
  const quoted = onFirstPage(mock, (s) => s.type === 1, 'quoted scale');
  const quotedCard = await card(quoted.name);
  expect(within(quotedCard).getByRole('button', { name: '关联标签' })).toBeInTheDocument();
  for (const name of ['编辑', '重新导入', '删除']) {
    expect(within(quotedCard).queryByRole('button', { name })).not.toBeInTheDocument();
  }
  await user.click(within(quotedCard).getByRole('button', { name: '关联标签' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`关联标签：${quoted.name}`);
  await user.click(await within(dialog).findByText('危机干预'));
  await user.click(within(dialog).getByRole('button', { name: /添加$/ }));
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('标签关联成功')).toBeInTheDocument();
  const tagIds = mock.db.scaleArea.scaleTags
    .filter((p) => p.formId === quoted.id)
    .map((p) => p.tagId);
  expect(tagIds.map((id) => mock.db.scaleArea.tags.get(id)?.name)).toContain('危机干预');
});

test('operator01 sees the scales but none of the change buttons', async () => {
  await renderPage('/selfScale/allScale', { account: 'operator01' });
  expect(await screen.findAllByRole('article', {}, { timeout: 30_000 })).toHaveLength(10);
  for (const name of ['发布量表', '发布', '编辑', '重新导入', '咨询价格', '关联标签', '删除']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
});

test('咨询价格 of an original scale: at least one way, a price for each ticked way, by keyboard; the saved price comes back', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/selfScale/allScale', { account: 'admin01' });
  const original = onFirstPage(mock, (s) => s.type === 0, 'original scale');
  await user.click(within(await card(original.name)).getByRole('button', { name: '咨询价格' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`咨询价格：${original.name}`);
  const ok = await within(dialog).findByRole('button', { name: /确\s*定/ });
  await user.click(ok);
  await expectTexts(dialog, ['请至少选择一种咨询方式']);

  // Space ticks a way, as a keyboard user would.
  within(dialog).getByRole('checkbox', { name: '电话咨询' }).focus();
  await user.keyboard(' ');
  within(dialog).getByRole('checkbox', { name: '面对面咨询' }).focus();
  await user.keyboard(' ');
  await user.click(ok);
  // antd settles each field's rules on its own: on a busy machine the ways' old message leaves a
  // render after the prices' messages arrive, so both are waited for.
  await waitFor(() => {
    expect(within(dialog).getAllByText('选择咨询方式后请填写对应价格')).toHaveLength(2);
    expect(within(dialog).queryByText('请至少选择一种咨询方式')).not.toBeInTheDocument();
  });
  await user.type(within(dialog).getByLabelText('电话咨询价格（元）'), '3.5');
  await user.type(within(dialog).getByLabelText('面对面咨询价格（元）'), '300');
  await user.click(ok);
  await expectTexts(dialog, ['请输入正整数']);
  expect(mock.db.scaleArea.scales.get(original.id)?.consultPrice).toBeUndefined();
  await user.clear(within(dialog).getByLabelText('电话咨询价格（元）'));
  await user.type(within(dialog).getByLabelText('电话咨询价格（元）'), '100');
  await user.click(ok);
  expect(await screen.findByText('设置成功')).toBeInTheDocument();
  expect(mock.db.scaleArea.scales.get(original.id)?.consultPrice).toEqual({
    consultWays: [0, 3],
    consultPrices: [
      { consultWay: 0, price: 100 },
      { consultWay: 3, price: 300 },
    ],
  });

  await user.click(within(await card(original.name)).getByRole('button', { name: '咨询价格' }));
  const again = await screen.findByRole('dialog');
  expect(await within(again).findByLabelText('面对面咨询价格（元）')).toHaveValue('300');
  expect(within(again).getByRole('checkbox', { name: '电话咨询' })).toBeChecked();
});

test('下载二维码 heads the poster with the scale cover, fetched as base64 through GET /api/file/downloadFile', async () => {
  // jsdom draws nothing: a canvas context that records drawImage, a PNG at once, images that load.
  const drawn: unknown[] = [];
  const context = new Proxy(
    {},
    {
      get: (_target, key) =>
        key === 'drawImage' ? (image: unknown) => drawn.push(image) : () => undefined,
      set: () => true,
    },
  );
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation((() => context) as unknown as HTMLCanvasElement['getContext']);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
  const sources: string[] = [];
  jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    value: string,
  ) {
    sources.push(value);
    setTimeout(() => this.onload?.(new Event('load')));
  });
  try {
    const user = userEvent.setup();
    const { mock } = await renderPage('/selfScale/allScale', { account: 'admin01' });
    const original = onFirstPage(
      mock,
      (s) => s.type === 0 && s.coverImg !== '',
      'original scale with a cover',
    );
    const fileId = /\/files\/([^/]+)\//.exec(original.coverImg)?.[1] ?? '';
    const stored = mock.db.files.get(fileId);
    if (!stored) throw new Error('the cover is not a stored file');
    await user.click(within(await card(original.name)).getByRole('button', { name: '重新导入' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^发\s?布$/ }));
    await user.click(await screen.findByRole('button', { name: '下载二维码' }));
    await waitFor(() =>
      expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), `${original.name}-二维码.png`),
    );
    // The cards' covers are images too, by their URL; the poster's is data.
    expect(sources.filter((source) => source.startsWith('data:'))).toEqual([
      `data:${stored.contentType};base64,${stored.data.toString('base64')}`,
    ]);
    // The cover, then the QR code's own canvas.
    expect(drawn).toHaveLength(2);
    expect(drawn[0]).toBeInstanceOf(HTMLImageElement);
  } finally {
    jest.restoreAllMocks();
  }
});
