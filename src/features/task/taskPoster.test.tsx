import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { renderApp } from '@/test/renderApp';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

// jsdom draws nothing: a canvas whose context accepts every call, and whose PNG comes when the
// test says, so the overlay can be seen while the poster is being made.
let finishPng: (() => void) | undefined;
beforeEach(() => {
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
  await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), `${name}-二维码.png`));
  await waitFor(() => expect(screen.queryByText('图片生成中...')).not.toBeInTheDocument());
});
