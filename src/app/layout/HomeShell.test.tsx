/**
 * What the shell (HomeShell) shows around a page: the side menu, its badges and the full-page
 * overlay 图片生成中... . A page's own behaviour is a page test (src/test/renderPage.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { renderApp } from '@/test/renderApp';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

test('renderApp logs a QA account in and opens the shell with its menu', async () => {
  // The menu wait is for the UI only: loading the shell's code cold under Jest (antd's and
  // @ant-design/icons' whole CommonJS indexes, the route table, the shell, the 工作台 page) took
  // most of it, and under CPU contention all of it.
  await Promise.all([
    import('@/app/shellRoutes'),
    import('@/app/layout/HomeShell'),
    import('@/features/home/WorkbenchPage'),
  ]);
  await renderApp({ route: '/', account: 'admin01' });
  const menu = await screen.findByRole('menu', { name: '主菜单' }, { timeout: 5000 });
  expect(menu).toHaveTextContent('问卷管理');
  expect(menu).toHaveTextContent('任务管理');
  expect(menu).toHaveTextContent('量表管理');
});

/** The side menu's badges (menu 05 and page 05-01-03) with a count (antd puts the count in the badge's title). */
const menuBadge = async (count: number) => {
  const menu = await screen.findByRole('menu', { name: '主菜单' }, { timeout: 30000 });
  return within(menu).findAllByTitle(String(count), {}, { timeout: 30000 });
};

test('an organisation approves an expert application; the 05 badge count drops by one', async () => {
  const user = userEvent.setup();
  const { mock } = await renderApp({ route: '/cooper/apply', account: 'admin01' });
  const pending = mock.db.cooperApplies.filter(
    (row) => row.orgId === mock.db.qaOrgs.comprehensive && row.status === 0,
  );
  expect(
    await screen.findByText(`共${pending.length}条数据`, {}, { timeout: 30000 }),
  ).toBeInTheDocument();
  expect((await menuBadge(pending.length)).length).toBeGreaterThan(0);

  const [row] = screen.getAllByRole('button', { name: '通过' });
  await user.click(row);
  await user.click(await screen.findByRole('button', { name: '同意' }));
  expect(await screen.findByText('已同意')).toBeInTheDocument();
  expect(await screen.findByText(`共${pending.length - 1}条数据`)).toBeInTheDocument();
  expect((await menuBadge(pending.length - 1)).length).toBeGreaterThan(0);
});

describe('the full-page overlay while an image is drawn', () => {
  // jsdom draws nothing: a canvas whose context accepts every call, and whose PNG comes when the
  // test says, so the overlay can be seen while the poster is being made.
  let finishPng: (() => void) | undefined;
  beforeEach(() => {
    jest.mocked(saveAs).mockClear();
    const context = new Proxy({}, { get: () => () => undefined, set: () => true });
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation((() => context) as unknown as HTMLCanvasElement['getContext']);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => {
      finishPng = () => callback(new Blob(['png'], { type: 'image/png' }));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('分享 → 下载二维码 shows 图片生成中... while the poster is drawn, then saves it', async () => {
    const user = userEvent.setup();
    await renderApp({ route: '/taskManagement', account: 'admin01' });
    const [share] = await screen.findAllByRole('button', { name: /^分\s*享$/ });
    await user.click(share);
    const dialog = await screen.findByRole('dialog');
    const name = (within(dialog).getByText(/^分享：/).textContent ?? '').replace('分享：', '');
    expect(screen.queryByText('图片生成中...')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '下载二维码' }));
    expect(await screen.findByText('图片生成中...')).toBeInTheDocument();
    expect(saveAs).not.toHaveBeenCalled();
    await waitFor(() => expect(finishPng).toBeDefined());
    finishPng?.();
    await waitFor(() =>
      expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), `${name}-二维码.png`),
    );
    await waitFor(() => expect(screen.queryByText('图片生成中...')).not.toBeInTheDocument());
  });
});
