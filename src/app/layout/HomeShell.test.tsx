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
  // Ctrl+click and a middle click open a page of the menu in a new browser tab; a click here.
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const workbench = within(menu).getByRole('menuitem', { name: '工作台' });
  const user = userEvent.setup();
  await user.keyboard('{Control>}');
  await user.click(workbench);
  await user.keyboard('{/Control}');
  expect(open).toHaveBeenLastCalledWith('/', '_blank', 'noopener');
  await user.pointer({ keys: '[MouseMiddle]', target: within(workbench).getByText('工作台') });
  expect(open).toHaveBeenCalledTimes(2);
  open.mockRestore();
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

/** Two-character button names: antd spaces them (接 单). */
const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

test('咨询服务 (menu 20) and 我的订单 count the expert’s own 待接单 orders; 接单 drops them by one', async () => {
  const user = userEvent.setup();
  const { mock } = await renderApp({ route: '/service/orders', account: 'expert01' });
  const expert = [...mock.db.accounts.values()].find((row) => row.username === 'expert01');
  const orders = [...mock.db.counselling.tables.orders.values()];
  const pending = orders.filter((order) => order.expertId === expert?.id && order.status === 0);
  // the seed has other experts' 待接单 orders, which this badge must not count
  const allPending = orders.filter((order) => order.status === 0).length;
  expect(allPending).toBeGreaterThan(pending.length);
  expect(pending.length).toBeGreaterThan(1);
  const badgeOf = (name: RegExp, count: number) =>
    within(screen.getByRole('menuitem', { name })).findByTitle(String(count));
  await screen.findByRole('menu', { name: '主菜单' }, { timeout: 30000 });
  expect(await badgeOf(/咨询服务/, pending.length)).toBeInTheDocument();
  expect(await badgeOf(/我的订单/, pending.length)).toBeInTheDocument();

  await user.click(await screen.findByRole('tab', { name: /^待接单/ }));
  // The tab's first row: which of the expert's orders sorts first depends on the seed's day.
  await screen.findByText(`共${pending.length}条数据`);
  const [view] = screen.getAllByRole('button', { name: spaced('查看') });
  await user.click(view);
  await user.click(await screen.findByRole('button', { name: spaced('接单') }));
  await user.click(await screen.findByRole('button', { name: spaced('确定') }));
  expect(await screen.findByText('接单成功')).toBeInTheDocument();
  expect(await badgeOf(/咨询服务/, pending.length - 1)).toBeInTheDocument();
  expect(await badgeOf(/我的订单/, pending.length - 1)).toBeInTheDocument();
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
